CREATE TYPE "public"."rating_state" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"appointment_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"state" "rating_state" NOT NULL,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_comment_check" CHECK ("ratings"."comment" is not null or "ratings"."state" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_pubkey_key" ON "ratings" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_appointment_key" ON "ratings" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "ratings_doctor_published_idx" ON "ratings" USING btree ("doctor_id","created_at") WHERE "ratings"."state" = 'approved' and "ratings"."comment" is not null;--> statement-breakpoint
CREATE INDEX "ratings_state_created_idx" ON "ratings" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "ratings_patient_idx" ON "ratings" USING btree ("patient_id");
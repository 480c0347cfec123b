CREATE TYPE "public"."appointment_series_unit" AS ENUM('days', 'weeks');--> statement-breakpoint
CREATE TABLE "appointment_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"etablissement_id" integer NOT NULL,
	"consultation_type_id" integer NOT NULL,
	"interval_unit" "appointment_series_unit" NOT NULL,
	"interval_n" integer NOT NULL,
	"count" integer,
	"until_date" date,
	"first_start" timestamp with time zone NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_interval_check" CHECK ("appointment_series"."interval_n" >= 1),
	CONSTRAINT "appointment_series_end_check" CHECK (("appointment_series"."count" is null) <> ("appointment_series"."until_date" is null)),
	CONSTRAINT "appointment_series_size_check" CHECK ("appointment_series"."size" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_index" integer;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_consultation_type_id_consultation_types_id_fk" FOREIGN KEY ("consultation_type_id") REFERENCES "public"."consultation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_series_pubkey_key" ON "appointment_series" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_series_idempotency_key" ON "appointment_series" USING btree ("created_by","idempotency_key");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id","series_index") WHERE "appointments"."series_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_check" CHECK (("appointments"."series_id" is null) = ("appointments"."series_index" is null));
CREATE TYPE "public"."reservation_status" AS ENUM('unverified', 'pending', 'accepted', 'declined', 'expired');--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'reservation';--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" "reservation_status" DEFAULT 'unverified' NOT NULL,
	"etablissement_id" integer NOT NULL,
	"doctor_id" integer,
	"speciality_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"id_number" text NOT NULL,
	"preferred_day" date NOT NULL,
	"preferred_time" text,
	"notes" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'ar' NOT NULL,
	"patient_id" integer,
	"opened_account" boolean DEFAULT false NOT NULL,
	"appointment_id" integer,
	"decline_reason" text,
	"decided_by" integer,
	"search_key" text GENERATED ALWAYS AS (ar_normalize(name || ' ' || phone || ' ' || id_number)) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reservations_choice_check" CHECK ("reservations"."doctor_id" is not null or "reservations"."speciality_id" is not null),
	CONSTRAINT "reservations_lang_check" CHECK ("reservations"."lang" in ('ar', 'en')),
	CONSTRAINT "reservations_accepted_check" CHECK (("reservations"."status" = 'accepted') = ("reservations"."appointment_id" is not null and "reservations"."patient_id" is not null)),
	CONSTRAINT "reservations_declined_check" CHECK (("reservations"."status" = 'declined') = ("reservations"."decline_reason" is not null)),
	CONSTRAINT "reservations_verified_check" CHECK (("reservations"."status" in ('unverified', 'expired')) = ("reservations"."verified_at" is null))
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_pubkey_key" ON "reservations" USING btree ("pubkey");--> statement-breakpoint
CREATE INDEX "reservations_clinic_idx" ON "reservations" USING btree ("etablissement_id","status","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_reservation_idx" ON "phone_codes" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_owner_check" CHECK (("phone_codes"."user_id" is null) <> ("phone_codes"."reservation_id" is null) and ("phone_codes"."reservation_id" is null) = ("phone_codes"."purpose"::text <> 'reservation'));
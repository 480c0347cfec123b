-- appointment_status gains 'held' and 'lapsed'. ALTER TYPE … ADD VALUE cannot be used in the same
-- transaction (55P04) and all pending migrations run in one, so the type is replaced: everything
-- whose definition names the status (the three exclusion constraints, the availability index) is
-- dropped, the columns are moved to the new type, and they are made again with 'held' taking a seat.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_doctor_seat_excl";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_overlap_excl";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_room_excl";--> statement-breakpoint
DROP INDEX "appointments_active_doctor_end_idx";--> statement-breakpoint
ALTER TYPE "public"."appointment_status" RENAME TO "appointment_status_0033";--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('pending', 'planed', 'rejected', 'canceled', 'done', 'no_show', 'held', 'lapsed');--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "status" TYPE "public"."appointment_status" USING "status"::text::"public"."appointment_status";--> statement-breakpoint
ALTER TABLE "appointment_history" ALTER COLUMN "from_status" TYPE "public"."appointment_status" USING "from_status"::text::"public"."appointment_status";--> statement-breakpoint
ALTER TABLE "appointment_history" ALTER COLUMN "to_status" TYPE "public"."appointment_status" USING "to_status"::text::"public"."appointment_status";--> statement-breakpoint
DROP TYPE "public"."appointment_status_0033";--> statement-breakpoint
CREATE TYPE "public"."waitlist_status" AS ENUM('active', 'offered', 'booked', 'left', 'expired');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer,
	"speciality_id" integer,
	"etablissement_id" integer NOT NULL,
	"consultation_type_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_minute" integer,
	"to_minute" integer,
	"status" "waitlist_status" DEFAULT 'active' NOT NULL,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_target_check" CHECK (("waitlist_entries"."doctor_id" is null) <> ("waitlist_entries"."speciality_id" is null)),
	CONSTRAINT "waitlist_entries_days_check" CHECK ("waitlist_entries"."to_date" >= "waitlist_entries"."from_date" and "waitlist_entries"."to_date" - "waitlist_entries"."from_date" < 60),
	CONSTRAINT "waitlist_entries_minutes_check" CHECK (("waitlist_entries"."from_minute" is null and "waitlist_entries"."to_minute" is null) or ("waitlist_entries"."from_minute" >= 0 and "waitlist_entries"."to_minute" <= 1440 and "waitlist_entries"."from_minute" < "waitlist_entries"."to_minute")),
	CONSTRAINT "waitlist_entries_type_check" CHECK ("waitlist_entries"."consultation_type_id" is null or "waitlist_entries"."doctor_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_consultation_type_id_consultation_types_id_fk" FOREIGN KEY ("consultation_type_id") REFERENCES "public"."consultation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_pubkey_key" ON "waitlist_entries" USING btree ("pubkey");--> statement-breakpoint
CREATE INDEX "waitlist_entries_doctor_idx" ON "waitlist_entries" USING btree ("doctor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_speciality_idx" ON "waitlist_entries" USING btree ("etablissement_id","speciality_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_patient_idx" ON "waitlist_entries" USING btree ("patient_id","status");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_active_doctor_end_idx" ON "appointments" USING btree ("doctor_id","end_at","start_at") WHERE "appointments"."status" in ('pending', 'planed', 'held');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hold_check" CHECK ("appointments"."status" <> 'held' or ("appointments"."hold_expires_at" is not null and "appointments"."waitlist_entry_id" is not null));--> statement-breakpoint
-- A held seat is a seat: the same guarantees as a booking (migration 0009), over pending, planed and held.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_seat_excl"
  EXCLUDE USING gist ("doctor_id" WITH =, "seat_no" WITH =, tstzrange("start_at", "end_at") WITH &&)
  WHERE ("status" IN ('pending', 'planed', 'held'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_overlap_excl"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("start_at", "end_at") WITH &&)
  WHERE ("status" IN ('pending', 'planed', 'held'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_excl"
  EXCLUDE USING gist ("room_id" WITH =, "doctor_id" WITH <>, tstzrange("start_at", "end_at") WITH &&)
  WHERE ("status" IN ('pending', 'planed', 'held'));
--> statement-breakpoint
-- The expiry job finds the holds due.
CREATE INDEX "appointments_hold_expiry_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "status" = 'held';
--> statement-breakpoint
-- One live entry per patient and target (doctor, or speciality at a clinic) and type.
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("patient_id", "etablissement_id", "doctor_id", "speciality_id", "consultation_type_id") NULLS NOT DISTINCT WHERE "status" IN ('active', 'offered');

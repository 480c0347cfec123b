-- The clinic's tables (PRODUCT.md §7). No double booking is proven by the database, not by a
-- read before the insert: exclusion constraints over the active (pending or planed) appointments,
-- at the end of this file. They need btree_gist (= on integers inside a GiST index), a contrib
-- extension PGlite ships too (db/client.ts loads it), so this one migration serves both.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('pending', 'planed', 'rejected', 'canceled', 'done', 'no_show');--> statement-breakpoint
CREATE TABLE "agendas" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"consultation_duration" integer NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"patients_limit" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agendas_dates_check" CHECK ("agendas"."end_date" >= "agendas"."start_date"),
	CONSTRAINT "agendas_duration_check" CHECK ("agendas"."consultation_duration" > 0),
	CONSTRAINT "agendas_patients_limit_check" CHECK ("agendas"."patients_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "consultation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"agenda_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_halalas" integer NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"cancellation_cutoff_hours" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_types_duration_check" CHECK ("consultation_types"."duration_minutes" > 0),
	CONSTRAINT "consultation_types_price_check" CHECK ("consultation_types"."price_halalas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appointment_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"from_status" "appointment_status",
	"to_status" "appointment_status" NOT NULL,
	"actor_id" integer,
	"actor_role" "role",
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"etablissement_id" integer NOT NULL,
	"room_id" integer,
	"agenda_id" integer NOT NULL,
	"consultation_type_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" "appointment_status" NOT NULL,
	"seat_no" integer NOT NULL,
	"capacity" integer NOT NULL,
	"price_halalas" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"notes" text,
	"booked_by" integer NOT NULL,
	"idempotency_key" text,
	"rescheduled_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_seat_check" CHECK ("appointments"."seat_no" between 1 and "appointments"."capacity"),
	CONSTRAINT "appointments_range_check" CHECK ("appointments"."end_at" > "appointments"."start_at")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"doctor_id" integer,
	"etablissement_id" integer,
	"period" "tstzrange" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_scope_check" CHECK (("blocks"."doctor_id" is null) <> ("blocks"."etablissement_id" is null)),
	CONSTRAINT "blocks_period_check" CHECK (not isempty("blocks"."period") and lower_inc("blocks"."period") and not upper_inc("blocks"."period"))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"price_halalas" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_check" CHECK ("services"."price_halalas" >= 0),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"speciality_id" integer,
	"etablissement_id" integer NOT NULL,
	"room_id" integer,
	"bio" text DEFAULT '' NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etablissements" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text,
	"weekend_days" integer[] DEFAULT '{5}' NOT NULL,
	"start_hour" time DEFAULT '09:00' NOT NULL,
	"end_hour" time DEFAULT '21:00' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Riyadh' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"etablissement_id" integer NOT NULL,
	"section_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"etablissement_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_types" ADD CONSTRAINT "consultation_types_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consultation_type_id_consultation_types_id_fk" FOREIGN KEY ("consultation_type_id") REFERENCES "public"."consultation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rescheduled_from_id_appointments_id_fk" FOREIGN KEY ("rescheduled_from_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agendas_pubkey_key" ON "agendas" USING btree ("pubkey");--> statement-breakpoint
CREATE INDEX "agendas_doctor_idx" ON "agendas" USING btree ("doctor_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_types_pubkey_key" ON "consultation_types" USING btree ("pubkey");--> statement-breakpoint
CREATE INDEX "appointment_history_appointment_idx" ON "appointment_history" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_pubkey_key" ON "appointments" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_idempotency_key" ON "appointments" USING btree ("booked_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "appointments_doctor_start_idx" ON "appointments" USING btree ("doctor_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_start_idx" ON "appointments" USING btree ("patient_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_etablissement_start_idx" ON "appointments" USING btree ("etablissement_id","start_at");--> statement-breakpoint
CREATE INDEX "blocks_doctor_idx" ON "blocks" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "blocks_etablissement_idx" ON "blocks" USING btree ("etablissement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_pubkey_key" ON "services" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "specialities_pubkey_key" ON "specialities" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "etablissements_pubkey_key" ON "etablissements" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_pubkey_key" ON "rooms" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_name_key" ON "rooms" USING btree ("etablissement_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_pubkey_key" ON "sections" USING btree ("pubkey");
--> statement-breakpoint
-- Seats: a booking takes seat 1..capacity (capacity copied from the agenda). One seat of one doctor
-- is never held twice at once, so by pigeonhole at most `capacity` active appointments overlap any
-- instant, whatever their lengths. The booking tries seats in order and answers 409 when none is free.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_seat_excl"
  EXCLUDE USING gist ("doctor_id" WITH =, "seat_no" WITH =, tstzrange("start_at", "end_at") WITH &&)
  WHERE ("status" IN ('pending', 'planed'));
--> statement-breakpoint
-- A patient never holds two overlapping active appointments (with any doctor).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_overlap_excl"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("start_at", "end_at") WITH &&)
  WHERE ("status" IN ('pending', 'planed'));
--> statement-breakpoint
-- A room (copied from the doctor at booking) never hosts two different doctors at once; one doctor's
-- own seats in it are the seat constraint's business.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_excl"
  EXCLUDE USING gist ("room_id" WITH =, "doctor_id" WITH <>, tstzrange("start_at", "end_at") WITH &&)
  WHERE ("status" IN ('pending', 'planed'));

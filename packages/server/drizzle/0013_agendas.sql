ALTER TABLE "agendas" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- One doctor's agendas never share a day: their inclusive date ranges may not overlap (btree_gist,
-- loaded by 0009, gives = on integers inside the GiST index). The API answers CLINIC_AGENDA_OVERLAP.
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_doctor_dates_excl"
  EXCLUDE USING gist ("doctor_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);

-- The clinic's people (issue 10): doctors' and patients' profiles, the clinics that registered a
-- patient, and STAFF accounts' etablissement as a real link. A pubkey typed before it was one
-- names no clinic (clinic.actor.ts already let such staff act nowhere): it is cleared, and so is
-- any held by another role, so the foreign key holds from the start; those staff act nowhere
-- until an admin sets their clinic.
UPDATE "users" SET "etablissement_pubkey" = NULL
WHERE "etablissement_pubkey" IS NOT NULL
  AND ("role" <> 'STAFF' OR NOT EXISTS (SELECT 1 FROM "etablissements" e WHERE e."pubkey" = "users"."etablissement_pubkey"));
--> statement-breakpoint
CREATE TABLE "patient_clinics" (
	"patient_id" integer NOT NULL,
	"etablissement_id" integer NOT NULL,
	"registered_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_clinics_pkey" PRIMARY KEY("patient_id","etablissement_id")
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_clinics" ADD CONSTRAINT "patient_clinics_patient_id_patients_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_clinics" ADD CONSTRAINT "patient_clinics_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_clinics" ADD CONSTRAINT "patient_clinics_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_clinics_etablissement_idx" ON "patient_clinics" USING btree ("etablissement_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_etablissement_fkey" FOREIGN KEY ("etablissement_pubkey") REFERENCES "public"."etablissements"("pubkey") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctors_etablissement_idx" ON "doctors" USING btree ("etablissement_id");--> statement-breakpoint
CREATE INDEX "doctors_speciality_idx" ON "doctors" USING btree ("speciality_id");
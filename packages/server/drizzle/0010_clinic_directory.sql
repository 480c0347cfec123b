-- The clinic directory (issue 10): search keys and update times for the lists, a room's details,
-- a room's section always of the room's own clinic, and a clinic's hours and weekend kept sane.
ALTER TABLE "services" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(name_ar || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(name_ar || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "etablissements" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(name_ar || ' ' || name_en || ' ' || address || ' ' || coalesce(phone, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(name || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(name_ar || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The unique key first: the rooms' (section, clinic) foreign key below refers to it.
ALTER TABLE "sections" ADD CONSTRAINT "sections_id_etablissement_key" UNIQUE("id","etablissement_id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_section_same_clinic_fk" FOREIGN KEY ("section_id","etablissement_id") REFERENCES "public"."sections"("id","etablissement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooms_section_idx" ON "rooms" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "sections_etablissement_idx" ON "sections" USING btree ("etablissement_id");--> statement-breakpoint
ALTER TABLE "etablissements" ADD CONSTRAINT "etablissements_hours_check" CHECK ("etablissements"."start_hour" < "etablissements"."end_hour");--> statement-breakpoint
ALTER TABLE "etablissements" ADD CONSTRAINT "etablissements_weekend_check" CHECK ("etablissements"."weekend_days" <@ '{0,1,2,3,4,5,6}'::integer[]);
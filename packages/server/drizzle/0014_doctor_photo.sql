ALTER TABLE "doctors" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "photo_type" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "photo_size" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "photo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_photo_check" CHECK (num_nulls("doctors"."photo_key", "doctors"."photo_type", "doctors"."photo_size", "doctors"."photo_updated_at") in (0, 4));
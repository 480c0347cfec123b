ALTER TABLE "users" ADD COLUMN "building_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "additional_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "short_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_building_number_check" CHECK ("users"."building_number" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_additional_number_check" CHECK ("users"."additional_number" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_postal_code_check" CHECK ("users"."postal_code" ~ '^[0-9]{5}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_short_address_check" CHECK ("users"."short_address" ~ '^[A-Z]{4}[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_position_check" CHECK (("users"."latitude" IS NULL) = ("users"."longitude" IS NULL) AND "users"."latitude" BETWEEN -90 AND 90 AND "users"."longitude" BETWEEN -180 AND 180);
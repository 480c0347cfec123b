CREATE TYPE "public"."registration_status" AS ENUM('pending', 'accepted', 'canceled');--> statement-breakpoint
CREATE TABLE "campaign_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"status" "registration_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"etablissement_id" integer NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"service_id" integer,
	"speciality_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_capacity_check" CHECK ("campaigns"."capacity" > 0),
	CONSTRAINT "campaigns_seats_check" CHECK ("campaigns"."seats_taken" between 0 and "campaigns"."capacity"),
	CONSTRAINT "campaigns_range_check" CHECK ("campaigns"."end_at" > "campaigns"."start_at"),
	CONSTRAINT "campaigns_target_check" CHECK ("campaigns"."service_id" is null or "campaigns"."speciality_id" is null)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"etablissement_id" integer NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_halalas" integer,
	"price_after_discount_halalas" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"service_id" integer,
	"speciality_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_prices_check" CHECK ("promotions"."price_after_discount_halalas" < "promotions"."price_halalas"),
	CONSTRAINT "promotions_price_check" CHECK ("promotions"."price_halalas" >= 0),
	CONSTRAINT "promotions_discount_check" CHECK ("promotions"."price_after_discount_halalas" >= 0),
	CONSTRAINT "promotions_validity_check" CHECK ("promotions"."valid_to" >= "promotions"."valid_from"),
	CONSTRAINT "promotions_target_check" CHECK ("promotions"."service_id" is null or "promotions"."speciality_id" is null)
);
--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_etablissement_id_etablissements_id_fk" FOREIGN KEY ("etablissement_id") REFERENCES "public"."etablissements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_registrations_pubkey_key" ON "campaign_registrations" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_registrations_once_key" ON "campaign_registrations" USING btree ("campaign_id","patient_id");--> statement-breakpoint
CREATE INDEX "campaign_registrations_patient_idx" ON "campaign_registrations" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_pubkey_key" ON "campaigns" USING btree ("pubkey");--> statement-breakpoint
CREATE INDEX "campaigns_etablissement_start_idx" ON "campaigns" USING btree ("etablissement_id","start_at");--> statement-breakpoint
CREATE INDEX "campaigns_start_idx" ON "campaigns" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_pubkey_key" ON "promotions" USING btree ("pubkey");--> statement-breakpoint
CREATE INDEX "promotions_etablissement_valid_idx" ON "promotions" USING btree ("etablissement_id","valid_to");
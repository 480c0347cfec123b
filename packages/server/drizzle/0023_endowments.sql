CREATE TYPE "public"."endowment_attachment_kind" AS ENUM('ID_CARD', 'PASSPORT');--> statement-breakpoint
CREATE TYPE "public"."endowment_asset_type" AS ENUM('real_estate', 'current_account', 'gold', 'silver', 'stock_portfolio', 'company');--> statement-breakpoint
CREATE TYPE "public"."endowment_status" AS ENUM('DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'CHANGES_REQUESTED', 'SIGNED_BY_ALL', 'FINAL', 'REGISTERED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."endowment_type" AS ENUM('family', 'charity', 'combined', 'atomic_charitable');--> statement-breakpoint
CREATE TYPE "public"."supervision_mode" AS ENUM('joint', 'independent');--> statement-breakpoint
CREATE TYPE "public"."endowment_person_role" AS ENUM('ENDOWER', 'SUPERVISOR', 'WITNESS', 'BENEFICIARY');--> statement-breakpoint
CREATE TYPE "public"."endowment_party_kind" AS ENUM('person', 'entity', 'class');--> statement-breakpoint
CREATE TYPE "public"."endowment_id_type" AS ENUM('NID', 'IQAMA', 'PASSPORT', 'UNIFIED');--> statement-breakpoint
CREATE TABLE "endowment_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"endowment_id" integer NOT NULL,
	"kind" "endowment_attachment_kind" NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endowment_attachments_size_check" CHECK (file_size between 1 and 5242880),
	CONSTRAINT "endowment_attachments_type_check" CHECK ("endowment_attachments"."file_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "endowment_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"endowment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"type" "endowment_asset_type" NOT NULL,
	"ratio" text,
	"ratio_bp" integer,
	"land_number" text,
	"block" text,
	"deed_number" text,
	"deed_history" text,
	"total_space" text,
	"city" text,
	"district" text,
	"bank_name" text,
	"account_name" text,
	"account_number" text,
	"iban_number" text,
	"gold_karat" text,
	"fineness" text,
	"weight_grams" text,
	"company_name" text,
	"cr_number" text,
	"company_owner" text,
	"capital" text,
	"company_hq" text,
	"activity" text,
	CONSTRAINT "endowment_assets_position_check" CHECK ("endowment_assets"."position" >= 0),
	CONSTRAINT "endowment_assets_ratio_bp_check" CHECK ("endowment_assets"."ratio_bp" between 0 and 10000),
	CONSTRAINT "endowment_assets_real_estate_check" CHECK (type = 'real_estate' or (land_number is null and block is null and deed_number is null and deed_history is null and total_space is null and district is null)),
	CONSTRAINT "endowment_assets_iban_check" CHECK (type = 'current_account' or (iban_number is null)),
	CONSTRAINT "endowment_assets_gold_check" CHECK (type = 'gold' or (gold_karat is null)),
	CONSTRAINT "endowment_assets_silver_check" CHECK (type = 'silver' or (fineness is null)),
	CONSTRAINT "endowment_assets_company_check" CHECK (type = 'company' or (company_name is null and cr_number is null and company_owner is null and capital is null and company_hq is null and activity is null))
);
--> statement-breakpoint
CREATE TABLE "endowments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" "endowment_status" DEFAULT 'DRAFT' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"type" "endowment_type",
	"gregorian_input" text DEFAULT '' NOT NULL,
	"gregorian_date" date,
	"hijri_input" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"supervision_mode" "supervision_mode",
	"ultimate_beneficiary" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"search_key" text GENERATED ALWAYS AS (ar_normalize(introduction || ' ' || notes || ' ' || ultimate_beneficiary)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endowments_revision_check" CHECK ("endowments"."revision" >= 1),
	CONSTRAINT "endowments_idempotency_check" CHECK (("endowments"."idempotency_key" is null) = ("endowments"."request_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "endowment_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"endowment_id" integer NOT NULL,
	"role" "endowment_person_role" NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"kind" "endowment_party_kind",
	"first_name" text,
	"father_name" text,
	"grandfather_name" text,
	"last_name" text,
	"id_type" "endowment_id_type",
	"id_number" text,
	"birthday" text,
	"gender" "gender",
	"phone" text,
	"email" text,
	"address" text,
	"building_number" text,
	"street" text,
	"district" text,
	"city" text,
	"postal_code" text,
	"additional_number" text,
	"short_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"job_position" text,
	"explanation" text,
	"ratio" text,
	"ratio_bp" integer,
	"search_key" text GENERATED ALWAYS AS (ar_normalize(coalesce(first_name, '') || ' ' || coalesce(father_name, '') || ' ' || coalesce(grandfather_name, '') || ' ' || coalesce(last_name, ''))) STORED NOT NULL,
	CONSTRAINT "endowment_persons_position_check" CHECK ("endowment_persons"."position" >= 0),
	CONSTRAINT "endowment_persons_endower_check" CHECK ("endowment_persons"."role" <> 'ENDOWER' or "endowment_persons"."position" = 0),
	CONSTRAINT "endowment_persons_ratio_bp_check" CHECK ("endowment_persons"."ratio_bp" between 0 and 10000),
	CONSTRAINT "endowment_persons_latitude_check" CHECK ("endowment_persons"."latitude" between -90 and 90),
	CONSTRAINT "endowment_persons_longitude_check" CHECK ("endowment_persons"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "endowment_attachments" ADD CONSTRAINT "endowment_attachments_endowment_id_endowments_id_fk" FOREIGN KEY ("endowment_id") REFERENCES "public"."endowments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_assets" ADD CONSTRAINT "endowment_assets_endowment_id_endowments_id_fk" FOREIGN KEY ("endowment_id") REFERENCES "public"."endowments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_persons" ADD CONSTRAINT "endowment_persons_endowment_id_endowments_id_fk" FOREIGN KEY ("endowment_id") REFERENCES "public"."endowments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_attachments_pubkey_key" ON "endowment_attachments" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_attachments_file_key" ON "endowment_attachments" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "endowment_attachments_deed_idx" ON "endowment_attachments" USING btree ("endowment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_assets_position_key" ON "endowment_assets" USING btree ("endowment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "endowments_pubkey_key" ON "endowments" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "endowments_idempotency_key" ON "endowments" USING btree ("owner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "endowments_owner_idx" ON "endowments" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_persons_position_key" ON "endowment_persons" USING btree ("endowment_id","role","position");--> statement-breakpoint
CREATE INDEX "endowment_persons_id_number_idx" ON "endowment_persons" USING btree ("id_number");
ALTER TABLE "endowment_assets" DROP CONSTRAINT "endowment_assets_company_check";--> statement-breakpoint
ALTER TABLE "endowment_assets" ADD COLUMN "contact_representative" text;--> statement-breakpoint
ALTER TABLE "endowment_assets" ADD COLUMN "company_address" text;--> statement-breakpoint
ALTER TABLE "endowment_persons" ADD COLUMN "secondary_district" text;--> statement-breakpoint
ALTER TABLE "endowment_persons" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secondary_district" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "endowment_assets" ADD CONSTRAINT "endowment_assets_company_check" CHECK (type = 'company' or (company_name is null and cr_number is null and company_owner is null and capital is null and company_hq is null and activity is null and contact_representative is null and company_address is null));
-- Reordered by hand: the new search_key reads title, so the column comes first.
ALTER TABLE "endowments" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "endowments" drop column "search_key";--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(title || ' ' || introduction || ' ' || notes || ' ' || ultimate_beneficiary)) STORED NOT NULL;

ALTER TABLE "users" ADD COLUMN "grandfather_name" text;--> statement-breakpoint
-- Hand-written data step (issue 15): family_name was a second field meaning the family name, as
-- last_name does. Where last_name is empty, family_name becomes it; then family_name goes.
UPDATE "users" SET "last_name" = trim("family_name") WHERE trim("last_name") = '' AND trim(coalesce("family_name", '')) <> '';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "family_name";--> statement-breakpoint
-- Reordered by hand: the new search_key (all four name parts) reads grandfather_name, so it is
-- added after that column; dropping the old one dropped its trigram index, created again below.
ALTER TABLE "users" drop column "search_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(first_name || ' ' || coalesce(father_name, '') || ' ' || coalesce(grandfather_name, '') || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(id_number, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_key" gin_trgm_ops);

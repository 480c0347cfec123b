ALTER TABLE "users" ADD COLUMN "grandfather_name" text;--> statement-breakpoint
-- Reordered by hand: the new search_key (all four name parts) reads grandfather_name, so it is
-- added after that column; dropping the old one dropped its trigram index, created again below.
ALTER TABLE "users" drop column "search_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ar_normalize(first_name || ' ' || coalesce(father_name, '') || ' ' || coalesce(grandfather_name, '') || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(id_number, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_key" gin_trgm_ops);

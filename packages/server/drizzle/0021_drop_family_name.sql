-- Hand-written data step (issue 15): family_name was a second field meaning the family name, as
-- last_name does. Where last_name is empty, family_name becomes it; then family_name goes.
UPDATE "users" SET "last_name" = trim("family_name") WHERE trim("last_name") = '' AND trim(coalesce("family_name", '')) <> '';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "family_name";
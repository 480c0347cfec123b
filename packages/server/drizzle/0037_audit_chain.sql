-- The tamper-evident audit log (events.chain.ts tells the design; README, "Audit log"). Every event
-- row carries its place in one chain per database (seq, gap-free), the hash of the event before it
-- (prev_hash) and its own hash: SHA-256, hex, over a canonical text of its content and prev_hash.
-- The database computes them itself, in a BEFORE INSERT trigger, in the inserting transaction: every
-- writer is covered (the audit writer, raw SQL, a seed), and a writer cannot choose the values.
-- The chain's head (last seq and hash) is one row that the trigger locks (FOR UPDATE) until its
-- transaction ends: concurrent writers queue there, so the chain never forks, and a rolled-back
-- transaction takes its seq back with it, so it has no gap.
ALTER TABLE "events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hash" text;--> statement-breakpoint
-- base_seq/base_hash: where the kept chain starts (0 and the genesis hash; audit_chain_trim moves them).
CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"base_seq" bigint NOT NULL,
	"base_hash" text NOT NULL,
	CONSTRAINT "audit_chain_head_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "audit_chain_head" ("id", "seq", "hash", "base_seq", "base_hash")
	VALUES (1, 0, repeat('0', 64), 0, repeat('0', 64));--> statement-breakpoint
-- One field of the canonical text: its length in UTF-8 bytes, a colon and the text, or '-' for null.
-- Length-prefixed, so no content can be read as a field boundary and nothing needs escaping.
CREATE FUNCTION "audit_chain_field"("value" text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT octet_length(convert_to("value", 'UTF8'))::text || ':' || "value" $$;--> statement-breakpoint
-- The canonical text of an event, the same as events.chain.ts builds: a version tag, then seq, id,
-- actor_id, action, entity, entity_id, ip, user_agent, before, after, created_at and prev_hash, '|'
-- between them. Each is the database's own text output, not a driver's: jsonb prints its keys in one
-- order whatever order they came in, and created_at is printed in UTC to the microsecond.
CREATE FUNCTION "audit_event_hash"(
	"seq" bigint, "id" bigint, "actor_id" integer, "action" text, "entity" text, "entity_id" text,
	"ip" text, "user_agent" text, "before" jsonb, "after" jsonb, "created_at" timestamptz, "prev_hash" text
) RETURNS text
	LANGUAGE sql STABLE PARALLEL SAFE
	SET search_path = pg_catalog, public, pg_temp
	AS $$ SELECT encode(sha256(convert_to(concat_ws('|', 'bayan-audit-v1',
		coalesce(audit_chain_field("seq"::text), '-'),
		coalesce(audit_chain_field("id"::text), '-'),
		coalesce(audit_chain_field("actor_id"::text), '-'),
		coalesce(audit_chain_field("action"), '-'),
		coalesce(audit_chain_field("entity"), '-'),
		coalesce(audit_chain_field("entity_id"), '-'),
		coalesce(audit_chain_field("ip"), '-'),
		coalesce(audit_chain_field("user_agent"), '-'),
		coalesce(audit_chain_field("before"::text), '-'),
		coalesce(audit_chain_field("after"::text), '-'),
		coalesce(audit_chain_field(to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), '-'),
		coalesce(audit_chain_field("prev_hash"), '-')
	), 'UTF8')), 'hex') $$;--> statement-breakpoint
-- The existing events, chained in the order they were written (id).
DO $$
DECLARE
	r record;
	n bigint := 0;
	previous text := repeat('0', 64);
	current_hash text;
BEGIN
	FOR r IN SELECT * FROM "events" ORDER BY "id" LOOP
		n := n + 1;
		current_hash := audit_event_hash(n, r."id", r."actor_id", r."action", r."entity", r."entity_id",
			r."ip", r."user_agent", r."before", r."after", r."created_at", previous);
		UPDATE "events" SET "seq" = n, "prev_hash" = previous, "hash" = current_hash WHERE "id" = r."id";
		previous := current_hash;
	END LOOP;
	UPDATE "audit_chain_head" SET "seq" = n, "hash" = previous WHERE "id" = 1;
END $$;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_seq_idx" ON "events" USING btree ("seq");--> statement-breakpoint
-- Links each new event to the head. Whatever the inserting statement gave for seq, prev_hash and
-- hash is replaced. SECURITY DEFINER: the application's role needs no right on audit_chain_head
-- (README: its owner is the migrating role). The head's row lock is held until the transaction
-- ends: writers of events queue one after another from their event's insert to their commit (the
-- audit writer's insert is a change's last statement or near it, so the wait is the commit's).
CREATE FUNCTION "events_chain"() RETURNS trigger
	LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = pg_catalog, public, pg_temp
	AS $$
DECLARE
	head_seq bigint;
	head_hash text;
BEGIN
	SELECT "seq", "hash" INTO head_seq, head_hash FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
	NEW."seq" := head_seq + 1;
	NEW."prev_hash" := head_hash;
	NEW."hash" := audit_event_hash(NEW."seq", NEW."id", NEW."actor_id", NEW."action", NEW."entity", NEW."entity_id",
		NEW."ip", NEW."user_agent", NEW."before", NEW."after", NEW."created_at", NEW."prev_hash");
	UPDATE "audit_chain_head" SET "seq" = NEW."seq", "hash" = NEW."hash" WHERE "id" = 1;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_chain" BEFORE INSERT ON "events" FOR EACH ROW EXECUTE FUNCTION "events_chain"();--> statement-breakpoint
-- The log is append-only, for every role including the owner: an UPDATE, DELETE or TRUNCATE of
-- events raises. Only the table's owner can step past it, deliberately: audit_chain_trim below, or
-- ALTER TABLE events DISABLE TRIGGER (which `npm run audit:verify` then finds as a break).
CREATE FUNCTION "events_append_only"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	RAISE EXCEPTION 'the audit log is append-only: % on events is refused', TG_OP
		USING ERRCODE = 'insufficient_privilege',
			HINT = 'Old events are removed with audit_chain_trim(seq), by the table''s owner (README, Audit log).';
END $$;--> statement-breakpoint
CREATE TRIGGER "events_append_only" BEFORE UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "events_append_only"();--> statement-breakpoint
CREATE TRIGGER "events_no_truncate" BEFORE TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "events_append_only"();--> statement-breakpoint
-- Retention, deliberately: removes the events up to and including seq `upto` and records the last
-- removed event's hash as where the kept chain starts, so the rest still verifies. Not SECURITY
-- DEFINER and not granted to anyone: only the table's owner can run it (ALTER TABLE needs ownership).
-- Run `npm run audit:verify` first: what is removed can no longer be checked.
CREATE FUNCTION "audit_chain_trim"("upto" bigint) RETURNS bigint
	LANGUAGE plpgsql
	SET search_path = pg_catalog, public, pg_temp
	AS $$
DECLARE
	anchor text;
	removed bigint;
BEGIN
	PERFORM 1 FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
	SELECT "hash" INTO anchor FROM "events" WHERE "seq" = "upto";
	IF anchor IS NULL THEN
		RAISE EXCEPTION 'no audit event has seq %', "upto";
	END IF;
	ALTER TABLE "events" DISABLE TRIGGER "events_append_only";
	DELETE FROM "events" WHERE "seq" <= "upto";
	GET DIAGNOSTICS removed = ROW_COUNT;
	ALTER TABLE "events" ENABLE TRIGGER "events_append_only";
	UPDATE "audit_chain_head" SET "base_seq" = "upto", "base_hash" = anchor WHERE "id" = 1;
	RETURN removed;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "audit_chain_trim"(bigint) FROM PUBLIC;

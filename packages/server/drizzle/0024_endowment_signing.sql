CREATE TYPE "public"."endowment_signature_method" AS ENUM('DECLARATION', 'OTP');--> statement-breakpoint
CREATE TYPE "public"."endowment_signer_role" AS ENUM('ENDOWER', 'SUPERVISOR', 'WITNESS');--> statement-breakpoint
CREATE TYPE "public"."endowment_signer_state" AS ENUM('INVITED', 'VIEWED', 'SIGNED', 'REJECTED', 'REVOKED');--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'endowment_sign';--> statement-breakpoint
CREATE TABLE "endowment_doc_counters" (
	"hijri_year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "endowment_doc_counters_last_check" CHECK ("endowment_doc_counters"."last" between 1 and 999999)
);
--> statement-breakpoint
CREATE TABLE "endowment_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"pubkey" text NOT NULL,
	"endowment_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"role" "endowment_signer_role" NOT NULL,
	"position" integer NOT NULL,
	"party_key" text,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"state" "endowment_signer_state" DEFAULT 'INVITED' NOT NULL,
	"method" "endowment_signature_method",
	"invited_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"signed_hash" text,
	"signer_id" integer,
	"ip" text,
	"user_agent" text,
	"reason" text,
	"reminded_at" timestamp with time zone,
	"reminders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "endowment_signatures_signed_check" CHECK ("endowment_signatures"."state" <> 'SIGNED' or ("endowment_signatures"."signed_at" is not null and "endowment_signatures"."signed_hash" is not null and "endowment_signatures"."method" is not null)),
	CONSTRAINT "endowment_signatures_revoked_check" CHECK ("endowment_signatures"."state" <> 'REVOKED' or "endowment_signatures"."revoked_at" is not null),
	CONSTRAINT "endowment_signatures_rejected_check" CHECK ("endowment_signatures"."state" <> 'REJECTED' or "endowment_signatures"."rejected_at" is not null),
	CONSTRAINT "endowment_signatures_hash_check" CHECK ("endowment_signatures"."signed_hash" is null or "endowment_signatures"."signed_hash" = "endowment_signatures"."content_hash"),
	CONSTRAINT "endowment_signatures_endower_check" CHECK (("endowment_signatures"."role" = 'ENDOWER') = ("endowment_signatures"."party_key" is null))
);
--> statement-breakpoint
CREATE TABLE "endowment_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endowment_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL,
	"from_status" "endowment_status",
	"to_status" "endowment_status",
	"version" integer NOT NULL,
	"content_hash" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "endowment_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endowment_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot_text" text NOT NULL,
	"content_hash" text NOT NULL,
	"verify_code" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"pdf" "bytea",
	"pdf_hash" text,
	CONSTRAINT "endowment_versions_version_check" CHECK ("endowment_versions"."version" >= 1),
	CONSTRAINT "endowment_versions_hash_check" CHECK ("endowment_versions"."content_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "endowment_versions_pdf_check" CHECK (("endowment_versions"."pdf" is null) = ("endowment_versions"."pdf_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "doc_number" text;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "amendment_of_id" integer;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "amendment_reason" text;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "registered_deed_no" text;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "registered_hijri_date" text;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "registered_scan_key" text;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "registered_scan_name" text;--> statement-breakpoint
ALTER TABLE "endowments" ADD COLUMN "registered_scan_type" text;--> statement-breakpoint
ALTER TABLE "endowment_signatures" ADD CONSTRAINT "endowment_signatures_endowment_id_endowments_id_fk" FOREIGN KEY ("endowment_id") REFERENCES "public"."endowments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_signatures" ADD CONSTRAINT "endowment_signatures_version_id_endowment_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."endowment_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_signatures" ADD CONSTRAINT "endowment_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_transitions" ADD CONSTRAINT "endowment_transitions_endowment_id_endowments_id_fk" FOREIGN KEY ("endowment_id") REFERENCES "public"."endowments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_transitions" ADD CONSTRAINT "endowment_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_versions" ADD CONSTRAINT "endowment_versions_endowment_id_endowments_id_fk" FOREIGN KEY ("endowment_id") REFERENCES "public"."endowments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_signatures_pubkey_key" ON "endowment_signatures" USING btree ("pubkey");--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_signatures_slot_key" ON "endowment_signatures" USING btree ("version_id","role","position");--> statement-breakpoint
CREATE INDEX "endowment_signatures_deed_idx" ON "endowment_signatures" USING btree ("endowment_id","version");--> statement-breakpoint
CREATE INDEX "endowment_signatures_id_number_idx" ON "endowment_signatures" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "endowment_transitions_deed_idx" ON "endowment_transitions" USING btree ("endowment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_versions_deed_version_key" ON "endowment_versions" USING btree ("endowment_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "endowment_versions_verify_code_key" ON "endowment_versions" USING btree ("verify_code");--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_amendment_of_id_endowments_id_fk" FOREIGN KEY ("amendment_of_id") REFERENCES "public"."endowments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "endowments_doc_number_key" ON "endowments" USING btree ("doc_number");--> statement-breakpoint
CREATE INDEX "endowments_amendment_idx" ON "endowments" USING btree ("amendment_of_id");--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_version_check" CHECK ("endowments"."version" >= 0);--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_doc_number_check" CHECK ("endowments"."doc_number" is null or "endowments"."doc_number" ~ '^WQF-[0-9]{4}-[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_settled_check" CHECK (("endowments"."status" in ('FINAL', 'REGISTERED')) = ("endowments"."doc_number" is not null and "endowments"."finalized_at" is not null));--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_registered_check" CHECK (("endowments"."status" = 'REGISTERED') = ("endowments"."registered_deed_no" is not null and "endowments"."registered_hijri_date" is not null and "endowments"."registered_scan_key" is not null and "endowments"."registered_at" is not null));--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_hash_check" CHECK (("endowments"."status" in ('DRAFT', 'WITHDRAWN')) or ("endowments"."content_hash" is not null and "endowments"."version" >= 1));--> statement-breakpoint
ALTER TABLE "endowments" ADD CONSTRAINT "endowments_amendment_check" CHECK (("endowments"."amendment_of_id" is null) = ("endowments"."amendment_reason" is null));--> statement-breakpoint
-- =====================================================================================================
-- HAND-WRITTEN (issue 13, not generated by drizzle-kit, which cannot express triggers): a settled
-- (FINAL or REGISTERED) deed is immutable IN THE DATABASE, not only in the API. The triggers refuse:
--   * an UPDATE of a settled deed's row, except FINAL → REGISTERED setting only the registration
--     columns (status, registered_*, updated_at); a DELETE of a settled deed;
--   * an INSERT, UPDATE or DELETE of the persons, assets or signatures of a settled deed;
--   * a change of any version's snapshot, hash, number, deed or verification code (a frozen version
--     never changes), of its PDF once stored, and a DELETE of a settled deed's version.
-- AFTER ROW triggers, so generated columns are computed when NEW is compared.
-- =====================================================================================================
CREATE FUNCTION endowment_settled_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  may_change text[] := ARRAY['status', 'registered_deed_no', 'registered_hijri_date', 'registered_at',
    'registered_scan_key', 'registered_scan_name', 'registered_scan_type', 'updated_at'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status IN ('FINAL', 'REGISTERED') THEN
      RAISE EXCEPTION 'endowment % is %: a settled deed cannot be deleted', OLD.id, OLD.status;
    END IF;
    RETURN NULL;
  END IF;
  IF OLD.status = 'REGISTERED'
    OR (OLD.status = 'FINAL' AND (NEW.status NOT IN ('FINAL', 'REGISTERED')
      OR (to_jsonb(NEW) - may_change) IS DISTINCT FROM (to_jsonb(OLD) - may_change))) THEN
    RAISE EXCEPTION 'endowment % is %: a settled deed cannot be changed', OLD.id, OLD.status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER endowments_settled_guard AFTER UPDATE OR DELETE ON endowments
  FOR EACH ROW EXECUTE FUNCTION endowment_settled_guard();
--> statement-breakpoint
CREATE FUNCTION endowment_parts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM endowments
    WHERE status IN ('FINAL', 'REGISTERED')
      AND (id = CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.endowment_id END
        OR id = CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.endowment_id END)
  ) THEN
    RAISE EXCEPTION '% of a settled endowment deed refused on %', TG_OP, TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER endowment_persons_settled_guard AFTER INSERT OR UPDATE OR DELETE ON endowment_persons
  FOR EACH ROW EXECUTE FUNCTION endowment_parts_guard();
--> statement-breakpoint
CREATE TRIGGER endowment_assets_settled_guard AFTER INSERT OR UPDATE OR DELETE ON endowment_assets
  FOR EACH ROW EXECUTE FUNCTION endowment_parts_guard();
--> statement-breakpoint
CREATE TRIGGER endowment_signatures_settled_guard AFTER INSERT OR UPDATE OR DELETE ON endowment_signatures
  FOR EACH ROW EXECUTE FUNCTION endowment_parts_guard();
--> statement-breakpoint
CREATE FUNCTION endowment_version_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM endowments WHERE id = OLD.endowment_id AND status IN ('FINAL', 'REGISTERED')) THEN
      RAISE EXCEPTION 'version % of a settled endowment deed cannot be deleted', OLD.version;
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.snapshot_text IS DISTINCT FROM OLD.snapshot_text
    OR NEW.content_hash IS DISTINCT FROM OLD.content_hash
    OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.endowment_id IS DISTINCT FROM OLD.endowment_id
    OR NEW.verify_code IS DISTINCT FROM OLD.verify_code
    OR (OLD.pdf_hash IS NOT NULL AND (NEW.pdf_hash IS DISTINCT FROM OLD.pdf_hash OR NEW.pdf IS DISTINCT FROM OLD.pdf)) THEN
    RAISE EXCEPTION 'version % of endowment % is frozen: its snapshot, hash and stored PDF cannot change',
      OLD.version, OLD.endowment_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER endowment_versions_frozen_guard AFTER UPDATE OR DELETE ON endowment_versions
  FOR EACH ROW EXECUTE FUNCTION endowment_version_guard();

ALTER TYPE "public"."otp_purpose" ADD VALUE 'endowment_claim';--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'clinic_consent';--> statement-breakpoint
CREATE TABLE "endowment_party_claims" (
	"endowment_id" integer NOT NULL,
	"id_number" text NOT NULL,
	"phone" text NOT NULL,
	"account_id" integer NOT NULL,
	"method" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "endowment_party_claims_endowment_id_id_number_phone_pk" PRIMARY KEY("endowment_id","id_number","phone"),
	CONSTRAINT "endowment_party_claims_method_check" CHECK ("endowment_party_claims"."method" in ('CODE', 'ACCOUNT_PHONE'))
);
--> statement-breakpoint
ALTER TABLE "phone_codes" DROP CONSTRAINT "phone_codes_scope_check";--> statement-breakpoint
ALTER TABLE "endowment_signatures" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "endowment_party_claims" ADD CONSTRAINT "endowment_party_claims_endowment_id_endowments_id_fk" FOREIGN KEY ("endowment_id") REFERENCES "public"."endowments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endowment_party_claims" ADD CONSTRAINT "endowment_party_claims_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "endowment_party_claims_account_idx" ON "endowment_party_claims" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_scope_check" CHECK ("phone_codes"."scope" is null or "phone_codes"."purpose"::text in ('endowment_sign', 'endowment_claim', 'clinic_consent'));--> statement-breakpoint
-- =====================================================================================================
-- HAND-WRITTEN (issue 29): each open invitation learns the phone the endower entered for its party,
-- read from its version's frozen snapshot (supervisors and witnesses by their list key). Settled
-- deeds are left as they are (their rows are immutable, and nothing of them is signed any more).
-- Parties who had already signed keep seeing their deeds: their signing account becomes the claim.
-- =====================================================================================================
UPDATE endowment_signatures s
SET phone = (
  SELECT p->>'phone'
  FROM endowment_versions v,
    jsonb_array_elements(coalesce(
      (v.snapshot_text::jsonb)->'deed'->(CASE s.role WHEN 'SUPERVISOR' THEN 'supervisors' ELSE 'witnesses' END),
      '[]'::jsonb)) p
  WHERE v.id = s.version_id AND p->>'key' = s.party_key
  LIMIT 1)
WHERE s.role <> 'ENDOWER'
  AND s.endowment_id IN (SELECT id FROM endowments WHERE status NOT IN ('FINAL', 'REGISTERED'));
--> statement-breakpoint
INSERT INTO endowment_party_claims (endowment_id, id_number, phone, account_id, method, claimed_at)
SELECT DISTINCT ON (s.endowment_id, s.id_number, s.phone) s.endowment_id, s.id_number, s.phone, s.signer_id,
  'ACCOUNT_PHONE', s.signed_at
FROM endowment_signatures s
WHERE s.role <> 'ENDOWER' AND s.signer_id IS NOT NULL AND s.phone IS NOT NULL AND s.signed_at IS NOT NULL
ORDER BY s.endowment_id, s.id_number, s.phone, s.signed_at
ON CONFLICT DO NOTHING;

ALTER TYPE "public"."action_token_purpose" ADD VALUE 'undo_contact_change';--> statement-breakpoint
ALTER TABLE "action_tokens" ADD COLUMN "previous" jsonb;
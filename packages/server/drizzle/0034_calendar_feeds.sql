CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_kind_check" CHECK ("calendar_feeds"."kind" in ('doctor', 'patient')),
	CONSTRAINT "calendar_feeds_lang_check" CHECK ("calendar_feeds"."lang" in ('ar', 'en'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_owner_key" ON "calendar_feeds" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointments_rescheduled_from_idx" ON "appointments" USING btree ("rescheduled_from_id") WHERE "appointments"."rescheduled_from_id" is not null;
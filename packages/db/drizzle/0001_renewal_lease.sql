ALTER TABLE "sessions" ADD COLUMN "previous_access_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "renewing_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_previous_access_token_hash_idx" ON "sessions" USING btree ("previous_access_token_hash");
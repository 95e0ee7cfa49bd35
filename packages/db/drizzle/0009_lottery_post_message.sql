ALTER TABLE "bot_jobs" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "bot_jobs" ADD COLUMN "message_id" text;
CREATE TABLE "bot_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"roll" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_jobs_due_idx" ON "bot_jobs" USING btree ("run_at") WHERE "bot_jobs"."state" = 'pending';--> statement-breakpoint
-- Lotteries made before the bot ran them still end by themselves: each one not yet drawn gets its
-- finish job (the key is job-store.ts's jobKey). They are not posted now: they were made before
-- posting existed, and a post days later would surprise their channel.
INSERT INTO "bot_jobs" ("key", "guild_id", "kind", "item_id", "roll", "run_at")
SELECT 'lotteryFinish:' || "guild_id" || ':' || "id" || ':0', "guild_id", 'lotteryFinish', "id", 0,
       to_timestamp(("data"->>'finish')::bigint)
FROM "guild_items"
WHERE "feature" = 'lotteries' AND "version" > 0 AND ("data"->>'rolls')::int = 0
ON CONFLICT DO NOTHING;

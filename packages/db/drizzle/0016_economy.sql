CREATE TABLE "economy_actions" (
	"interaction_id" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"command" text NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "energy_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "daily_day" integer;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "daily_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "explore_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "economy_actions_created_at_idx" ON "economy_actions" USING btree ("created_at");
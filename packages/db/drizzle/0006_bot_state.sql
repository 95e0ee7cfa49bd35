CREATE TABLE "bot_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"guild_id" text NOT NULL,
	"action" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_calls" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_events" (
	"key" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_rooms" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"lobby_id" text NOT NULL,
	"number" integer NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_actions_pending_idx" ON "bot_actions" USING btree ("id") WHERE "bot_actions"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "bot_calls_guild_idx" ON "bot_calls" USING btree ("guild_id");--> statement-breakpoint
CREATE INDEX "bot_events_handled_at_idx" ON "bot_events" USING btree ("handled_at");--> statement-breakpoint
CREATE INDEX "bot_rooms_guild_idx" ON "bot_rooms" USING btree ("guild_id");--> statement-breakpoint
-- Every change a manager makes writes an audit row in its own transaction (settings, items, the
-- bot language), so one trigger tells the bot about all of them, delivered at commit.
CREATE FUNCTION hoshi_notify_settings() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hoshi_settings', json_build_object('guildId', NEW.guild_id, 'action', NEW.action)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_notify_settings AFTER INSERT ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION hoshi_notify_settings();

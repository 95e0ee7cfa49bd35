CREATE TABLE "member_awards" (
	"guild_id" text NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"xp" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"awarded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_awards_guild_id_message_id_pk" PRIMARY KEY("guild_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "bot_events" ADD COLUMN "recorded_by" text;--> statement-breakpoint
CREATE INDEX "member_awards_created_at_idx" ON "member_awards" USING btree ("created_at");
CREATE TABLE "case_counters" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mod_cases" (
	"guild_id" text NOT NULL,
	"number" integer NOT NULL,
	"type" text NOT NULL,
	"user_id" text NOT NULL,
	"moderator_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"rule" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"log_channel_id" text,
	"log_message_id" text,
	"logged_at" timestamp with time zone,
	"until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mod_cases_guild_id_number_pk" PRIMARY KEY("guild_id","number")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mod_cases_key_idx" ON "mod_cases" USING btree ("guild_id","key");--> statement-breakpoint
CREATE INDEX "mod_cases_user_idx" ON "mod_cases" USING btree ("guild_id","user_id","number");--> statement-breakpoint
CREATE INDEX "mod_cases_type_idx" ON "mod_cases" USING btree ("guild_id","type","number");--> statement-breakpoint
CREATE INDEX "mod_cases_unlogged_idx" ON "mod_cases" USING btree ("guild_id","number") WHERE "mod_cases"."logged_at" IS NULL;
CREATE TABLE "achievement_counters" (
	"user_id" text NOT NULL,
	"counter" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievement_counters_user_id_counter_pk" PRIMARY KEY("user_id","counter")
);
--> statement-breakpoint
CREATE TABLE "achievement_events" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "card_stars" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "unannounced" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "achievement_events_created_at_idx" ON "achievement_events" USING btree ("created_at");
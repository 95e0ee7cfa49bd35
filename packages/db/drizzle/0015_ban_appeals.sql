CREATE TABLE "ban_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderator_id" text,
	"decided_at" timestamp with time zone,
	"case_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ban_appeals_user_idx" ON "ban_appeals" USING btree ("guild_id","user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ban_appeals_pending_idx" ON "ban_appeals" USING btree ("guild_id","user_id") WHERE "ban_appeals"."status" = 'pending';
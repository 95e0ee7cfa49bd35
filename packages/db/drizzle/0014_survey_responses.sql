CREATE TABLE "survey_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"survey_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"avatar" text,
	"answers" jsonb NOT NULL,
	"ticket_channel_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("guild_id","survey_id","id");--> statement-breakpoint
CREATE INDEX "survey_responses_member_idx" ON "survey_responses" USING btree ("survey_id","user_id","created_at");
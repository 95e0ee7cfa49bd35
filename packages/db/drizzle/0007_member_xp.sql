CREATE TABLE "member_xp" (
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"last_award_at" timestamp with time zone,
	"username" text DEFAULT '' NOT NULL,
	"avatar" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_xp_guild_id_user_id_pk" PRIMARY KEY("guild_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "member_xp_rank_idx" ON "member_xp" USING btree ("guild_id","xp" DESC NULLS FIRST,"user_id");
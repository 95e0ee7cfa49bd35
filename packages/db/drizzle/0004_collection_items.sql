CREATE TABLE "guild_items" (
	"guild_id" text NOT NULL,
	"feature" text NOT NULL,
	"id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guild_items_guild_id_feature_id_pk" PRIMARY KEY("guild_id","feature","id")
);

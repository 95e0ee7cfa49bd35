CREATE TABLE "inventories" (
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"energy" integer DEFAULT 100 NOT NULL,
	"energy_max" integer DEFAULT 100 NOT NULL,
	"bag" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gear" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_guild_id_user_id_pk" PRIMARY KEY("guild_id","user_id")
);

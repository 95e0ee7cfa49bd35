CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"achievements" text DEFAULT '' NOT NULL,
	"cards" text DEFAULT '' NOT NULL,
	"pets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pets_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

-- Every statement that changes members' XP tells the servers which guilds' leaderboards it
-- changed, once per statement (the bot writes a batch of awards in one), delivered at commit:
-- a server keeps first pages in memory and drops a guild's when told (docs/decisions/0061-the-leaderboard.md, "The
-- leaderboard"). A statement that changed no row says nothing. A TRUNCATE, or more guilds than
-- one notification holds, says '*': every guild. Databases that PGlite served before this kept a
-- trigger of the same purpose made at start, which this one replaces.
DROP TRIGGER IF EXISTS member_xp_notify ON "member_xp";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_xp_notify() RETURNS trigger AS $$
DECLARE
  guilds text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT guild_id, ',') INTO guilds FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT guild_id, ',') INTO guilds
      FROM (SELECT guild_id FROM old_rows UNION SELECT guild_id FROM new_rows) AS moved;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT guild_id, ',') INTO guilds FROM old_rows;
  ELSE
    guilds := '*';
  END IF;
  IF guilds IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(guilds) > 7000 THEN
    guilds := '*';
  END IF;
  PERFORM pg_notify('member_xp_changed', guilds);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_xp_notify_insert AFTER INSERT ON "member_xp"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_xp_notify();
--> statement-breakpoint
CREATE TRIGGER member_xp_notify_update AFTER UPDATE ON "member_xp"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_xp_notify();
--> statement-breakpoint
CREATE TRIGGER member_xp_notify_delete AFTER DELETE ON "member_xp"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_xp_notify();
--> statement-breakpoint
CREATE TRIGGER member_xp_notify_truncate AFTER TRUNCATE ON "member_xp"
  FOR EACH STATEMENT EXECUTE FUNCTION member_xp_notify();

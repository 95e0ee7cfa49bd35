import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One row per signed-in browser session (docs/product.md#api-rules). */
export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table does not hand out sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar'),
    /** sha256 of the Discord access token, for Bearer lookup. */
    accessTokenHash: text('access_token_hash').notNull(),
    /** The access token, AES-256-GCM encrypted: /api/refresh hands it back to a reloaded page. */
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    /** The access token a renewal replaced, accepted until `previousValidUntil` (tabs still holding it). */
    previousAccessTokenHash: text('previous_access_token_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    /** A renewal in progress somewhere (any instance) holds this lease until then. */
    renewingUntil: timestamp('renewing_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The session ends then whatever the cookie says (the cookie's own Max-Age is the same). */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
  },
  (t) => [
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_access_token_hash_idx').on(t.accessTokenHash),
    index('sessions_previous_access_token_hash_idx').on(t.previousAccessTokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** The bot's per-guild basics shown on the hub (docs/product.md#server-list-and-hub guild info). */
export const guilds = pgTable('guilds', {
  id: text('id').primaryKey(),
  lang: text('lang').notNull().default('en'),
  troll: boolean('troll').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One versioned settings document per guild and feature (greetings, xp, …). */
export const guildSettings = pgTable(
  'guild_settings',
  {
    guildId: text('guild_id').notNull(),
    feature: text('feature').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.feature] })],
);

/** Who changed what, before and after, when. Written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_guild_idx').on(t.guildId, t.at)],
);

/**
 * A member's inventory in one server (docs/product.md#settings-pages): coins, energy, the bag (item id → amount)
 * and the gear worn per slot (gear id or null). Ids refer to the catalogue in src/inventory.
 */
export const inventories = pgTable(
  'inventories',
  {
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    coins: integer('coins').notNull().default(0),
    energy: integer('energy').notNull().default(100),
    energyMax: integer('energy_max').notNull().default(100),
    bag: jsonb('bag').notNull().default({}),
    gear: jsonb('gear').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.userId] })],
);

/**
 * Items of the collection pages (auto-VC entries, surveys, lotteries), one row each, versioned
 * so an edit never silently overwrites another.
 */
export const guildItems = pgTable(
  'guild_items',
  {
    guildId: text('guild_id').notNull(),
    feature: text('feature').notNull(),
    id: text('id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.feature, t.id] })],
);

/**
 * A member's profile collections (docs/product.md#settings-pages), across servers: achievement and card flags
 * ('0'/'1' per catalogue index, shorter strings read as not yet earned) and the pets
 * ([{id, active, level, nickname}]). Ids and indexes refer to the catalogue in src/profile.
 * `petsVersion` guards the pets page's save like a settings document's version.
 */
export const profiles = pgTable('profiles', {
  userId: text('user_id').primaryKey(),
  achievements: text('achievements').notNull().default(''),
  cards: text('cards').notNull().default(''),
  pets: jsonb('pets').notNull().default([]),
  petsVersion: integer('pets_version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bot's record of the gateway events it handled, keyed by what Discord gives (member + guild
 * + join time, voice session, message id, …). Written in the transaction that records the
 * event's actions, so an event is acted on once however often it arrives.
 */
export const botEvents = pgTable(
  'bot_events',
  {
    key: text('key').primaryKey(),
    guildId: text('guild_id').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The process that recorded it: a write whose answer was lost with its connection is told, when
     * tried again, that its own earlier attempt committed (its actions are then sent, not dropped as
     * another process's duplicate).
     */
    recordedBy: text('recorded_by'),
  },
  (t) => [index('bot_events_handled_at_idx').on(t.handledAt)],
);

/**
 * What the bot decided to do about an event, recorded with the event; sent to Discord after the
 * commit. A row still pending after a crash is sent when the bot starts again.
 */
export const botActions = pgTable(
  'bot_actions',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    guildId: text('guild_id').notNull(),
    action: jsonb('action').notNull(),
    /** pending, sending, done, skipped (a bad setting or a refusal from Discord), failed (retries spent) or merged (sent as part of another row's message). */
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('bot_actions_pending_idx')
      .on(t.id)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/** Auto-VC rooms the bot opened, remembered across restarts so they are still deleted when empty. */
export const botRooms = pgTable(
  'bot_rooms',
  {
    channelId: text('channel_id').primaryKey(),
    guildId: text('guild_id').notNull(),
    lobbyId: text('lobby_id').notNull(),
    number: integer('number').notNull(),
    ownerId: text('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bot_rooms_guild_idx').on(t.guildId)],
);

/** Calls going on in voice channels (for the VC alert's "ended after …"), across restarts. */
export const botCalls = pgTable(
  'bot_calls',
  {
    channelId: text('channel_id').primaryKey(),
    guildId: text('guild_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_calls_guild_idx').on(t.guildId)],
);

/**
 * A member's XP in one server: what the bot awarded (docs/decisions/0060-xp-members-earn.md), the
 * time of the message that last earned it (the cooldown counts messages' own times), and the
 * name and avatar the member had then, so a leaderboard page costs no Discord call.
 */
export const memberXp = pgTable(
  'member_xp',
  {
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    xp: integer('xp').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    lastAwardAt: timestamp('last_award_at', { withTimezone: true, mode: 'date' }),
    username: text('username').notNull().default(''),
    avatar: text('avatar'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guildId, t.userId] }),
    // The leaderboard's order, so a page is one index range scan whatever its depth.
    index('member_xp_rank_idx').on(t.guildId, t.xp.desc().nullsFirst(), t.userId),
  ],
);

/**
 * What a member's message earned, keyed by the message: written by the statement that adds it to
 * `member_xp`, so a message is credited once however many bot processes see it (docs/decisions/0076-xp-awards-keyed-by-the-message.md). The member economy's coins, on the same cooldown, are credited
 * by the same row. Pruned like `bot_events`: a message arrives again within minutes, not weeks.
 */
export const memberAwards = pgTable(
  'member_awards',
  {
    guildId: text('guild_id').notNull(),
    messageId: text('message_id').notNull(),
    userId: text('user_id').notNull(),
    xp: integer('xp').notNull(),
    /** The message's own time (its snowflake's): what the cooldown counts. */
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    /** The write that credited it: a batch tried again after its answer was lost finds its own. */
    awardedBy: text('awarded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guildId, t.messageId] }),
    index('member_awards_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Timed and deferred work of the bot (a lottery's post, its finish, an announcement), written in
 * the transaction that made it necessary and run once across every bot process: a process claims
 * a due row by moving `lockedUntil` forward (`FOR UPDATE SKIP LOCKED`), and marks it done in the
 * transaction that records its outcome. A row whose claimant died is claimed again once the lease
 * has passed; one due while no process ran is run by the first that starts.
 */
export const botJobs = pgTable(
  'bot_jobs',
  {
    /** What the job is about, made of its kind and item: the same work is never queued twice. */
    key: text('key').primaryKey(),
    guildId: text('guild_id').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    /** Which draw an announcement is of (0 for other kinds). */
    roll: integer('roll').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** pending or done. */
    state: text('state').notNull().default('pending'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The message a post job made (its channel and id), for the edits that keep it current. */
    channelId: text('channel_id'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bot_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

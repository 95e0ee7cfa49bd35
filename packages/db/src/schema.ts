import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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
    /**
     * What Discord granted, space-separated (its token answer's `scope`): `identify guilds` from
     * the site's sign-in, `identify` alone from a ban appeal's (docs/product.md#ban-appeals).
     */
    scopes: text('scopes').notNull().default('identify guilds'),
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
    /** The role grant the change was made under ({role, level}), null for an owner or manager (docs/product.md#access-for-roles). */
    grant: jsonb('grant').$type<{ role: string; level: 'view' | 'edit' }>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_guild_idx').on(t.guildId, t.at)],
);

/**
 * A member's inventory in one server (docs/product.md#settings-pages): coins, energy, the bag (item id → amount)
 * and the gear worn per slot (gear id or null) with, under `levels`, each owned piece's level
 * (decision 0100). Ids refer to the catalogue in contracts' inventory-catalogue.ts.
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
    /** When `energy` was stored: energy refills from it, read lazily (contracts' economy.ts energyNow). */
    energyAt: timestamp('energy_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The UTC day (days since 1970) of the member's last /daily, and its streak then. */
    dailyDay: integer('daily_day'),
    dailyStreak: integer('daily_streak').notNull().default(0),
    /** The member's last /explore: the cooldown counts from it, across bot processes. */
    exploreAt: timestamp('explore_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.userId] })],
);

/**
 * Each economy command a member ran (/daily, /buy, /sell, /use, /explore), keyed by its
 * interaction: written in the transaction that changes the inventory, so a replayed or doubled
 * interaction changes nothing and is answered what the first was (docs/decisions/0100-member-economy.md).
 */
export const economyActions = pgTable(
  'economy_actions',
  {
    interactionId: text('interaction_id').primaryKey(),
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    command: text('command').notNull(),
    /** The answer the member was given. */
    reply: text('reply').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Pruned by age (bot-store.ts prune): a replay comes within an interaction's 15 minutes.
  (t) => [index('economy_actions_created_at_idx').on(t.createdAt)],
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
  /**
   * Each held card's stars, one digit per card index ('0' not held): a drawn duplicate raises them
   * to 5 (docs/decisions/0101-achievements-cards-and-pets.md). Shorter strings read as the card's own.
   */
  cardStars: text('card_stars').notNull().default(''),
  /** Achievements cleared and not yet told to the member ('1' per index), told with their next command. */
  unannounced: text('unannounced').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What Hoshi counts toward a member's achievements, across servers (docs/product.md#achievements,
 * docs/decisions/0101-achievements-cards-and-pets.md): one row per member and counter (messages,
 * level, voice minutes, streak, …; the catalogue's PROGRESS_COUNTERS, and the bot's own
 * bookkeeping such as the day last active).
 */
export const achievementCounters = pgTable(
  'achievement_counters',
  {
    userId: text('user_id').notNull(),
    counter: text('counter').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.counter] })],
);

/**
 * The events already counted toward achievements, keyed by what Discord gives (message id,
 * interaction id, voice session): written by the statement that counts them, so a replayed event
 * counts once. Pruned like `bot_events`.
 */
export const achievementEvents = pgTable(
  'achievement_events',
  {
    key: text('key').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('achievement_events_created_at_idx').on(t.createdAt)],
);

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
    // Hoshi's own deletions, by guild and time: ping moderation asks whether a message deleted was
    // one Hoshi deleted (docs/decisions/0094-ping-moderation.md).
    index('bot_actions_deletions_idx')
      .on(t.guildId, t.createdAt)
      .where(sql`${t.action}->>'type' = 'deleteMessages'`),
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

/**
 * Moderation cases: every action a moderator or Hoshi took on a member (a warning, its removal, a
 * timeout, a kick, a ban, an anti-spam hit …), numbered per server 1, 2, 3 … by `case_counters`
 * (docs/decisions/0091-moderation-cases-and-warnings.md). Written only through the cases store
 * (apps/bot/src/modules/cases/store.ts), which takes the guild's counter row and inserts the case
 * in one transaction, so two bot processes never number two cases alike.
 */
export const modCases = pgTable(
  'mod_cases',
  {
    guildId: text('guild_id').notNull(),
    number: integer('number').notNull(),
    /** warn, unwarn, timeout, untimeout, kick, ban, unban, antispam, ping … */
    type: text('type').notNull(),
    userId: text('user_id').notNull(),
    /** Who acted: a moderator, or Hoshi's own id for its automatic actions. */
    moderatorId: text('moderator_id').notNull(),
    reason: text('reason').notNull().default(''),
    /** The rule that acted (an anti-spam rule, a warnings level), or null for a moderator's own. */
    rule: text('rule'),
    /** The member's messages the case archived (what was deleted), as the gateway gave them. */
    messages: jsonb('messages').notNull().default([]),
    /** Where the case was logged (the logs page's channel and the entry's message). */
    logChannelId: text('log_channel_id'),
    logMessageId: text('log_message_id'),
    /** When its log entries were posted (or found nowhere to go): null while waiting for the log job. */
    loggedAt: timestamp('logged_at', { withTimezone: true }),
    /** Until when the action holds (a timeout's end, when a warning wears off), or null. */
    until: timestamp('until', { withTimezone: true }),
    /** A warning that still counts towards the member's level (false once it wore off or was removed). */
    active: boolean('active').notNull().default(true),
    /** What the case was opened for (an interaction, a message): the same key opens no second case. */
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guildId, t.number] }),
    uniqueIndex('mod_cases_key_idx').on(t.guildId, t.key),
    // The dashboard's filters (a member's cases, newest first) and a member's active warnings.
    index('mod_cases_user_idx').on(t.guildId, t.userId, t.number),
    index('mod_cases_type_idx').on(t.guildId, t.type, t.number),
    // What the log job has still to post.
    index('mod_cases_unlogged_idx')
      .on(t.guildId, t.number)
      .where(sql`${t.loggedAt} IS NULL`),
  ],
);

/** Each guild's last case number: the row a new case takes (and locks) in its transaction. */
export const caseCounters = pgTable('case_counters', {
  guildId: text('guild_id').primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * Answers to a survey, one row per submission of its form in Discord (docs/product.md#surveys):
 * who answered (their name then, for the dashboard), when, and each question with its answer.
 * Written only by the survey store (survey-store.ts), keyed by the submitting interaction's id so
 * a replayed one stores nothing more; `ticket_channel_id` is the channel or thread its delivery made.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    /** The id of the modal submission that made it: the same interaction stores one response. */
    id: text('id').primaryKey(),
    guildId: text('guild_id').notNull(),
    surveyId: text('survey_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar'),
    /** [{ question, answer }] in the survey's order, the empty questions left out. */
    answers: jsonb('answers').notNull(),
    /**
     * The channel the delivery made, recorded before its first message so a retry makes no
     * second: a ticket's private channel (or, near Discord's channel limit, its private thread),
     * or the thread (in a forum, the post) of style `thread`. Named for the ticket it first held.
     */
    ticketChannelId: text('ticket_channel_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard's list (newest first, keyset by id) and a member's last answer (the cooldown).
    index('survey_responses_survey_idx').on(t.guildId, t.surveyId, t.id),
    index('survey_responses_member_idx').on(t.surveyId, t.userId, t.createdAt),
  ],
);

/**
 * Ban appeals (docs/product.md#ban-appeals, docs/decisions/0099-ban-appeals.md): what a banned
 * user wrote on the appeal page, and what the moderators decided. At most one pending appeal per
 * user and server (the partial unique index); the newest decided one starts the cooldown, and a
 * blocked one ends appealing there for good. Written by the server (filing) and the bot (deciding).
 */
export const banAppeals = pgTable(
  'ban_appeals',
  {
    id: serial('id').primaryKey(),
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    /** The answers, in the form's order: why the ban should be lifted, what they will do differently. */
    answers: jsonb('answers').$type<string[]>().notNull(),
    /** pending, approved, denied or blocked. */
    status: text('status').notNull().default('pending'),
    /** Who decided it, when, and the unban case an approval opened. */
    moderatorId: text('moderator_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    caseNumber: integer('case_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ban_appeals_user_idx').on(t.guildId, t.userId, t.id),
    uniqueIndex('ban_appeals_pending_idx')
      .on(t.guildId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

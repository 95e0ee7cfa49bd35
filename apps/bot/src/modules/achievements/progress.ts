import type { REST } from '@discordjs/rest';
import type { Client } from 'discord.js';
import {
  MessageFlags,
  MessageType,
  Routes,
  type APIInteraction,
  type APIMessage,
} from 'discord-api-types/v10';
import { xpSettings, type Language, type XpSettings } from '@hoshi/contracts';
import {
  dayOf,
  EVENT_KEY_PREFIX,
  recordProgress,
  takeUnannounced,
  type Database,
  type Progress,
  type ProgressEvent,
  type ProgressUpdate,
} from '@hoshi/db';
import { targetChannel } from '../../core/text-channel.ts';
import type { Action } from '../../core/types.ts';
import * as world from '../../runtime/world.ts';
import type { BotLog } from '../../runtime/log.ts';
import { achievementNames, achievementWords } from './messages.ts';

const DAY_MS = 86_400_000;

/** What a member's message tells of them (docs/product.md#achievements); its content is never read. */
export interface CountedMessage {
  id: string;
  guildId: string;
  userId: string;
  /** The message's own time. */
  at: number;
  /** From the message's member object: when they joined, and since when they boost (if they do). */
  joinedAt?: string | null;
  premiumSince?: string | null;
}

/**
 * The events one message counts: the message itself (keyed by its id: once, however often it
 * arrives), its hour for the night owl and the morning star (UTC), the day for the run of active
 * days, the days in the server and of boosting; and once per server, that server and each boost.
 */
export function messageEvents(m: CountedMessage): ProgressEvent[] {
  const hour = new Date(m.at).getUTCHours();
  const updates: ProgressUpdate[] = [{ counter: 'messages', value: 1 }];
  if (hour < 4) updates.push({ counter: 'night-messages', value: 1 });
  if (hour >= 5 && hour < 7) updates.push({ counter: 'morning-messages', value: 1 });
  const joined = m.joinedAt ? Date.parse(m.joinedAt) : NaN;
  if (Number.isFinite(joined))
    updates.push({ counter: 'membership-days', value: Math.floor((m.at - joined) / DAY_MS) });
  const boosting = m.premiumSince ? Date.parse(m.premiumSince) : NaN;
  const events: ProgressEvent[] = [
    { key: `${EVENT_KEY_PREFIX}msg:${m.guildId}:${m.id}`, updates, activeDay: dayOf(m.at) },
    { key: `server:${m.guildId}:${m.userId}`, updates: [{ counter: 'servers', value: 1 }] },
  ];
  if (Number.isFinite(boosting)) {
    updates.push({ counter: 'boost-days', value: Math.floor((m.at - boosting) / DAY_MS) });
    // Each boost once: a member who stops and boosts again has a new premium_since.
    events.push({
      key: `boost:${m.guildId}:${m.userId}:${m.premiumSince}`,
      updates: [{ counter: 'boosts', value: 1 }],
    });
  }
  return events;
}

/** The message a message replies to (Discord's reply, not a forward or a pin notice), or null. */
export function repliedTo(m: Pick<APIMessage, 'type' | 'message_reference'>): string | null {
  return m.type === MessageType.Reply ? (m.message_reference?.message_id ?? null) : null;
}

/** The events a command counts: the command (keyed by the interaction), the day, the server. */
export function commandEvents(
  interactionId: string,
  guildId: string,
  userId: string,
  at: number,
): ProgressEvent[] {
  return [
    {
      key: `${EVENT_KEY_PREFIX}cmd:${interactionId}`,
      updates: [{ counter: 'commands', value: 1 }],
      activeDay: dayOf(at),
    },
    { key: `server:${guildId}:${userId}`, updates: [{ counter: 'servers', value: 1 }] },
  ];
}

export interface AwardContext {
  db: Database;
  client: Client;
  rest: REST;
  /** The guild's settings: every module's pages are read, so the XP page's level-up channel is there. */
  settings: (guildId: string) => Promise<{ settings: { xp?: XpSettings }; lang: Language }>;
  perform: (guildId: string, key: string | null, actions: Action[]) => void;
  log: BotLog;
}

/**
 * Counts events toward a member's achievements and tells what they cleared, quietly: in the
 * server's level-up channel when it has one (one message per event, keyed so it is sent once),
 * otherwise with the member's next command (`tellWithReply`). Never a burst: one line per event.
 */
export async function award(
  context: AwardContext,
  guildId: string,
  userId: string,
  events: readonly ProgressEvent[],
): Promise<Progress> {
  const told = await toldIn(context, guildId);
  const progress = await recordProgress(context.db, userId, events, told.channelId !== null);
  announce(context, guildId, userId, told, progress.cleared, events[0]?.key ?? userId);
  return progress;
}

/** Where a server's achievements are told: its level-up channel (none: null), and in which language. */
export async function toldIn(
  context: AwardContext,
  guildId: string,
): Promise<{ channelId: string | null; lang: Language }> {
  const guild = context.client.guilds.cache.get(guildId);
  const { settings, lang } = await context.settings(guildId);
  const target =
    guild &&
    targetChannel(
      { ...world.guildView(guild), lang },
      settings.xp?.channel ?? null,
      xpSettings.shape.channel,
      'achievement message',
    );
  return { channelId: target && 'channelId' in target ? target.channelId : null, lang };
}

/** What a member cleared, told in the level-up channel if there is one (keyed: sent once). */
export function announce(
  context: AwardContext,
  guildId: string,
  userId: string,
  told: { channelId: string | null; lang: Language },
  cleared: readonly number[],
  key: string,
): void {
  const { channelId, lang } = told;
  if (cleared.length > 0 && channelId !== null)
    context.perform(guildId, `achievement:${key}`, [
      {
        type: 'send',
        channelId,
        content: achievementWords(lang).unlockedBy(`<@${userId}>`, achievementNames(cleared, lang)),
        mentions: { users: [], roles: [] },
      },
    ]);
}

/**
 * After the member's command was answered: what they cleared and were not told yet, as one
 * private follow-up line (taken once, so two processes never both tell it).
 */
export async function tellWithReply(
  context: AwardContext,
  interaction: APIInteraction,
  userId: string,
): Promise<void> {
  const untold = await takeUnannounced(context.db, userId);
  if (untold.length === 0) return;
  const lang = interaction.guild_id ? (await context.settings(interaction.guild_id)).lang : 'en';
  await context.rest.post(Routes.webhook(interaction.application_id, interaction.token), {
    auth: false,
    body: {
      content: achievementWords(lang).unlocked(achievementNames(untold, lang)),
      flags: MessageFlags.Ephemeral,
      allowed_mentions: { parse: [] },
    },
  });
}

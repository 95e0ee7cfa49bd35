import type { SpamRule } from '@hoshi/bot-messages';

/** A member's message as anti-spam keeps it while its windows need it (never longer). */
export interface SeenMessage {
  id: string;
  channelId: string;
  /** The message's own time (Discord's timestamp), in ms. */
  at: number;
  /** Its text, lowercased with runs of spaces made one; '' for a message of attachments only. */
  text: string;
  /** A short excerpt for the report. */
  excerpt: string;
  /** Its whole text as written, archived in the case a hit opens (kept only within the window). */
  content: string;
  /** Users and roles it mentions (each once), @everyone/@here counted as one. */
  mentions: number;
  attachments: number;
  /** Invite codes to other servers it carries (the server's own already left out). */
  invites: number;
}

/**
 * What each level lets a member do within WINDOW_MS before it is spam: a hit is one more than
 * these. Level 3 (moderate) is python-discord's anti-spam configuration (burst 7, duplicates 3,
 * mentions 5 in 10 s), but lets one message carry Discord's most attachments (10): the
 * false-positive corpus (corpus.test.ts) met photo dumps there; lighter levels allow more, stricter ones less; strict and
 * aggressive also take invites to other servers (docs/decisions/0089-anti-spam-levels.md).
 */
export interface SpamLimits {
  /** Messages in one channel. */
  channelRate: number;
  /** Messages across the server. */
  rate: number;
  /** The same text again (a message of attachments only is never a duplicate). */
  duplicates: number;
  mentions: number;
  attachments: number;
  /** Invites to other servers; null: not judged at this level. */
  invites: number | null;
}

export const WINDOW_MS = 10_000;

export const SPAM_LEVELS: Readonly<Partial<Record<number, SpamLimits>>> = {
  1: { channelRate: 12, rate: 20, duplicates: 6, mentions: 12, attachments: 20, invites: null },
  2: { channelRate: 10, rate: 16, duplicates: 5, mentions: 8, attachments: 15, invites: null },
  3: { channelRate: 7, rate: 12, duplicates: 3, mentions: 5, attachments: 10, invites: null },
  4: { channelRate: 5, rate: 9, duplicates: 2, mentions: 4, attachments: 8, invites: 0 },
  5: { channelRate: 4, rate: 7, duplicates: 1, mentions: 3, attachments: 6, invites: 0 },
};

/** How long a spammer is timed out, by the page's `handling` (1 h, 1 d, 3 d, 5 d, 1 w). */
export const HANDLING_MS: Readonly<Partial<Record<number, number>>> = {
  1: 60 * 60_000,
  2: 24 * 60 * 60_000,
  3: 3 * 24 * 60 * 60_000,
  4: 5 * 24 * 60 * 60_000,
  5: 7 * 24 * 60 * 60_000,
};

/** After a hit, the member's next messages for this long are cleaned without a second timeout. */
export const CLEAN_AFTER_MS = 10_000;

export interface Hit {
  rule: SpamRule;
  /** The member's messages of the window that made it: all deleted. */
  burst: SeenMessage[];
}

const sum = (messages: readonly SeenMessage[], of: (m: SeenMessage) => number) =>
  messages.reduce((total, m) => total + of(m), 0);

/**
 * Judges a member's latest message against the level, given their earlier messages (any order;
 * only those within WINDOW_MS before it count, on the messages' own times). Answers the first
 * rule it breaks, checked from the most telling (invites, mentions) to the broadest (rate).
 */
export function judge(latest: SeenMessage, earlier: readonly SeenMessage[], limits: SpamLimits): Hit | null {
  const window = [
    ...earlier.filter((m) => m.id !== latest.id && m.at <= latest.at && latest.at - m.at < WINDOW_MS),
    latest,
  ].sort((a, b) => a.at - b.at);
  const inChannel = window.filter((m) => m.channelId === latest.channelId);
  const same = latest.text === '' ? [] : window.filter((m) => m.text === latest.text);
  const checks: [SpamRule, boolean, SeenMessage[]][] = [
    ['invites', limits.invites !== null && sum(window, (m) => m.invites) > limits.invites, window],
    ['mentions', sum(window, (m) => m.mentions) > limits.mentions, window],
    ['duplicates', same.length > limits.duplicates, same],
    ['attachments', sum(window, (m) => m.attachments) > limits.attachments, window],
    ['channelRate', inChannel.length > limits.channelRate, inChannel],
    ['rate', window.length > limits.rate, window],
  ];
  for (const [rule, broken, burst] of checks) if (broken) return { rule, burst };
  return null;
}

/**
 * Each member's messages within the window, per guild: what `judge` is given. A message's content
 * is kept only while a window needs it: a hit empties the member's window, and a guild's members
 * who have said nothing for a window are dropped once a window of its time has passed.
 */
export class MemberWindows {
  private readonly guilds = new Map<string, { members: Map<string, SeenMessage[]>; swept: number }>();

  /** Judges the member's message against their window at the level, and keeps it there unless it is a hit. */
  observe(guildId: string, userId: string, message: SeenMessage, limits: SpamLimits): Hit | null {
    let guild = this.guilds.get(guildId);
    if (!guild) this.guilds.set(guildId, (guild = { members: new Map(), swept: message.at }));
    if (message.at - guild.swept >= WINDOW_MS) {
      for (const [member, kept] of guild.members)
        if (kept.every((m) => message.at - m.at >= WINDOW_MS)) guild.members.delete(member);
      guild.swept = message.at;
    }
    const earlier = guild.members.get(userId) ?? [];
    const hit = judge(message, earlier, limits);
    if (hit) guild.members.delete(userId);
    else guild.members.set(userId, [...earlier.filter((m) => message.at - m.at < WINDOW_MS), message]);
    return hit;
  }

  /** Nothing kept from before is judged again (the level changed, or anti-spam was turned off). */
  forget(guildId: string): void {
    this.guilds.delete(guildId);
  }

  /** How many messages are kept, over all guilds. */
  get size(): number {
    let n = 0;
    for (const { members } of this.guilds.values()) for (const kept of members.values()) n += kept.length;
    return n;
  }
}

/** The text duplicates are compared by: case and runs of white space do not make it new. */
export const comparable = (content: string): string => content.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Invite codes in a message (discord.gg/…, discord.com/invite/…, discordapp.com/invite/…),
 * each once. Which of them lead to the server itself is Discord's to say.
 */
export function inviteCodes(content: string): string[] {
  const found = content.matchAll(
    /(?:https?:\/\/)?(?:www\.)?(?:discord\.gg|discord(?:app)?\.com\/invite)\/([A-Za-z0-9-]{2,32})/gi,
  );
  return [...new Set([...found].map((m) => m[1] ?? ''))].filter((code) => code !== '');
}

import { XP_LIMITS } from './constants.ts';
import { boostMultiplier, type XpSettings } from './xp.ts';

/**
 * How members earn XP and levels (docs/decisions/0060-xp-members-earn.md): the rules members of
 * MEE6-style servers know. Pure, so the bot that awards XP and the server that ranks members
 * agree by construction.
 */

/** A message earns XP at most once a minute per member and server, so spam does not pay. */
export const XP_COOLDOWN_MS = 60_000;
/** The XP one message earns before the server's multipliers: 15 to 25. */
export const XP_PER_MESSAGE_MIN = 15;
export const XP_PER_MESSAGE_MAX = 25;

/** Discord's epoch (2015-01-01T00:00:00Z): snowflakes count milliseconds from it. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/** When Discord made the thing with this id, in ms since 1970 (Discord's snowflake layout). */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** XP needed to go from `level` to the next one (MEE6's curve: 5L² + 50L + 100). */
export const xpToNextLevel = (level: number): number => 5 * level * level + 50 * level + 100;

/** Total XP a member holds on reaching `level` (0 at level 0). */
export function xpForLevel(level: number): number {
  const l = Math.min(Math.max(Math.trunc(level), 0), XP_LIMITS.levelMax);
  // Σ_{k<l} 5k² + 50k + 100, in closed form.
  return (5 * (l - 1) * l * (2 * l - 1)) / 6 + 25 * l * (l - 1) + 100 * l;
}

/** The level a member with `xp` total XP has reached (capped at the spec's highest level). */
export function levelForXp(xp: number): number {
  let low = 0;
  let high: number = XP_LIMITS.levelMax;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (xpForLevel(mid) <= xp) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Where a member stands inside their level: XP earned in it and XP the level takes. */
export function levelProgress(xp: number): { level: number; into: number; needed: number } {
  const level = levelForXp(xp);
  const into = xp - xpForLevel(level);
  return { level, into, needed: level >= XP_LIMITS.levelMax ? 0 : xpToNextLevel(level) };
}

/** What the bot knows of one message when it decides on XP. */
export interface XpMessage {
  id: string;
  channelId: string;
  /** The thread's or forum post's parent, so a thread of an exempt channel is exempt too. */
  parentId: string | null;
  authorIsBot: boolean;
  /** The author boosts this server (Discord's `premium_since` is set). */
  authorBoosts: boolean;
}

/** A member's XP record in one server, as far as awarding needs it. */
export interface XpStanding {
  xp: number;
  /** The time (ms) of the message that last earned XP, or null before the first. */
  lastAwardAt: number | null;
}

export type XpDecision =
  | { award: false; reason: 'bot' | 'disabled' | 'exempt' | 'cooldown' }
  | { award: true; amount: number; at: number; xp: number; level: number; levelUp: boolean };

/**
 * The base XP a message earns, 15–25, drawn from its id: the same message always earns the
 * same, so an event handled again after a resume or a restart cannot earn a different amount.
 */
export function baseXp(messageId: string): number {
  const span = BigInt(XP_PER_MESSAGE_MAX - XP_PER_MESSAGE_MIN + 1);
  // The low bits of a snowflake are a per-process counter; mix in the time bits too.
  const id = BigInt(messageId);
  return XP_PER_MESSAGE_MIN + Number((id ^ (id >> 22n)) % span);
}

/**
 * Whether one message earns XP and how much: the server's base rate (0 turns XP off) times the
 * boost bonus for boosters (docs/product.md#xp, (100 + bonus×20)/100), once per cooldown counted by the
 * message's own time (its snowflake), never in an exempt channel, never for bots.
 */
export function decideXp(
  message: XpMessage,
  standing: XpStanding,
  settings: Pick<XpSettings, 'rate' | 'boostBonus' | 'exempt'>,
): XpDecision {
  if (message.authorIsBot) return { award: false, reason: 'bot' };
  if (settings.rate <= 0) return { award: false, reason: 'disabled' };
  const exempt = new Set(settings.exempt);
  if (exempt.has(message.channelId) || (message.parentId !== null && exempt.has(message.parentId)))
    return { award: false, reason: 'exempt' };
  const at = snowflakeTime(message.id);
  if (standing.lastAwardAt !== null && at - standing.lastAwardAt < XP_COOLDOWN_MS)
    return { award: false, reason: 'cooldown' };
  const multiplier = settings.rate * (message.authorBoosts ? boostMultiplier(settings.boostBonus) : 1);
  const amount = Math.round(baseXp(message.id) * multiplier);
  const xp = standing.xp + amount;
  const level = levelForXp(xp);
  return { award: true, amount, at, xp, level, levelUp: level > levelForXp(standing.xp) };
}

/**
 * The roles a member at `level` holds by the settings: every level role at or below it (they
 * stack, as in MEE6's default) and the reward role once its level is reached. A role taken out
 * of the settings is simply no longer in this set: it stops being given, and members keep it.
 */
export function levelRolesFor(level: number, settings: Pick<XpSettings, 'lvlroles' | 'reward'>): Set<string> {
  const roles = new Set<string>();
  for (const [at, role] of Object.entries(settings.lvlroles)) if (Number(at) <= level) roles.add(role);
  if (settings.reward.role !== null && level >= settings.reward.level) roles.add(settings.reward.role);
  return roles;
}

/** The level roles a member at `level` lacks: what the bot gives now, or after settings change. */
export function missingLevelRoles(
  level: number,
  held: Iterable<string>,
  settings: Pick<XpSettings, 'lvlroles' | 'reward'>,
): string[] {
  const have = new Set(held);
  return [...levelRolesFor(level, settings)].filter((role) => !have.has(role));
}

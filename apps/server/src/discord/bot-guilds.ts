import { setTimeout as delay } from 'node:timers/promises';
import { Routes } from 'discord-api-types/v10';
import type { Cache } from '../lib/cache.ts';
import type { BoundedRest } from './bounded-rest.ts';
import type { UserGuild } from './discord-api.ts';

/**
 * The bot's guild set is server-wide state (docs/decisions/0006-the-bots-guild-set-is-server-wide-state.md): crawled in the background at start
 * and every `refreshMs`, shared through the cache (Redis when configured), and corrected at once by
 * every per-guild answer Discord gives (the guild as the bot sees it: present, or 403/404 absent).
 * A snapshot older than `maxAgeMs` (refreshes failing) is not used: the next view crawls.
 */
export const BOT_GUILDS = {
  refreshMs: 60_000,
  maxAgeMs: 10 * 60_000,
  /** Rechecks (users back from Add to Server) start a crawl at most this often, all of them together. */
  recheckMs: 3_000,
  key: 'bot-guilds',
} as const;

/** Discord's largest page of the current user's guilds. */
export const GUILD_PAGE = 200;

interface BotGuildSnapshot {
  ids: string[];
  takenAt: number;
}

export class BotGuildSet {
  /** The crawl under way: concurrent refreshes share it. */
  private crawling: Promise<BotGuildSnapshot> | undefined;
  /** When the crawl under way began (its snapshot's takenAt). */
  private crawlStartedAt = 0;

  constructor(
    private readonly rest: BoundedRest,
    private readonly cache: Cache,
  ) {}

  /**
   * The bot's guilds. `recheck`: the caller may have just added the bot to a guild (Discord tells
   * a server nothing of it), so the answer comes from a crawl begun after the ask.
   */
  async ids(recheck = false): Promise<Set<string>> {
    if (recheck) return new Set((await this.crawlSince(Date.now())).ids);
    const snapshot = await this.cache.get<BotGuildSnapshot>(BOT_GUILDS.key);
    return new Set((snapshot ?? (await this.refresh())).ids);
  }

  /**
   * A snapshot taken at or after `asked`: one already shared (another instance's), the crawl
   * under way if it began after the ask, or a new one — but crawls for rechecks start at most
   * every recheckMs, the asks that came meanwhile waiting for it and sharing it. So any number of
   * rechecks cost Discord at most one crawl every recheckMs, and each answer is at most that late.
   */
  private async crawlSince(asked: number): Promise<BotGuildSnapshot> {
    for (;;) {
      const snapshot = await this.cache.get<BotGuildSnapshot>(BOT_GUILDS.key);
      if (snapshot && snapshot.takenAt >= asked) return snapshot;
      if (this.crawling && this.crawlStartedAt >= asked) return this.crawling;
      if (this.crawling) {
        await this.crawling.catch(() => undefined);
        continue;
      }
      const wait = snapshot ? snapshot.takenAt + BOT_GUILDS.recheckMs - Date.now() : 0;
      if (wait <= 0) return this.refresh();
      await delay(wait);
    }
  }

  /** Crawls the bot's guild list (pages of 200) into the shared snapshot. */
  refresh(): Promise<BotGuildSnapshot> {
    if (!this.crawling) {
      this.crawlStartedAt = Date.now();
      this.crawling = this.crawl(this.crawlStartedAt).finally(() => (this.crawling = undefined));
    }
    return this.crawling;
  }

  /**
   * Crawls now unless a fresh snapshot is shared already, then every refreshMs when the shared
   * one has aged (so instances sharing Redis mostly take turns). Answers a stop function.
   */
  keepFresh(onError: (err: unknown) => void): { ready: Promise<void>; stop: () => void } {
    const tick = async () => {
      const snapshot = await this.cache.get<BotGuildSnapshot>(BOT_GUILDS.key);
      if (!snapshot || Date.now() - snapshot.takenAt >= BOT_GUILDS.refreshMs) await this.refresh();
    };
    const ready = tick().catch(onError);
    const timer = setInterval(() => void tick().catch(onError), BOT_GUILDS.refreshMs);
    timer.unref();
    return { ready, stop: () => clearInterval(timer) };
  }

  /** What a per-guild answer from Discord tells about the bot's presence, written into the set. */
  async note(guildId: string, present: boolean): Promise<void> {
    const snapshot = await this.cache.get<BotGuildSnapshot>(BOT_GUILDS.key);
    if (!snapshot || snapshot.ids.includes(guildId) === present) return;
    const ids = present ? [...snapshot.ids, guildId] : snapshot.ids.filter((id) => id !== guildId);
    const left = BOT_GUILDS.maxAgeMs - (Date.now() - snapshot.takenAt);
    if (left > 0) await this.cache.set(BOT_GUILDS.key, { ids, takenAt: snapshot.takenAt }, left);
  }

  private async crawl(takenAt: number): Promise<BotGuildSnapshot> {
    const ids: string[] = [];
    let after: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ limit: String(GUILD_PAGE), with_counts: 'true' });
      if (after) query.set('after', after);
      const page = await this.rest.get<UserGuild[]>(Routes.userGuilds(), { query });
      ids.push(...page.map((g) => g.id));
      const last = page.at(-1);
      if (page.length < GUILD_PAGE || !last) break;
      after = last.id;
    }
    const snapshot = { ids, takenAt };
    await this.cache.set(BOT_GUILDS.key, snapshot, BOT_GUILDS.maxAgeMs);
    return snapshot;
  }
}

import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@hoshi/db';
import type { BotEvent, GuildView } from '../core/types.ts';
import { BotStore } from './bot-store.ts';
import { Intake } from './intake.ts';
import { READS_AT_ONCE, readGuildSettings, SettingsFeed } from './settings-feed.ts';

const handle = await openDatabase({});
afterAll(() => handle.close());
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const view = (id: string): GuildView => ({
  id,
  name: id,
  lang: 'en',
  memberCount: 0,
  premiumTier: 0,
  channels: new Map(),
});
const sync: BotEvent = { kind: 'sync', members: [], voice: new Map(), at: 0 };

describe('the resync after a ready', () => {
  it(`reads the settings of every guild, never more than ${READS_AT_ONCE} at once`, async () => {
    let inFlight = 0;
    let most = 0;
    const read = new Map<string, number>();
    const feed = new SettingsFeed(async (guildId) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2));
        return await readGuildSettings(handle.db, guildId);
      } finally {
        inFlight -= 1;
        read.set(guildId, (read.get(guildId) ?? 0) + 1);
      }
    });
    const intake = new Intake(
      feed,
      new BotStore(handle.db),
      { run: () => Promise.resolve('done') },
      new Map(),
      quiet,
    );
    const guilds = Array.from({ length: 500 }, (_, i) => `resync-${i}`);

    // What the ready does (bot.ts): every guild's resync submitted at once, in its own line.
    for (const id of guilds) intake.submit(id, null, sync, view(id), 0);
    await intake.idle();

    expect(most).toBe(READS_AT_ONCE);
    expect([...read.keys()].sort()).toEqual([...guilds].sort());
    expect([...read.values()].every((n) => n === 1)).toBe(true);
  });

  it('passes a failed read on and goes on with the others', async () => {
    const feed = new SettingsFeed((guildId) =>
      guildId === 'b' ? Promise.reject(new Error('lost')) : readGuildSettings(handle.db, guildId),
    );
    const settled = await Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map(async (id) => feed.get(id)));
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@hoshi/db';
import type { BotEvent, GuildView } from '../core/types.ts';
import { BotStore } from './bot-store.ts';
import { Intake } from './intake.ts';
import { Resync, RESYNC_AT_ONCE } from './resync.ts';
import { readGuildSettings, SettingsFeed } from './settings-feed.ts';

const handle = await openDatabase({});
afterAll(() => handle.close());
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const tick = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 2));

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
  it(`reads each guild's settings with never more than ${RESYNC_AT_ONCE} reads in flight, and reaches every guild`, async () => {
    let inFlight = 0;
    let most = 0;
    const read = new Map<string, number>();
    const feed = new SettingsFeed(async (guildId) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await tick();
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
    const resync = new Resync((guildId) => intake.decided(guildId, null, sync, view(guildId), 0), quiet);
    const guilds = Array.from({ length: 500 }, (_, i) => `resync-${i}`);

    resync.add(guilds);
    // Asked again while they wait (a guild that came back): each is still resynced once.
    resync.add(guilds.slice(400));
    await resync.idle();
    await intake.idle();

    expect(most).toBe(RESYNC_AT_ONCE);
    expect([...read.keys()].sort()).toEqual([...guilds].sort());
    expect([...read.values()].every((n) => n === 1)).toBe(true);
  });

  it('goes on past a guild whose resync fails, and says so', async () => {
    const errors: string[] = [];
    const done: string[] = [];
    const resync = new Resync(
      async (guildId) => {
        await tick();
        if (guildId === 'b') throw new Error('lost');
        done.push(guildId);
      },
      { ...quiet, error: (m) => errors.push(m) },
      2,
    );
    resync.add(['a', 'b', 'c', 'd']);
    await resync.idle();
    expect(done.sort()).toEqual(['a', 'c', 'd']);
    expect(errors).toEqual(['guild b not resynced: Error: lost']);
  });
});

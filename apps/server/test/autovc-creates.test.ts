import { beforeEach, expect, vi } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { AUTOVC_CREATE_DEFAULTS, AUTOVC_LIMITS } from '@hoshi/contracts';
import { testConfig } from '../src/config.ts';
import { guildItems } from '@hoshi/db/schema';
import { describeApp, GUILDS, USERS, type AppUnderTest } from './helpers.ts';

const A = GUILDS.A;
const limits = { ...testConfig().limits, requestsPerMinute: 10_000 };
/**
 * What these tests check does not hang on Discord's deadline: one long enough that a busy machine
 * never reaches it, so a call that is merely slow is not taken for a Discord that did not answer.
 */
const patientConfig = { limits, discord: { ...testConfig().discord, deadlineMs: 60_000 } };
/** The product's own deadline, for the create that must miss it (held by the emulator). */
const productConfig = { limits };

/** The file's app with its faults, stats and auto-VC entries cleared before each test. */
function autovcWorld(the: AppUnderTest) {
  beforeEach(async () => {
    await the.app.db.delete(guildItems);
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
  });
  return {
    create: (name: string) =>
      the.app.inject({
        method: 'POST',
        url: `/api/save/guilds/${A}/autovc`,
        headers: the.akari.headers,
        payload: {
          ...AUTOVC_CREATE_DEFAULTS,
          channel: null,
          name,
          category: DEMO.channels.voiceCategoryA,
          token: the.akari.token,
        },
      }),
    /** The guild's channels as Discord holds them now. */
    discordChannels: async () =>
      (
        await the.app.inject({
          url: `/discord-emulator/api/v10/guilds/${A}/channels`,
          headers: { authorization: `Bot ${DEMO.botToken}` },
        })
      ).json<Array<{ id: string; name: string }>>(),
    calls: async (route: string) =>
      (await the.app.inject({ url: '/discord-emulator/_stats' })).json<{ routes: Record<string, number> }>()
        .routes[route] ?? 0,
    entries: async () => (await the.app.db.select().from(guildItems)).filter((r) => r.feature === 'autovc'),
  };
}

/** Auto-VC creates that make a channel at Discord: the limit holds and no channel is left behind. */
describeApp('auto-VC creates racing and failing', patientConfig, (test, the) => {
  const { create, discordChannels, calls, entries } = autovcWorld(the);

  test('takes the limit before asking Discord: at 48 of 50, 10 parallel creates make 2 channels, 2 entries', async () => {
    const held = AUTOVC_LIMITS.entriesMax - 2;
    await the.app.db.insert(guildItems).values(
      Array.from({ length: held }, (_, i) => ({
        guildId: A,
        feature: 'autovc',
        id: String(300000000000000000n + BigInt(i)),
        version: 1,
        data: {},
        createdBy: USERS.akari,
      })),
    );
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(`Race ${i}`)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(8);
    expect(refused.every((r) => r.json().error.code === 'limit_reached')).toBe(true);
    // Discord was asked only for the two that got a slot; both are recorded.
    expect(await calls('POST /guilds/:id/channels')).toBe(2);
    const made = (await discordChannels()).filter((c) => c.name.startsWith('Race '));
    const recorded = new Set((await entries()).map((e) => e.id));
    expect(made).toHaveLength(2);
    expect(made.every((c) => recorded.has(c.id))).toBe(true);
    expect(recorded.size).toBe(AUTOVC_LIMITS.entriesMax);
  });

  test('deletes again a channel that could not be recorded, and frees the slot', async () => {
    const { transaction } = the.app.db;
    let n = 0;
    // The slot is taken (first transaction); recording the entry (second) finds the database gone.
    Object.defineProperty(the.app.db, 'transaction', {
      configurable: true,
      value: (...args: Parameters<typeof transaction>) =>
        ++n === 2
          ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
          : transaction.apply(the.app.db, args),
    });
    try {
      const res = await create('Unrecorded');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('database_unavailable');
    } finally {
      Object.defineProperty(the.app.db, 'transaction', { configurable: true, value: transaction });
    }
    expect(await calls('POST /guilds/:id/channels')).toBe(1);
    expect(await calls('DELETE /channels/:id')).toBe(1);
    expect((await discordChannels()).some((c) => c.name === 'Unrecorded')).toBe(false);
    expect(await entries()).toHaveLength(0);
  });
});

describeApp("an auto-VC create slower than Discord's deadline", productConfig, (test, the) => {
  const { create, discordChannels, calls, entries } = autovcWorld(the);

  test('deletes again a channel Discord made after the create timed out, and frees the slot', async () => {
    // The channel list the create checks against is read first, so only the create itself is slow.
    expect(
      (await the.app.inject({ url: `/api/guilds/${A}/channels`, headers: the.akari.headers })).statusCode,
    ).toBe(200);
    // Discord holds the create (as long as the emulator allows) until the faults are cleared.
    await the.app.inject({
      method: 'POST',
      url: '/discord-emulator/_faults',
      payload: { status: 0, delayMs: 600_000, route: '/channels', count: 1 },
    });
    const slow = await create('Slow room');
    expect(slow.statusCode).toBe(502);
    expect(slow.json().error.code).toBe('discord_unavailable');
    // Discord finishes the create late; Hoshi deletes what it made.
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    await vi.waitFor(async () => expect(await calls('DELETE /channels/:id')).toBe(1), {
      timeout: 30_000,
      interval: 50,
    });
    expect((await discordChannels()).some((c) => c.name === 'Slow room')).toBe(false);
    expect(await entries()).toHaveLength(0);
    // The admin's retry makes exactly one channel, recorded.
    const retry = await create('Slow room');
    expect(retry.statusCode).toBe(200);
    expect((await discordChannels()).filter((c) => c.name === 'Slow room')).toEqual([
      expect.objectContaining({ id: retry.json().data.id }),
    ]);
  });
});

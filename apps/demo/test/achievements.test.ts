import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '@hoshi/contracts/profile-catalogue';
import { progressOf, schema } from '@hoshi/db';
import { A, botSpeaksJapanese, DATABASES, GENERAL, messagesIn, startWorld, type World } from './harness.ts';

// Achievements through the gateway (docs/product.md#achievements): a member's messages and
// commands counted once each, what they clear told quietly, /draw's card on the profile.

let world: World | undefined;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
});

const index = (id: string) => ACHIEVEMENTS.findIndex((a) => a.id === id);

async function join(w: World, username: string): Promise<string> {
  const res = await w.act('/_world/join', { guild_id: A, user: { username } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { user_id: string }).user_id;
}

async function say(w: World, userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await w.act('/_world/message', { channel_id: GENERAL, user_id: userId, content: `hi ${i}` });
    expect(res.statusCode).toBe(201);
  }
}

interface Response {
  type: number | string;
  data: { content?: string; flags?: number } | null;
}

/** Runs a command; answers every response once the answer and `count` responses are there. */
async function run(w: World, userId: string, name: string, count: number, options: unknown = {}) {
  for (let i = 0; ; i += 1) {
    const listed = await w.app.inject({ url: `/discord-emulator/_world/commands?guild_id=${A}` });
    if (listed.json<{ commands: { name: string }[] }>().commands.some((c) => c.name === name.split(' ')[0]))
      break;
    if (i > 3000) throw new Error(`/${name} never registered`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const res = await w.act('/_world/command', {
    guild_id: A,
    channel_id: GENERAL,
    user_id: userId,
    name,
    options,
  });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  const { interaction_id: id } = res.json() as { interaction_id: string };
  for (let i = 0; ; i += 1) {
    const seen = await w.app.inject({ url: `/discord-emulator/_world/interactions/${id}` });
    const { responses } = seen.json<{ responses: Response[] }>();
    if (responses.length >= count) return responses;
    if (i > 4000) throw new Error(`/${name} never answered: ${JSON.stringify(responses)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const flagsOf = async (w: World, userId: string) =>
  (await w.app.database.db.select().from(schema.profiles).where(eq(schema.profiles.userId, userId)))[0];

describe.each(DATABASES)('achievements ($name)', (database) => {
  it('a message clears Hello, Stars once, told in the level-up channel; replayed messages count once', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('xp', (x) => {
      x.channel = GENERAL;
      x.exempt = [];
    });
    const id = await join(w, 'newcomer');
    await w.bot.idle();
    // The connection drops after a few dispatches and resumes: the gateway replays what it missed.
    expect((await w.act('/_gateway', { action: 'close', afterDispatches: 2 })).statusCode).toBe(200);
    await say(w, id, 6);
    for (let i = 0; (await progressOf(w.app.database.db, id)).get('messages') !== 6; i++) {
      if (i > 3000) throw new Error('the messages were never counted');
      await new Promise((r) => setTimeout(r, 20));
    }
    await w.bot.idle();
    expect((await progressOf(w.app.database.db, id)).get('messages')).toBe(6);
    expect((await flagsOf(w, id))?.achievements[index('hello-stars')]).toBe('1');
    const told = await w.until((g) =>
      messagesIn(g, GENERAL).find((m) => m.content.includes('cleared an achievement')),
    );
    expect(told.content).toBe(`🏆 <@${id}> cleared an achievement: Hello, Stars`);
    const guild = await w.guild();
    expect(
      messagesIn(guild, GENERAL).filter((m) => m.content.includes('cleared an achievement')),
    ).toHaveLength(1);
  });

  it("Welcome Committee: a reply to a new member's first message counts once for the one replying", async () => {
    world = await startWorld(database);
    const w = world;
    const newcomer = await join(w, 'newcomer');
    const helper = await join(w, 'helper');
    await w.bot.idle();
    const post = async (userId: string, replyTo?: string) => {
      const res = await w.act('/_world/message', {
        channel_id: GENERAL,
        user_id: userId,
        content: 'hello',
        ...(replyTo && { reply_to: replyTo }),
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const first = await post(newcomer);
    const second = await post(newcomer);
    await w.bot.idle();
    // A reply to the first message welcomes; another to it, one to the second, and the newcomer's
    // own reply add nothing.
    await post(helper, first);
    await post(helper, first);
    await post(helper, second);
    await post(newcomer, first);
    await w.bot.idle();
    expect((await progressOf(w.app.database.db, helper)).get('welcomed')).toBe(1);
    expect((await progressOf(w.app.database.db, newcomer)).get('welcomed')).toBeUndefined();
    expect((await progressOf(w.app.database.db, helper)).get('messages')).toBe(3);
  });

  it('/draw answers privately with a card on the profile, then tells what was cleared with the answer', async () => {
    world = await startWorld(database);
    const w = world;
    const id = await join(w, 'drawer');
    const responses = await run(w, id, 'draw', 2);
    expect(responses[0]).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(responses[0]?.data?.content).toMatch(/^🃏 You drew \*\*.+\*\* \(rank [SABCDE]/);
    expect(responses[0]?.data?.content).toContain('Energy left: 90.');
    // No level-up channel: the unlocks (First Light, First Card) come as one private line.
    expect(responses[1]).toMatchObject({ type: 'followup', data: { flags: 64 } });
    expect(responses[1]?.data?.content).toContain('First Light');
    expect(responses[1]?.data?.content).toContain('First Card');
    const profile = await flagsOf(w, id);
    expect(profile?.cards).toContain('1');
    expect(profile?.unannounced).not.toContain('1');
  });

  it('/pet adopt, feed and name answer privately in the bot language and change the profile', async () => {
    world = await startWorld(database);
    const w = world;
    await botSpeaksJapanese(w);
    const id = await join(w, 'petlover');
    const adopted = await run(w, id, 'pet adopt', 1, { pet: 'moon-rabbit' });
    expect(adopted[0]).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(adopted[0]?.data?.content).toContain('月うさぎがなかまになりました');
    const fed = await run(w, id, 'pet feed', 1);
    expect(fed[0]?.data?.content).toContain('レベル2');
    await run(w, id, 'pet name', 1, { pet: 'moon-rabbit', nickname: 'Mochi' });
    const profile = await flagsOf(w, id);
    expect(profile?.pets).toEqual([{ id: 'moon-rabbit', active: true, level: 2, nickname: 'Mochi' }]);
  });
});

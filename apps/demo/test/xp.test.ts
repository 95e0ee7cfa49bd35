import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { decideXp, type XpStanding } from '@hoshi/contracts';
import { xpModule } from '@hoshi/bot';
import { openDatabase, schema } from '@hoshi/db';
import {
  A,
  DATABASES,
  FUN_ROLE,
  GENERAL,
  messagesIn,
  startWorld,
  type World,
  type WorldGuild,
} from './harness.ts';

let world: World | undefined;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
});

const T0 = Date.UTC(2026, 10, 26, 9);

async function join(w: World, username: string): Promise<string> {
  const res = await w.act('/_world/join', { guild_id: A, user: { username } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { user_id: string }).user_id;
}

/** Sends one message a second from `from` for `seconds` seconds of the members' own time; answers the ids. */
async function chat(w: World, userId: string, from: number, seconds: number): Promise<string[]> {
  const ids: string[] = [];
  for (let s = 0; s < seconds; s++) {
    const res = await w.act('/_world/message', {
      channel_id: GENERAL,
      user_id: userId,
      content: `message ${s}`,
      timestamp: new Date(from + s * 1000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    ids.push((res.json() as { id: string }).id);
  }
  return ids;
}

/** What the rules say those messages earn, played in order from nothing. */
function expectedXp(ids: string[], rate = 1): number {
  let standing: XpStanding = { xp: 0, lastAwardAt: null };
  for (const id of ids) {
    const d = decideXp(
      { id, channelId: GENERAL, parentId: null, authorIsBot: false, authorBoosts: false },
      standing,
      { rate, boostBonus: 0, exempt: [] },
    );
    if (d.award) standing = { xp: d.xp, lastAwardAt: d.at };
  }
  return standing.xp;
}

async function storedXp(w: World, userId: string) {
  await w.bot.idle();
  const [row] = await w.app.database.db
    .select()
    .from(schema.memberXp)
    .where(and(eq(schema.memberXp.guildId, A), eq(schema.memberXp.userId, userId)));
  return row;
}

/** XP at rate 1 everywhere, level-ups announced in #general, with these level roles. */
const announceLevels = (w: World, lvlroles: Record<string, string>) =>
  w.save('xp', (x) => {
    x.channel = GENERAL;
    x.rate = 1;
    x.exempt = [];
    x.lvlroles = lvlroles;
  });

describe.each(DATABASES)('XP from messages ($name)', (database) => {
  it('pays once a minute of chat, announces the level-up in the bot language and gives the level role', async () => {
    world = await startWorld(database);
    const w = world;
    await announceLevels(w, { '1': FUN_ROLE });
    const id = await join(w, 'chatty');
    // Ten minutes of chat, a message a second: ten awards, never one per message.
    const ids = await chat(w, id, T0, 600);
    const row = await storedXp(w, id);
    expect(row).toMatchObject({ xp: expectedXp(ids), messages: 10, username: 'chatty' });
    expect(row?.xp).toBeGreaterThanOrEqual(150);
    const up = await w.until((g) =>
      messagesIn(g, GENERAL).find((m) => m.content.includes('reached level 1')),
    );
    expect(up.content).toBe(`🎉 <@${id}> reached level 1!`);
    await w.until((g) => g.members.find((m) => m.user_id === id && m.roles.includes(FUN_ROLE)));
  });

  it('counts a message once across a dropped connection that resumes mid-burst', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('xp', (x) => {
      x.rate = 2;
      x.exempt = [];
    });
    const id = await join(w, 'steady');
    await w.bot.idle();
    const tripped = await w.act('/_gateway', { action: 'close', afterDispatches: 3 });
    expect(tripped.statusCode).toBe(200);
    const ids = await chat(w, id, T0, 300);
    await w.until(() => w.bot.runtime(xpModule).ledger.stats.messages >= 300 || undefined);
    expect((await storedXp(w, id))?.xp).toBe(expectedXp(ids, 2));
  });

  it('credits a message once when two bot processes are connected on the same shard (a deploy that overlaps)', async () => {
    world = await startWorld(database);
    const w = world;
    await announceLevels(w, {});
    const old = w.bot;
    // The new process, with a pool of its own on PostgreSQL, identifies on shard 0 beside the old.
    const own = w.databaseUrl ? await openDatabase({ databaseUrl: w.databaseUrl }) : undefined;
    try {
      const fresh = await w.startBot(own ? { database: own } : {});
      const members = await Promise.all(['overlap_a', 'overlap_b'].map((n) => join(w, n)));
      // Eight minutes of chat each: eight awards of at least 15, past level 1 (100 XP).
      const sent = await Promise.all(members.map((id, i) => chat(w, id, T0 + i * 7_000, 480)));
      await w.until(
        () =>
          (old.runtime(xpModule).ledger.stats.messages >= 960 &&
            fresh.runtime(xpModule).ledger.stats.messages >= 960) ||
          undefined,
      );
      await old.idle();
      for (const [i, id] of members.entries())
        expect((await storedXp(w, id))?.xp).toBe(expectedXp(sent[i] ?? []));
      // Each level-up is announced once, whichever process credited it (a line each: level-ups
      // decided together go as one message).
      const ups = (g: WorldGuild) =>
        messagesIn(g, GENERAL)
          .flatMap((m) => m.content.split('\n'))
          .filter((line) => line.includes('reached level'));
      await w.until((g) => ups(g).length >= members.length);
      await old.idle();
      await fresh.idle();
      expect(ups(await w.guild()).sort()).toEqual(members.map((id) => `🎉 <@${id}> reached level 1!`).sort());
    } finally {
      await w.bot.stop();
      await own?.close();
    }
  });

  it('gives a member already past a level the role just added for it, when the settings change', async () => {
    world = await startWorld(database);
    const w = world;
    const id = await join(w, 'veteran');
    // The bot has seen them join before the settings change.
    await w.until(() => w.bot.client.guilds.cache.get(A)?.members.cache.has(id));
    await w.app.database.db
      .insert(schema.memberXp)
      .values({ guildId: A, userId: id, username: 'veteran', xp: 1200 });
    await w.save('xp', (x) => {
      x.lvlroles = { '3': FUN_ROLE };
    });
    const member = await w.until((g) =>
      g.members.find((m) => m.user_id === id && m.roles.includes(FUN_ROLE)),
    );
    expect(member.roles).toContain(FUN_ROLE);
  });

  it('earns nothing in an exempt channel', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('xp', (x) => {
      x.exempt = [GENERAL];
    });
    const id = await join(w, 'quiet');
    await chat(w, id, T0, 5);
    await w.until(() => w.bot.runtime(xpModule).ledger.stats.messages >= 5 || undefined);
    expect(await storedXp(w, id)).toBeUndefined();
  });
});

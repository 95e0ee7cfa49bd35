import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@hoshi/db';
import { DEMO } from '@hoshi/discord-emulator';
import { antispamModule } from '@hoshi/bot';
import { A, DATABASES, GENERAL, messagesIn, startWorld, WELCOME, type World } from './harness.ts';

let world: World | undefined;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
});

// The messages' own time: a minute ago, whole seconds. A timeout counts from it and must end in
// the future (Discord clears one that has passed), so never a fixed date.
const T0 = Math.floor(Date.now() / 1000) * 1000 - 60_000;
const HOUR_MS = 60 * 60_000;

async function join(w: World, username: string): Promise<string> {
  const res = await w.act('/_world/join', { guild_id: A, user: { username } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { user_id: string }).user_id;
}

/**
 * `count` messages from `userId`, `every` ms apart of their own time from `from`, posted in one
 * request (a burst reaches Discord before anyone acts on it); answers the ids.
 */
async function say(
  w: World,
  userId: string,
  from: number,
  count: number,
  text: (i: number) => string,
  every = 1000,
) {
  const res = await w.act('/_world/messages', {
    messages: Array.from({ length: count }, (_, i) => ({
      channel_id: GENERAL,
      user_id: userId,
      content: text(i),
      timestamp: new Date(from + i * every).toISOString(),
    })),
  });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  return (res.json() as { messages: { id: string }[] }).messages.map((m) => m.id);
}

const reportsIn = async (w: World) =>
  messagesIn(await w.guild(), WELCOME).filter(
    (m) => m.author.id === DEMO.botUserId && m.content.includes('🛡️'),
  );

const casesOf = async (w: World) =>
  (await w.app.database.db.select().from(schema.modCases).where(eq(schema.modCases.guildId, A))).sort(
    (a, b) => a.number - b.number,
  );

async function settle(w: World) {
  await w.bot.runtime(antispamModule).idle?.();
  await w.bot.idle();
}

describe.each(DATABASES)('anti-spam through the gateway ($name)', (database) => {
  it('deletes a burst, times its member out once, cleans what follows, and reports it with an Undo only moderators may press', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('antispam', (s) => {
      s.level = 3;
      s.handling = 1;
      s.reports = WELCOME;
    });
    const spammer = await join(w, 'spammer');
    const chatter = await join(w, 'chatter');
    // Seven lines in ten seconds pass at "moderate"; so does a chatter's ordinary pace.
    const calm = await say(w, chatter, T0, 7, (i) => `quick reply ${i}`);
    // Eight lines in seven seconds, and two more that were on their way when Hoshi acted.
    const sent = await say(w, spammer, T0, 10, (i) => `buy now ${i}`);
    const burst = sent.slice(0, 8);
    const after = sent.slice(8);
    await settle(w);
    const guild = await w.until((g) => {
      const member = g.members.find((m) => m.user_id === spammer);
      return member?.communication_disabled_until ? g : undefined;
    });
    const left = messagesIn(guild, GENERAL).map((m) => m.id);
    for (const id of burst) expect(left).not.toContain(id);
    for (const id of calm) expect(left).toContain(id);
    // The handling's length (1 h) from the spam's own time.
    const until = Date.parse(
      guild.members.find((m) => m.user_id === spammer)?.communication_disabled_until ?? '',
    );
    expect(until).toBe(T0 + 7000 + HOUR_MS);
    expect(guild.members.find((m) => m.user_id === chatter)?.communication_disabled_until ?? null).toBeNull();

    // What follows within seconds is cleaned, without a second report.
    await w.until((g) => !messagesIn(g, GENERAL).some((m) => after.includes(m.id)) || undefined);
    const reports = await reportsIn(w);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.content).toContain(`<@${spammer}>`);
    expect(report?.content).toContain('too many messages in one channel');
    expect(report?.content).toContain('8 messages deleted. Case #1.');
    // The hit is case #1: Hoshi's, by its rule, with the deleted messages archived whole.
    const [hitCase] = await casesOf(w);
    expect(hitCase).toMatchObject({
      number: 1,
      type: 'antispam',
      userId: spammer,
      moderatorId: DEMO.botUserId,
      reason: 'too many messages in one channel',
      rule: 'antispam:channelRate',
    });
    expect(hitCase?.until?.getTime()).toBe(T0 + 7000 + HOUR_MS);
    expect((hitCase?.messages as { id: string; content: string }[]).map((m) => [m.id, m.content])).toEqual(
      burst.map((id, i) => [id, `buy now ${i}`]),
    );
    const undo = report?.components?.[0]?.components?.[0];
    expect(undo?.custom_id).toBe(`antispam:undo:${spammer}`);

    // A member without Moderate Members is refused, and the timeout stays.
    const click = (userId: string) =>
      w.act('/_world/click', { message_id: report?.id, user_id: userId, custom_id: undo?.custom_id });
    expect((await click(chatter)).statusCode).toBe(201);
    const refused = await w.until(
      (g) => messagesIn(g, WELCOME).find((m) => m.ephemeral_for === chatter)?.content,
    );
    expect(refused).toBe('Only members who can time out members (Moderate Members) may undo this.');
    // The owner lifts it; the report says so and loses its button.
    expect((await click(DEMO.users.akari)).statusCode).toBe(201);
    const lifted = await w.until((g) => {
      const member = g.members.find((m) => m.user_id === spammer);
      const updated = messagesIn(g, WELCOME).find((m) => m.id === report?.id);
      return member?.communication_disabled_until === null && updated?.content.includes('↩️') && updated;
    });
    expect(lifted.content).toContain(`<@${DEMO.users.akari}> lifted <@${spammer}>'s timeout.`);
    expect(lifted.components ?? []).toEqual([]);
    // Lifting it is a case of its own, by the moderator who pressed Undo.
    expect((await casesOf(w)).map((c) => [c.number, c.type, c.userId, c.moderatorId])).toEqual([
      [1, 'antispam', spammer, DEMO.botUserId],
      [2, 'untimeout', spammer, DEMO.users.akari],
    ]);
  });

  it('judges nobody who can moderate, no bot, and nothing while the level is off', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('antispam', (s) => {
      s.level = 5;
      s.reports = WELCOME;
    });
    const mod = await join(w, 'moderator');
    expect(
      (await w.act('/_world/roles', { guild_id: A, user_id: mod, add: [DEMO.roles.moderatorA] })).statusCode,
    ).toBe(200);
    const owner = await say(w, DEMO.users.akari, T0, 10, () => 'same words');
    const moderator = await say(w, mod, T0, 10, () => 'same words');
    await w.save('antispam', (s) => {
      s.level = 0;
    });
    const member = await join(w, 'member');
    const off = await say(w, member, T0 + 60_000, 12, () => 'same words');
    await settle(w);
    const left = messagesIn(await w.guild(), GENERAL).map((m) => m.id);
    for (const id of [...owner, ...moderator, ...off]) expect(left).toContain(id);
    expect(await reportsIn(w)).toEqual([]);
    expect(w.bot.runtime(antispamModule).stats.hits).toBe(0);
  });

  it('times out once for a hit seen by two bots on the same shard', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('antispam', (s) => {
      s.level = 4;
      s.reports = WELCOME;
    });
    const first = w.bot;
    const second = await w.startBot();
    await w.until(() => (second.client.isReady() && second.client.guilds.cache.has(A)) || undefined);
    const spammer = await join(w, 'twice');
    await say(w, spammer, T0, 3, () => 'the same');
    await second.idle();
    await settle(w);
    await w.until((g) => g.members.find((m) => m.user_id === spammer)?.communication_disabled_until);
    // The report follows the timeout: wait for it, then for both bots, before counting.
    await w.until(
      (g) =>
        messagesIn(g, WELCOME).some((m) => m.author.id === DEMO.botUserId && m.content.includes('🛡️')) ||
        undefined,
    );
    await second.runtime(antispamModule).idle?.();
    await second.idle();
    await settle(w);
    expect(second.runtime(antispamModule).stats.hits).toBe(1);
    expect(first.runtime(antispamModule).stats.hits).toBe(1);
    expect(await reportsIn(w)).toHaveLength(1);
    expect((await casesOf(w)).map((c) => [c.number, c.type])).toEqual([[1, 'antispam']]);
  });
});

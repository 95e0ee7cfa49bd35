import type { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GatewayDispatchEvents, type GatewayDispatchPayload } from 'discord-api-types/v10';
import { DEMO } from '@hoshi/discord-emulator';
import { openCase, openDatabase, schema, type DatabaseHandle } from '@hoshi/db';
import {
  A,
  AKARI,
  botSpeaksJapanese,
  DATABASES,
  FUN_ROLE,
  GENERAL,
  messagesIn,
  MIKA,
  startWorld,
  runCommand,
  WELCOME,
  type World,
  type WorldGuild,
} from './harness.ts';

// Warnings through the gateway: /warn, /warnings and /unwarn as members run them in the emulator,
// the page's rules acted on once, warnings wearing off by the job, and the cases they open.

let world: World | undefined;
const extra: DatabaseHandle[] = [];
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
  for (const handle of extra.splice(0)) await handle.close();
});

const DAY = 24 * 60 * 60_000;
const SORA = DEMO.users.sora;
const BOT = DEMO.botUserId;

function clock() {
  let offset = 0;
  return { now: () => Date.now() + offset, forward: (ms: number) => (offset += ms) };
}

const run = runCommand;

const bannedIds = (bans: { user: { id: string } }[] | string[]) =>
  bans.map((b) => (typeof b === 'string' ? b : b.user.id));

const casesOf = async (w: World, userId?: string) =>
  (
    await w.app.database.db
      .select()
      .from(schema.modCases)
      .where(and(eq(schema.modCases.guildId, A), ...(userId ? [eq(schema.modCases.userId, userId)] : [])))
  ).sort((a, b) => a.number - b.number);

const memberOf = async (w: World, userId: string) =>
  (await w.guild()).members.find((m) => m.user_id === userId);

const warningsChannel = async (w: World) => {
  await w.save('warnings', (doc) => {
    doc.channel = GENERAL;
  });
};

describe.each(DATABASES)('warnings on $name', (database) => {
  it('a member without Moderate Members is refused privately and nothing is recorded', async () => {
    world = await startWorld(database);
    const w = world;
    // A server's integration settings may show the command to anyone: the bot checks again.
    const refused = await run(w, MIKA, 'warn', { user: SORA, reason: 'spam' }, true);
    // One answer, private; anything after it is the private line of what the command cleared
    // toward achievements (her first command), which may or may not have come by now.
    expect(refused.responses.filter((r) => r.type === 4)).toHaveLength(1);
    expect(refused.responses[0]).toMatchObject({ type: 4, data: { flags: 64 } });
    for (const later of refused.responses.slice(1))
      expect(later).toMatchObject({ type: 'followup', data: { flags: 64 } });
    expect(refused.content).toContain('Moderate Members');
    expect(await casesOf(w)).toEqual([]);
    // Bots and oneself are not warned either.
    expect((await run(w, AKARI, 'warn', { user: BOT, reason: 'x' })).content).toContain('Bots');
    expect((await run(w, AKARI, 'warn', { user: AKARI, reason: 'x' })).content).toContain('yourself');
    expect(await casesOf(w)).toEqual([]);
  });

  it('warnings are cases numbered 1, 2, 3, announced, listed by /warnings and removed by /unwarn', async () => {
    world = await startWorld(database);
    const w = world;
    await warningsChannel(w);
    const first = await run(w, AKARI, 'warn', { user: MIKA, reason: 'Off-topic links' });
    // Deferred first (within Discord's 3 s), then the answer.
    expect(first.responses[0]).toMatchObject({ type: 5 });
    expect(first.content).toBe(`Warned <@${MIKA}> (case #1). Active warnings: 1.`);
    // Told by DM, where Discord lets the bot write.
    expect((await w.guild()).direct_messages[MIKA]?.map((m) => m.content)).toEqual([
      'You were warned in **Star Lounge**.\nReason: Off-topic links\nActive warnings: 1.',
    ]);
    expect((await run(w, AKARI, 'warn', { user: SORA, reason: 'Spoilers' })).content).toContain('case #2');
    expect((await run(w, AKARI, 'warn', { user: MIKA, reason: 'Shouting' })).content).toContain(
      'Active warnings: 2',
    );
    // Announcements to one channel in a burst may go as one message (send-together): each is a
    // block of its own there, beginning with ⚠️.
    const announced = await w.until((g) => {
      const found = messagesIn(g, GENERAL)
        .flatMap((m) => m.content.split(/\n(?=⚠️)/))
        .filter((block) => block.startsWith('⚠️'));
      return found.length === 3 && found;
    });
    expect(announced[0]).toContain(`<@${MIKA}>`);
    expect(announced[0]).toContain('case #1');
    expect(announced[0]).toContain('Off-topic links');

    const list = await run(w, AKARI, 'warnings', { user: MIKA });
    expect(list.content).toContain('2 active warnings');
    expect(list.content).toContain('**#1** Off-topic links');
    expect(list.content).toContain('**#3** Shouting');

    // Another member's case is not theirs to remove.
    expect((await run(w, AKARI, 'unwarn', { user: MIKA, case: 2 })).content).toContain(
      'not an active warning',
    );
    const removed = await run(w, AKARI, 'unwarn', { user: MIKA, case: 1 });
    expect(removed.content).toContain('case #4');
    expect(removed.content).toContain('Active warnings: 1');
    // Removed once: a second removal finds no active warning.
    expect((await run(w, AKARI, 'unwarn', { user: MIKA, case: 1 })).content).toContain(
      'not an active warning',
    );
    const cases = await casesOf(w);
    expect(cases.map((c) => [c.number, c.type, c.userId, c.active])).toEqual([
      [1, 'warn', MIKA, false],
      [2, 'warn', SORA, true],
      [3, 'warn', MIKA, true],
      [4, 'unwarn', MIKA, false],
    ]);
    expect(cases[0]).toMatchObject({ moderatorId: AKARI, reason: 'Off-topic links' });
  });

  it('a server whose bot language is Japanese is answered and told in Japanese', async () => {
    world = await startWorld(database);
    const w = world;
    await warningsChannel(w);
    await botSpeaksJapanese(w);
    // Mika has turned off direct messages from server members: Discord answers 50007.
    expect((await w.act('/_world/dms', { user_id: MIKA, open: false })).statusCode).toBe(204);
    const warned = await run(w, AKARI, 'warn', { user: MIKA, reason: '宣伝' });
    expect(warned.content).toBe(
      `<@${MIKA}> に警告しました（ケース #1）。有効な警告: 1 件。\n` +
        'DM で知らせることはできませんでした（Hoshi からの DM を受け付けていません）。',
    );
    const announced = await w.until((g) => messagesIn(g, GENERAL).find((m) => m.content.includes('⚠️')));
    expect(announced.content).toContain('理由: 宣伝');
    expect((await run(w, MIKA, 'warnings', { user: MIKA }, true)).content).toBe(
      'このコマンドを使うには「メンバーをタイムアウト」の権限が必要です。',
    );
  });

  it('reaching a rule’s level acts once: the role at 2, a timeout at 3; falling below 2 takes the role back', async () => {
    const time = clock();
    world = await startWorld(database, { now: time.now });
    const w = world;
    await w.save('warnings', (doc) => {
      doc.channel = GENERAL;
      doc.role = FUN_ROLE;
      doc.regression = 7;
      doc.rules = [
        { level: 2, action: 'role' },
        { level: 3, action: 't-2' },
      ];
    });
    // Mika has the role in the demo: it is taken off first, so that the rule is what gives it.
    expect(
      (await w.act('/_world/roles', { guild_id: A, user_id: MIKA, remove: [FUN_ROLE] })).statusCode,
    ).toBe(200);
    await run(w, AKARI, 'warn', { user: MIKA, reason: 'one' });
    await w.bot.idle();
    expect((await memberOf(w, MIKA))?.roles).not.toContain(FUN_ROLE);
    const second = await run(w, AKARI, 'warn', { user: MIKA, reason: 'two' });
    expect(second.content).toContain(`<@&${FUN_ROLE}>`);
    await w.bot.idle();
    expect((await memberOf(w, MIKA))?.roles).toContain(FUN_ROLE);

    // A moderator takes the role off by hand: the next warning (level 3) does not give it again.
    expect(
      (await w.act('/_world/roles', { guild_id: A, user_id: MIKA, remove: [FUN_ROLE] })).statusCode,
    ).toBe(200);
    const third = await run(w, AKARI, 'warn', { user: MIKA, reason: 'three' });
    expect(third.content).toContain('Timed out for 2 days');
    await w.bot.idle();
    const timedOut = await memberOf(w, MIKA);
    expect(Date.parse(timedOut?.communication_disabled_until ?? '')).toBeGreaterThan(Date.now() + DAY);
    // Hoshi opened a timeout case of its own for the rule.
    const cases = await casesOf(w, MIKA);
    expect(cases.map((c) => [c.number, c.type, c.moderatorId, c.rule])).toEqual([
      [1, 'warn', AKARI, null],
      [2, 'warn', AKARI, null],
      [3, 'warn', AKARI, null],
      [4, 'timeout', BOT, 'warnings:3'],
    ]);

    // Eight days later every warning has worn off (the job), and the role goes back.
    expect((await w.act('/_world/roles', { guild_id: A, user_id: MIKA, add: [FUN_ROLE] })).statusCode).toBe(
      200,
    );
    time.forward(8 * DAY);
    await w.bot.jobs.runDue();
    await w.bot.idle();
    const after = await casesOf(w, MIKA);
    expect(after.filter((c) => c.type === 'warn').map((c) => c.active)).toEqual([false, false, false]);
    // The role is taken back once: at the warning whose wear-off took the level below 2.
    const removals = (await w.app.database.db.select().from(schema.botActions)).filter(
      (row) => (row.action as { type: string }).type === 'removeRole',
    );
    expect(removals).toHaveLength(1);
    // Run again: nothing more happens.
    expect(await w.bot.jobs.runDue()).toBe(0);
  });

  it('the same interaction seen again (a replay after a resume, a second process) records and acts once', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('warnings', (doc) => {
      doc.channel = GENERAL;
      doc.rules = [{ level: 1, action: 't-1' }];
    });
    const seen: GatewayDispatchPayload[] = [];
    (w.bot.client satisfies EventEmitter).on('raw', (packet: GatewayDispatchPayload) => {
      if (packet.t === GatewayDispatchEvents.InteractionCreate) seen.push(packet);
    });
    const first = await run(w, AKARI, 'warn', { user: MIKA, reason: 'once' });
    expect(first.content).toContain('case #1');
    expect(seen).toHaveLength(1);
    // A second process sharing the database gets the very same payload, and so does this one again.
    const own = w.databaseUrl ? await openDatabase({ databaseUrl: w.databaseUrl }) : undefined;
    if (own) extra.push(own);
    const second = await w.startBot(own ? { database: own } : {});
    for (const bot of [w.bot, second]) (bot.client satisfies EventEmitter).emit('raw', seen[0], 0);
    await second.idle();
    await w.bot.idle();
    expect((await casesOf(w)).map((c) => [c.number, c.type])).toEqual([
      [1, 'warn'],
      [2, 'timeout'],
    ]);
    const announced = messagesIn(await w.guild(), GENERAL).filter((m) => m.content.includes('⚠️'));
    expect(announced).toHaveLength(1);
  });

  it('every case is logged to master and its type’s channel, a burst in messages of 10 entries', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('logs', (doc) => {
      doc.master = GENERAL;
      doc.timeouts = WELCOME;
    });
    // Twelve at once, as anti-spam would open them in a raid.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        openCase(w.app.database.db, {
          guildId: A,
          type: 'antispam',
          userId: MIKA,
          moderatorId: BOT,
          reason: `flood ${i}`,
          rule: 'antispam:rate',
          messages: [{ id: String(i), content: `spam ${i}` }],
          key: `hit:${i}`,
        }),
      ),
    );
    w.bot.jobs.wake();
    const entries = (channel: string) => (g: WorldGuild) =>
      messagesIn(g, channel).filter((m) => m.embeds.some((e) => e.title?.startsWith('Case #')));
    for (const channel of [GENERAL, WELCOME]) {
      const posted = await w.until((g) => {
        const found = entries(channel)(g);
        return found.flatMap((m) => m.embeds).length === 12 && found;
      });
      // Put together, never one message per case and never over Discord's 10 embeds. How the 12
      // split depends on which cases had committed when a run began (10 + 2 when all had).
      expect(posted.length).toBeLessThanOrEqual(3);
      for (const m of posted) expect(m.embeds.length).toBeLessThanOrEqual(10);
      expect(posted.flatMap((m) => m.embeds.map((e) => e.title))).toEqual(
        Array.from({ length: 12 }, (_, i) => `Case #${i + 1} · Anti-spam`),
      );
      const first = posted[0]!.embeds[0]!;
      expect(first.fields?.map((f) => f.name)).toEqual(['Member', 'Moderator', 'Reason', 'Rule', 'Messages']);
      expect(first.fields?.[1]?.value).toBe('Hoshi (automatic)');
    }
    // The run that posted the last entries has marked its cases (a run under way is waited for).
    await w.bot.jobs.runDue();
    const cases = await casesOf(w);
    expect(cases.map((c) => [c.loggedAt !== null, c.logChannelId, typeof c.logMessageId])).toEqual(
      cases.map(() => [true, GENERAL, 'string']),
    );
    // Nothing is posted twice when the job runs again.
    await w.bot.jobs.runDue();
    expect(entries(GENERAL)(await w.guild())).toHaveLength(2);
  });

  it('a ban by a rule tells the member the appeal link in the DM before the ban (docs/product.md#ban-appeals)', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('warnings', (doc) => {
      doc.rules = [{ level: 1, action: 'ban' }];
    });
    await run(w, AKARI, 'warn', { user: MIKA, reason: 'Raiding' });
    const dm = await w.until((g) => g.direct_messages[MIKA]?.[0]?.content);
    expect(dm).toContain(`You can appeal the ban here: ${w.app.config.publicUrl}/appeal/${A}`);
    await w.until((g) => bannedIds(g.bans).includes(MIKA) || undefined);
  });
});

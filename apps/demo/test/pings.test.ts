import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO } from '@hoshi/discord-emulator';
import { schema } from '@hoshi/db';
import { pingsModule } from '@hoshi/bot';
import {
  A,
  AKARI,
  DATABASES,
  FUN_ROLE,
  GENERAL,
  MIKA,
  messagesIn,
  startWorld,
  WELCOME,
  type World,
  joinWithRoles,
} from './harness.ts';

let world: World | undefined;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
});

const MINUTE_MS = 60_000;

const join = joinWithRoles;

/** A member's message in #general (answers its id); `extra` adds a timestamp or a reply. */
async function say(w: World, userId: string, content: string, extra: object = {}): Promise<string> {
  const res = await w.act('/_world/message', { channel_id: GENERAL, user_id: userId, content, ...extra });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  return (res.json() as { id: string }).id;
}

async function remove(w: World, messageId: string, userId: string) {
  const res = await w.act('/_world/delete', { channel_id: GENERAL, message_id: messageId, user_id: userId });
  expect(res.statusCode).toBe(204);
}

/** Hoshi may read the audit log (View Audit Log): the server gives it the admin role. */
async function letHoshiReadTheAuditLog(w: World) {
  const res = await w.act('/_world/roles', {
    guild_id: A,
    user_id: DEMO.botUserId,
    add: [DEMO.roles.adminA],
  });
  expect(res.statusCode).toBe(200);
}

/** Waits until the bot decided `count` deletions, and everything they led to was sent. */
async function deletionsDecided(w: World, count: number) {
  const stats = w.bot.runtime(pingsModule).stats;
  await w.until(() => stats.deletes >= count || undefined);
  await w.bot.runtime(pingsModule).idle?.();
  await w.bot.idle();
}

const fromHoshi = async (w: World, channelId: string) =>
  messagesIn(await w.guild(), channelId).filter((m) => m.author.id === DEMO.botUserId);

describe.each(DATABASES)('ping moderation through the gateway ($name)', (database) => {
  it('posts a ghost message to its channel: not past the window, not a moderator’s deletion, not a whitelisted member’s', async () => {
    world = await startWorld(database);
    const w = world;
    await letHoshiReadTheAuditLog(w);
    await w.save('pings', (s) => {
      s.msgSettings = { channel: WELCOME, time: 60, whitelist: [FUN_ROLE], message: 'Ghost message:' };
      s.ghostSettings = { ...s.ghostSettings, everyone: false, users: false, roles: false };
    });
    const member = await join(w, 'ghost');
    const trusted = await join(w, 'trusted', [FUN_ROLE]);
    const old = await say(w, member, 'said long ago', {
      timestamp: new Date(Date.now() - 2 * MINUTE_MS).toISOString(),
    });
    const moderated = await say(w, member, 'rule-breaking words');
    const exempt = await say(w, trusted, 'trusted words');
    const ghost = await say(w, member, 'the secret plan\nline two');
    await remove(w, old, member);
    await remove(w, moderated, AKARI);
    await remove(w, exempt, trusted);
    await remove(w, ghost, member);
    await deletionsDecided(w, 4);

    const entries = await fromHoshi(w, WELCOME);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.content).toContain('Ghost message:');
    expect(entry?.content).toContain(`<@${member}> deleted a message in <#${GENERAL}>`);
    expect(entry?.content).toContain('> the secret plan\n> line two');
    // Nothing is kept once its window is over or the message is gone.
    expect(w.bot.runtime(pingsModule).stats.kept()).toBe(0);
  });

  it('calls out a ghost ping, deleted or edited away; not a self-mention, a bot, a reply to a bot, a moderator’s deletion or a whitelisted member', async () => {
    world = await startWorld(database);
    const w = world;
    await letHoshiReadTheAuditLog(w);
    await w.save('pings', (s) => {
      s.ghostSettings = {
        everyone: true,
        users: true,
        roles: true,
        time: 60,
        whitelist: [FUN_ROLE],
        message: 'Ghost ping!',
      };
    });
    const member = await join(w, 'pinger');
    const trusted = await join(w, 'trusted', [FUN_ROLE]);
    const deleted = await say(w, member, `<@${MIKA}> look at this`);
    await remove(w, deleted, member);
    await deletionsDecided(w, 1);
    const [called] = await fromHoshi(w, GENERAL);
    expect(called?.content).toBe(`Ghost ping!\n👻 <@${member}> pinged <@${MIKA}>, then deleted the message.`);

    const self = await say(w, member, `<@${member}> note to self`);
    const bot = await say(w, member, `<@${DEMO.botUserId}> help`);
    const toBot = await say(w, member, `thanks <@${MIKA}>`, { reply_to: called?.id });
    const moderated = await say(w, member, `<@${MIKA}> rude words`);
    const exempt = await say(w, trusted, `<@${MIKA}> hi`);
    for (const [id, by] of [
      [self, member],
      [bot, member],
      [toBot, member],
      [moderated, AKARI],
      [exempt, trusted],
    ] as const)
      await remove(w, id, by);
    const edited = await say(w, member, `<@${MIKA}> <@${AKARI}> come here`);
    expect(
      (
        await w.act('/_world/edit', {
          channel_id: GENERAL,
          message_id: edited,
          user_id: member,
          content: `<@${AKARI}> come here`,
        })
      ).statusCode,
    ).toBe(200);
    await w.until(
      (g) =>
        messagesIn(g, GENERAL).some((m) => m.author.id === DEMO.botUserId && m.content.includes('edited')) ||
        undefined,
    );
    await deletionsDecided(w, 6);
    const callouts = await fromHoshi(w, GENERAL);
    expect(callouts.map((m) => m.content)).toEqual([
      `Ghost ping!\n👻 <@${member}> pinged <@${MIKA}>, then deleted the message.`,
      `Ghost ping!\n👻 <@${member}> pinged <@${MIKA}>, then edited the mention away.`,
    ]);
    expect(w.bot.runtime(pingsModule).stats.ghostPings).toBe(2);
  });

  it('deletes @everyone from a member who may not mention everyone, times them out once for the level, posts its message and opens and logs one case, with two bots', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('pings', (s) => {
      s.everyoneSettings = { level: 1, message: 'Please do not mention everyone.', whitelist: [FUN_ROLE] };
    });
    await w.save('logs', (s) => {
      s.ghostMessages = WELCOME;
    });
    const second = await w.startBot();
    await w.until(() => (second.client.isReady() && second.client.guilds.cache.has(A)) || undefined);
    const scammer = await join(w, 'scammer');
    const trusted = await join(w, 'trusted', [FUN_ROLE]);
    const owner = await say(w, AKARI, '@everyone meeting at nine');
    const exempt = await say(w, trusted, '@here anyone up?');
    const at = Date.now();
    const scam = await say(w, scammer, '@everyone free nitro https://scam.example', {
      timestamp: new Date(at).toISOString(),
    });
    const guild = await w.until((g) => {
      const member = g.members.find((m) => m.user_id === scammer);
      const answered = messagesIn(g, GENERAL).some((m) => m.author.id === DEMO.botUserId);
      return member?.communication_disabled_until && answered ? g : undefined;
    });
    const left = messagesIn(guild, GENERAL).map((m) => m.id);
    expect(left).not.toContain(scam);
    expect(left).toEqual(expect.arrayContaining([owner, exempt]));
    expect(
      Date.parse(guild.members.find((m) => m.user_id === scammer)?.communication_disabled_until ?? ''),
    ).toBe(at + 30 * MINUTE_MS);
    for (const bot of [w.bot, second]) {
      await bot.runtime(pingsModule).idle?.();
      await bot.idle();
    }
    const answers = await fromHoshi(w, GENERAL);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.content).toContain('Please do not mention everyone.');
    expect(answers[0]?.content).toContain(`<@${scammer}>`);
    const cases = await w.app.database.db
      .select()
      .from(schema.modCases)
      .where(and(eq(schema.modCases.guildId, A), eq(schema.modCases.userId, scammer)));
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ type: 'ping', rule: 'pings:everyone', moderatorId: DEMO.botUserId });
    expect(cases[0]?.until?.getTime()).toBe(at + 30 * MINUTE_MS);
    // Logged like every case, in the ghost-messages log, with the deleted message archived.
    const logged = await w.until((g) =>
      messagesIn(g, WELCOME).find((m) => m.embeds[0]?.title === 'Case #1 · Ping moderation'),
    );
    expect(logged.embeds[0]?.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: `<@${scammer}>` }),
        expect.objectContaining({ value: expect.stringContaining('@everyone free nitro') }),
      ]),
    );
  });

  it('takes Hoshi’s own deletions, one by one (recorded before they are sent) or in bulk, for no ghost, without the audit log', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('pings', (s) => {
      s.msgSettings = { channel: WELCOME, time: 60, whitelist: [], message: '' };
    });
    await w.save('antispam', (s) => {
      s.level = 3;
    });
    const spammer = await join(w, 'spammer');
    const start = Date.now();
    // Anti-spam deletes the burst in bulk and the two after it one by one (each a MESSAGE_DELETE).
    const res = await w.act('/_world/messages', {
      messages: Array.from({ length: 10 }, (_, i) => ({
        channel_id: GENERAL,
        user_id: spammer,
        content: `buy now ${i}`,
        timestamp: new Date(start + i * 500).toISOString(),
      })),
    });
    expect(res.statusCode).toBe(201);
    await w.until((g) => !messagesIn(g, GENERAL).some((m) => m.author.id === spammer) || undefined);
    const member = await join(w, 'member');
    await remove(w, await say(w, member, 'oops, wrong channel'), member);
    // The ten of the burst (in bulk and one by one) and the member's own.
    await deletionsDecided(w, 11);
    const entries = await fromHoshi(w, WELCOME);
    expect(entries.map((m) => m.content)).toEqual([
      expect.stringContaining(`<@${member}> deleted a message in <#${GENERAL}>`),
    ]);
    // What was kept for the burst went with the bulk deletion, not at the window's end.
    expect(w.bot.runtime(pingsModule).stats.kept()).toBe(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { roleToAssign } from '@hoshi/bot';
import {
  A,
  AKARI,
  DATABASES,
  FUN_ROLE,
  GENERAL,
  MEMBER_ROLE,
  WELCOME,
  messagesIn,
  startWorld,
  type World,
} from './harness.ts';

let world: World | undefined;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
});

async function join(w: World, username: string): Promise<string> {
  const res = await w.act('/_world/join', { guild_id: A, user: { username } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { user_id: string }).user_id;
}

describe.each(DATABASES)('settings acting on Discord ($name)', (database) => {
  it('greets a member who joins, as saved, and says goodbye when they leave', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('greetings', (g) => {
      g.join = {
        channel: WELCOME,
        style: 'text',
        message: 'Welcome !USER! (!NAME!) to !SERVER!, #!MEMBERS!',
      };
      g.leave = { channel: GENERAL, style: 'text', message: 'Bye !NAME!' };
    });
    const before = (await w.guild()).member_count;
    const id = await join(w, 'comet_fan');
    const welcome = await w.until((g) => messagesIn(g, WELCOME).find((m) => m.content.includes('comet_fan')));
    expect(welcome.content).toBe(`Welcome <@${id}> (comet_fan) to Star Lounge, #${before + 1}`);
    await w.act('/_world/leave', { guild_id: A, user_id: id });
    await w.until((g) => messagesIn(g, GENERAL).find((m) => m.content === 'Bye comet_fan'));
  });

  it('sends a card as an embed with the avatar and an image as a PNG, in the bot language', async () => {
    world = await startWorld(database);
    const w = world;
    expect(await w.app.guildService.toggleLanguage(A, AKARI)).toBe('ja');
    await w.save('greetings', (g) => {
      g.join = { channel: WELCOME, style: 'card', message: 'Hi !USER!' };
      g.leave = { channel: WELCOME, style: 'image', message: 'Bye !NAME!' };
    });
    const id = await join(w, 'card_fan');
    const card = await w.until((g) =>
      messagesIn(g, WELCOME).find((m) => m.embeds[0]?.description === `Hi <@${id}>`),
    );
    expect(card.embeds[0]?.title).toBe('ようこそ！');
    expect(card.embeds[0]?.thumbnail?.url).toMatch(/\/cdn\/embed\/avatars\/\d\.png$/);
    await w.act('/_world/leave', { guild_id: A, user_id: id });
    const picture = await w.until((g) => messagesIn(g, WELCOME).find((m) => m.content === 'Bye card_fan'));
    expect(picture.attachments).toMatchObject([{ filename: 'welcome.png' }]);
  });

  it('a save reaches the bot: the next join gets the new text', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('greetings', (g) => {
      g.join = { channel: WELCOME, style: 'text', message: 'first !NAME!' };
    });
    await join(w, 'first_one');
    await w.until((g) => messagesIn(g, WELCOME).find((m) => m.content === 'first first_one'));
    // The save reaches the bot by NOTIFY (on PostgreSQL through its own connection): the next
    // join after the bot has heard of it gets the new text.
    const heard = new Promise<void>((resolve) => {
      const stop = w.bot.feed.watch((guildId) => {
        if (guildId !== A) return;
        stop();
        resolve();
      });
    });
    await w.save('greetings', (g) => {
      g.join.message = 'second !NAME!';
    });
    await heard;
    await join(w, 'second_one');
    await w.until((g) => messagesIn(g, WELCOME).find((m) => m.content === 'second second_one'));
    expect((await w.guild()).messages[WELCOME]?.some((m) => m.content === 'first second_one')).toBe(false);
  });

  // README "Watch the bot", step 3: the demo's seed sets the roles and boosts pages, so both act
  // on a new demo without a save.
  it('the demo seed: a newcomer is given the Member role and a booster is thanked in #general', async () => {
    world = await startWorld(database, { config: { seedDemo: true } });
    const w = world;
    const id = await join(w, 'seed_fan');
    await w.until((g) => g.members.find((m) => m.user_id === id && m.roles.includes(MEMBER_ROLE)));
    await w.act('/_world/boost', { guild_id: A, user_id: id });
    const thanks = await w.until((g) => messagesIn(g, GENERAL).find((m) => m.content.includes(`<@${id}>`)));
    expect(thanks.content).toMatch(/^Thank you for boosting Star Lounge, <@\d+>! We are at level \d now\.$/);
  });

  it('gives the entry role, thanks a booster, and times out a member given the gate role', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('roles', (r) => {
      r.entry = MEMBER_ROLE;
      r.gate = { role: FUN_ROLE, action: 'timeout' };
    });
    await w.save('boosts', (b) => {
      b.channel = GENERAL;
      b.message = 'Thanks !USER!';
    });
    const id = await join(w, 'role_fan');
    await w.until((g) => g.members.find((m) => m.user_id === id && m.roles.includes(MEMBER_ROLE)));
    await w.act('/_world/boost', { guild_id: A, user_id: id });
    await w.until((g) => messagesIn(g, GENERAL).find((m) => m.content === `Thanks <@${id}>`));
    // The demo's Hoshi holds what its invite asks for, Moderate Members included: it times out at once.
    const other = id;
    await w.act('/_world/roles', { guild_id: A, user_id: other, add: [FUN_ROLE] });
    const member = await w.until((g) =>
      g.members.find((m) => m.user_id === other && m.communication_disabled_until),
    );
    const days = (Date.parse(member.communication_disabled_until ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    expect(w.logs.filter((line) => line.startsWith('skipped: timeout'))).toEqual([]);
  });

  it('judges roles as the declared rule does before giving them: above Hoshi, its own, @everyone, gone', async () => {
    world = await startWorld(database);
    const guild = world.bot.client.guilds.cache.get(A);
    expect(roleToAssign(guild, FUN_ROLE)).toBeNull();
    expect(roleToAssign(guild, MEMBER_ROLE)).toBeNull();
    expect(roleToAssign(guild, DEMO.roles.adminA)).toBe('role_not_assignable');
    expect(roleToAssign(guild, DEMO.roles.botA)).toBe('role_not_assignable');
    expect(roleToAssign(guild, A)).toBe('role_not_assignable');
    expect(roleToAssign(guild, '400000000000009999')).toBe('not_in_guild');
  });

  it('skips a greeting whose channel was deleted, with one log line, and keeps working', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('greetings', (g) => {
      g.join = { channel: '400000000000009999', style: 'text', message: 'lost' };
      g.leave = { channel: GENERAL, style: 'text', message: 'Bye !NAME!' };
    });
    const first = await join(w, 'lost_one');
    await join(w, 'lost_two');
    await w.act('/_world/leave', { guild_id: A, user_id: first });
    await w.until((g) => messagesIn(g, GENERAL).find((m) => m.content === 'Bye lost_one'));
    expect(w.logs.filter((line) => line.includes('400000000000009999'))).toHaveLength(1);
  });

  it('skips a greeting in a channel where Hoshi may not send, with one log line, and keeps working', async () => {
    world = await startWorld(database);
    const w = world;
    // The demo's announcements channel denies Hoshi SEND_MESSAGES by an overwrite.
    const closed = DEMO.channels.announcementsA;
    await w.save('greetings', (g) => {
      g.join = { channel: closed, style: 'text', message: 'not here' };
      g.leave = { channel: GENERAL, style: 'text', message: 'Bye !NAME!' };
    });
    const first = await join(w, 'shut_out');
    await w.act('/_world/leave', { guild_id: A, user_id: first });
    await w.until((g) => messagesIn(g, GENERAL).find((m) => m.content === 'Bye shut_out'));
    const lines = w.logs.filter((line) => line.includes(closed));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('does not let Hoshi send messages');
  });
});

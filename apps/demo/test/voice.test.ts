import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import {
  A,
  AFK,
  AKARI,
  DATABASES,
  GENERAL,
  LOUNGE,
  MIKA,
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

const voice = (w: World, userId: string, channelId: string | null) =>
  w.act('/_world/voice', { guild_id: A, user_id: userId, channel_id: channelId });

async function lobby(w: World, roomName: string) {
  // The lobby reaches the bot by the database's notification: the test goes on once the bot has
  // heard it (a voice move arriving first would be decided without the lobby, and wait forever).
  const heard = new Promise<void>((resolve) => {
    const stop = w.bot.feed.watch((id) => {
      if (id !== A) return;
      stop();
      resolve();
    });
  });
  await w.app.collections.create(A, 'autovc', AKARI, 50, async () => ({
    id: AFK,
    version: 1,
    name: 'AFK',
    type: 2,
    category: null,
    roomName,
    limit: 4,
    audio: 64,
    position: 'last' as const,
  }));
  await heard;
}

describe.each(DATABASES)('voice ($name)', (database) => {
  it('opens a room for a member joining a lobby, moves them in, deletes it when empty, across a restart', async () => {
    world = await startWorld(database);
    const w = world;
    await lobby(w, 'Room !NUM! of !USER!');
    await voice(w, MIKA, AFK);
    const room = await w.until((g) => g.channels.find((c) => c.name === 'Room 1 of mika'));
    expect(room).toMatchObject({ type: 2, user_limit: 4, bitrate: 64_000 });
    await w.until((g) => g.voice_states.find((v) => v.user_id === MIKA && v.channel_id === room.id));

    // The next member gets the next free number.
    await voice(w, AKARI, AFK);
    const second = await w.until((g) => g.channels.find((c) => c.name === 'Room 2 of akari'));

    // A bot started again still knows its rooms: the emptied one is deleted.
    await w.bot.stop();
    await w.startBot();
    await voice(w, MIKA, null);
    await w.until((g) => !g.channels.some((c) => c.id === room.id) && g);
    expect((await w.guild()).channels.some((c) => c.id === second.id)).toBe(true);
  });

  it('alerts when a call starts, mentioning the role, and says how long it lasted when it ends', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('vcalerts', (v) => {
      v.channel = GENERAL;
      v.role = DEMO.roles.funA;
      v.style = 'both';
      v.mode = 'simple';
      v.message = '!NAME! opened !CHANNEL!';
    });
    await voice(w, MIKA, LOUNGE);
    await w.until((g) =>
      messagesIn(g, GENERAL).find((m) => m.content === `<@&${DEMO.roles.funA}> mika opened <#${LOUNGE}>`),
    );
    // Mode simple: a second member joining the call is not announced.
    await voice(w, AKARI, LOUNGE);
    await voice(w, AKARI, null);
    await voice(w, MIKA, null);
    const ended = await w.until((g) =>
      messagesIn(g, GENERAL).find((m) => m.content.includes('The call has ended')),
    );
    expect(ended.content).toMatch(new RegExp(`^<#${LOUNGE}> The call has ended after \\d+ s\\.$`));
    expect(messagesIn(await w.guild(), GENERAL).filter((m) => m.content.includes('opened'))).toHaveLength(1);
  });

  // README "Watch the bot", step 3; docs/product.md#the-demo-world: the seeded Gaming lobby and
  // VC alerts act at once, and the alert names the room as it was (it reads as an id once deleted).
  it('the demo seed: a member joining Gaming gets a room of their own, its call announced by name', async () => {
    world = await startWorld(database, { config: { seedDemo: true } });
    const w = world;
    await voice(w, MIKA, DEMO.channels.gamingVoiceA);
    const room = await w.until((g) => g.channels.find((c) => c.name === "mika's room"));
    await w.until((g) => g.voice_states.find((v) => v.user_id === MIKA && v.channel_id === room.id));
    await w.until((g) =>
      // A line of its own: Hoshi sends what it posts together in one message (here the seeded
      // level-up channel's "cleared an achievement" line may share it).
      messagesIn(g, GENERAL).find((m) =>
        m.content.split('\n').includes(`<@${MIKA}> is in a call in #mika's room, come and join!`),
      ),
    );
    await voice(w, MIKA, null);
    await w.until((g) => !g.channels.some((c) => c.id === room.id) && g);
    const ended = await w.until((g) =>
      messagesIn(g, GENERAL).find((m) => m.content.includes('The call has ended')),
    );
    expect(ended.content).toMatch(/^#mika's room The call has ended after \d+ s\.$/);
  });

  it('gives the VC role in voice, takes it after, and corrects it when the bot starts', async () => {
    world = await startWorld(database);
    const w = world;
    const VC = DEMO.roles.funA;
    await w.save('roles', (r) => {
      r.vc = VC;
    });
    await voice(w, MIKA, LOUNGE);
    await w.until((g) => g.members.find((m) => m.user_id === MIKA && m.roles.includes(VC)));
    await voice(w, MIKA, null);
    await w.until((g) => g.members.find((m) => m.user_id === MIKA && !m.roles.includes(VC)));

    // While the bot is away someone sits down in voice: it corrects their role when it is back.
    await w.bot.stop();
    await voice(w, MIKA, LOUNGE);
    await w.startBot();
    const corrected = await w.until((g) => g.members.find((m) => m.user_id === MIKA && m.roles.includes(VC)));
    expect(corrected.roles).toContain(VC);
  });
});

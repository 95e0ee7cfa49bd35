import type {
  APIChatInputApplicationCommandInteraction,
  APIMessage,
  APIModalSubmitInteraction,
} from 'discord-api-types/v10';
import { GatewayIntentBits as Intent } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import { channelId } from '../src/seed/demo-ids.ts';
import { API, BOT_AUTH, PREFIX, manualClock } from './emulator-harness.ts';
import type { RawClient, Running } from './gateway-harness.ts';
import { identified, listening } from './gateway-harness.ts';
import {
  REASON_MODAL,
  WARN,
  callback,
  registerCommand,
  runCommand,
  webhook,
  world,
} from './interaction-driver.ts';

// Slash commands through the world and the gateway: what the bot receives (options, resolved,
// the member's permissions), who may run a command, Discord's 3-second and 15-minute limits,
// deferred and ephemeral answers, follow-ups, and modals submitted back.

let running: Running;
let bot: RawClient;
let clock: ReturnType<typeof manualClock>;

beforeEach(async () => {
  clock = manualClock(Date.now());
  running = await listening({ now: clock.now });
  bot = (await identified(running.gateway, Intent.Guilds | Intent.GuildMessages | Intent.MessageContent))
    .client;
});

afterEach(async () => {
  bot.close();
  await running.app.close();
});

interface WorldInteraction {
  status: string;
  responses: Array<{ type: number | string; data: Record<string, unknown> | null; message_id?: string }>;
  modal: { custom_id: string; title: string } | null;
}

async function seen(id: string): Promise<WorldInteraction> {
  const response = await running.app.inject({ url: `${PREFIX}/_world/interactions/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorldInteraction>();
}

async function history(): Promise<APIMessage[]> {
  const response = await running.app.inject({
    url: `${API}/channels/${DEMO.channels.generalA}/messages`,
    headers: BOT_AUTH,
  });
  return response.json<APIMessage[]>();
}

describe('slash commands', () => {
  it('a command arrives as INTERACTION_CREATE with its options in order and everything they name resolved', async () => {
    const command = await registerCommand(running.app);
    const ran = await runCommand(running.app, {
      options: {
        channel: DEMO.channels.generalA,
        reason: 'spam',
        user: DEMO.users.mika,
        days: '3',
        role: DEMO.roles.funA,
      },
    });
    const interaction = await bot.data<APIChatInputApplicationCommandInteraction>('INTERACTION_CREATE');
    expect(interaction.id).toBe(ran.id);
    expect(interaction.type).toBe(2);
    expect(interaction.member?.user.id).toBe(DEMO.users.akari);
    expect(BigInt(interaction.member?.permissions ?? '0') & (1n << 40n)).toBe(1n << 40n);
    expect(interaction.data).toMatchObject({
      id: command.id,
      name: 'warn',
      type: 1,
      guild_id: DEMO.guilds.A,
    });
    expect(interaction.data.options).toEqual([
      { name: 'user', type: 6, value: DEMO.users.mika },
      { name: 'reason', type: 3, value: 'spam' },
      { name: 'days', type: 4, value: 3 },
      { name: 'role', type: 8, value: DEMO.roles.funA },
      { name: 'channel', type: 7, value: DEMO.channels.generalA },
    ]);
    const resolved = interaction.data.resolved;
    expect(resolved?.users?.[DEMO.users.mika]?.username).toBe('mika');
    expect(resolved?.members?.[DEMO.users.mika]?.roles).toContain(DEMO.roles.funA);
    expect(resolved?.roles?.[DEMO.roles.funA]?.name).toBe('Stargazers');
    expect(resolved?.channels?.[DEMO.channels.generalA]).toMatchObject({ name: 'general', type: 0 });
  });

  it('checks the options against the command: required, types, bounds, channel types, unknown names', async () => {
    await registerCommand(running.app);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ user: DEMO.users.mika }, /"reason" is required/],
      [{ user: DEMO.users.mika, reason: 'x', days: 29 }, /"days" must be from 1 to 28/],
      [{ user: DEMO.users.mika, reason: 'x', days: 1.5 }, /whole number/],
      [{ user: DEMO.users.mika, reason: 'x'.repeat(201) }, /0–200 characters/],
      [{ user: DEMO.users.mika, reason: 'x', channel: DEMO.channels.loungeVoiceA }, /channels of types 0/],
      [{ user: DEMO.users.mika, reason: 'x', role: DEMO.users.mika }, /no role/],
      [{ user: DEMO.guilds.A, reason: 'x' }, /no user/],
      [{ user: DEMO.users.mika, reason: 'x', colour: 'red' }, /no option "colour"/],
    ];
    for (const [options, message] of cases) {
      const response = await world(running.app, '/_world/command', {
        guild_id: DEMO.guilds.A,
        channel_id: DEMO.channels.generalA,
        user_id: DEMO.users.akari,
        name: 'warn',
        options,
      });
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
    expect(bot.seen('INTERACTION_CREATE')).toHaveLength(0);
  });

  it('default_member_permissions: a member without them is refused unless the server allows it; "0" is for administrators', async () => {
    await registerCommand(running.app);
    await registerCommand(
      running.app,
      { name: 'setup', description: 'Admins only', default_member_permissions: '0' },
      null,
    );
    const as = (user: string, name: string, extra: Record<string, unknown> = {}) =>
      world(running.app, '/_world/command', {
        guild_id: DEMO.guilds.A,
        channel_id: DEMO.channels.generalA,
        user_id: user,
        name,
        options: name === 'warn' ? { user: DEMO.users.akari, reason: 'x' } : {},
        ...extra,
      });
    expect((await as(DEMO.users.mika, 'warn')).statusCode).toBe(403);
    expect((await as(DEMO.users.mika, 'setup')).statusCode).toBe(403);
    expect((await as(DEMO.users.akari, 'setup')).statusCode).toBe(201);
    expect((await as(DEMO.users.mika, 'warn', { override_permissions: true })).statusCode).toBe(201);
    await world(running.app, '/_world/roles', {
      guild_id: DEMO.guilds.A,
      user_id: DEMO.users.mika,
      add: [DEMO.roles.moderatorA],
    });
    expect((await as(DEMO.users.mika, 'warn')).statusCode).toBe(201);
    expect((await as(DEMO.users.mika, 'setup')).statusCode).toBe(403);
    // A global command is offered everywhere the bot is; a guild command only in its guild.
    const inB = await world(running.app, '/_world/command', {
      guild_id: DEMO.guilds.B,
      channel_id: channelId('B', 6),
      user_id: DEMO.users.sora,
      name: 'warn',
      options: {},
    });
    expect(inB.statusCode).toBe(404);
    expect(inB.json<{ error: string }>().error).toMatch(/No command \/warn is registered for Night Sky Club/);
  });

  it('runs a sub-command named by its path ("warnings list", "warnings notes add") and nests its options as Discord does', async () => {
    await registerCommand(running.app, {
      name: 'warnings',
      description: 'Warnings',
      options: [
        {
          type: 1,
          name: 'list',
          description: 'List',
          options: [{ type: 6, name: 'user', description: 'Who', required: true }],
        },
        {
          type: 2,
          name: 'notes',
          description: 'Notes',
          options: [
            {
              type: 1,
              name: 'add',
              description: 'Add',
              options: [{ type: 3, name: 'text', description: 'Text' }],
            },
          ],
        },
      ],
    });
    await runCommand(running.app, { name: 'warnings list', options: { user: DEMO.users.mika } });
    const list = await bot.data<APIChatInputApplicationCommandInteraction>('INTERACTION_CREATE');
    expect(list.data.options).toEqual([
      { name: 'list', type: 1, options: [{ name: 'user', type: 6, value: DEMO.users.mika }] },
    ]);
    expect(Object.keys(list.data.resolved?.users ?? {})).toEqual([DEMO.users.mika]);
    await runCommand(running.app, { name: 'warnings notes add', options: {} });
    const add = await bot.data<APIChatInputApplicationCommandInteraction>('INTERACTION_CREATE');
    expect(add.data.options).toEqual([{ name: 'notes', type: 2, options: [{ name: 'add', type: 1 }] }]);
    const base = { guild_id: DEMO.guilds.A, channel_id: DEMO.channels.generalA, user_id: DEMO.users.akari };
    const bare = await world(running.app, '/_world/command', { ...base, name: 'warnings' });
    expect([bare.statusCode, bare.json<{ error: string }>().error]).toEqual([
      400,
      expect.stringMatching(/name one/),
    ]);
    expect((await world(running.app, '/_world/command', { ...base, name: 'warnings nope' })).statusCode).toBe(
      404,
    );
  });

  it('an interaction not answered within 3 seconds fails; after that the callback is Unknown interaction', async () => {
    await registerCommand(running.app);
    const late = await runCommand(running.app);
    expect((await seen(late.id)).status).toBe('pending');
    clock.advance(3001);
    expect((await seen(late.id)).status).toBe('failed');
    const refused = await running.app.inject(
      callback(late.id, late.token, { type: 4, data: { content: 'Too late' } }),
    );
    expect([refused.statusCode, refused.json<{ code: number }>().code]).toEqual([404, 10062]);
    expect((await running.app.inject(webhook('POST', late.token, '', { content: 'x' }))).statusCode).toBe(
      404,
    );

    const onTime = await runCommand(running.app);
    clock.advance(2900);
    expect((await running.app.inject(callback(onTime.id, onTime.token, { type: 5 }))).statusCode).toBe(204);
    expect((await seen(onTime.id)).status).toBe('answered');
    // The token then lives 15 minutes from the interaction.
    clock.advance(14 * 60_000);
    expect(
      (await running.app.inject(webhook('PATCH', onTime.token, '/messages/@original', { content: 'Done.' })))
        .statusCode,
    ).toBe(200);
    clock.advance(60_000);
    const expired = await running.app.inject(webhook('POST', onTime.token, '', { content: 'Later' }));
    expect([expired.statusCode, expired.json<{ code: number }>().code]).toEqual([401, 50027]);
  });

  it('a deferred ephemeral reply, its edit and an ephemeral follow-up are seen by the member only: not in the history, not on the gateway', async () => {
    await registerCommand(running.app);
    const ran = await runCommand(running.app);
    await bot.dispatch('INTERACTION_CREATE');
    expect(
      (await running.app.inject(callback(ran.id, ran.token, { type: 5, data: { flags: 64 } }))).statusCode,
    ).toBe(204);
    const edited = await running.app.inject(
      webhook('PATCH', ran.token, '/messages/@original', { content: 'mika was warned (case 1).' }),
    );
    expect(edited.json<APIMessage>()).toMatchObject({
      content: 'mika was warned (case 1).',
      flags: 64,
      type: 20,
    });
    const followup = await running.app.inject(
      webhook('POST', ran.token, '', { content: 'They were told by DM.', flags: 64 }),
    );
    const public_ = await running.app.inject(
      webhook('POST', ran.token, '', { content: 'A member was warned.' }),
    );
    expect(public_.json<APIMessage>().interaction_metadata).toMatchObject({ id: ran.id, type: 2 });

    const answers = (await seen(ran.id)).responses;
    expect(answers.map((r) => r.type)).toEqual([5, 'edit', 'followup', 'followup']);
    expect(answers.map((r) => r.data?.content)).toEqual([
      undefined,
      'mika was warned (case 1).',
      'They were told by DM.',
      'A member was warned.',
    ]);
    const contents = (await history()).map((m) => m.content);
    expect(contents).toContain('A member was warned.');
    expect(contents).not.toContain('They were told by DM.');
    expect(contents).not.toContain('mika was warned (case 1).');
    const created = await bot.data<APIMessage>('MESSAGE_CREATE');
    expect(created.content).toBe('A member was warned.');
    expect(bot.seen('MESSAGE_UPDATE')).toHaveLength(0);
    expect(followup.json<APIMessage>().id).not.toBe(edited.json<APIMessage>().id);
  });

  it('a modal opened by a command is filled in and submitted back as MODAL_SUBMIT with its Label components', async () => {
    await registerCommand(running.app);
    const ran = await runCommand(running.app);
    await bot.dispatch('INTERACTION_CREATE');
    expect(
      (await running.app.inject(callback(ran.id, ran.token, { type: 9, data: REASON_MODAL }))).statusCode,
    ).toBe(204);
    expect((await seen(ran.id)).modal).toMatchObject({ custom_id: 'warn:reason', title: 'Warn mika' });

    const submit = (body: Record<string, unknown>) =>
      world(running.app, '/_world/submit', { interaction_id: ran.id, user_id: DEMO.users.akari, ...body });
    expect((await submit({ values: { reason: 'no' } })).json<{ error: string }>().error).toMatch(
      /3–200 characters/,
    );
    expect((await submit({ values: {} })).json<{ error: string }>().error).toMatch(/"Reason" is required/);
    expect((await submit({ values: { other: 'x' } })).statusCode).toBe(400);
    expect(
      (await submit({ user_id: DEMO.users.mika, values: { reason: 'posting invites' } })).statusCode,
    ).toBe(403);
    const done = await submit({ values: { reason: 'posting invites' } });
    expect(done.statusCode, done.body).toBe(201);
    const modal = await bot.data<APIModalSubmitInteraction>('INTERACTION_CREATE');
    expect(modal.id).toBe(done.json<{ interaction_id: string }>().interaction_id);
    expect(modal.type).toBe(5);
    expect(modal.data).toEqual({
      custom_id: 'warn:reason',
      components: [
        { type: 18, id: 1, component: { type: 4, id: 2, custom_id: 'reason', value: 'posting invites' } },
      ],
    });
    expect((await submit({ values: { reason: 'again' } })).statusCode).toBe(409);
    expect((await seen(ran.id)).modal).toBeNull();
    // The submit is an interaction of its own: answered on its own token, never with another modal.
    expect(
      (await running.app.inject(callback(modal.id, modal.token, { type: 9, data: REASON_MODAL }))).statusCode,
    ).toBe(400);
    expect(
      (await running.app.inject(callback(modal.id, modal.token, { type: 4, data: { content: 'Warned.' } })))
        .statusCode,
    ).toBe(204);
  });

  it('refuses modals Discord refuses: 0 or 6 components, long titles and labels, duplicate or missing custom_ids', async () => {
    await registerCommand(running.app);
    const label = (customId: unknown, labelText = 'Reason') => ({
      type: 18,
      label: labelText,
      component: { type: 4, custom_id: customId, style: 1 },
    });
    const bad = [
      { ...REASON_MODAL, components: [] },
      { ...REASON_MODAL, components: [1, 2, 3, 4, 5, 6].map((i) => label(`f${i}`)) },
      { ...REASON_MODAL, title: 'x'.repeat(46) },
      { ...REASON_MODAL, components: [label('a', 'y'.repeat(46))] },
      { ...REASON_MODAL, components: [label('a'), label('a')] },
      { ...REASON_MODAL, components: [label('')] },
      { ...REASON_MODAL, custom_id: 'x'.repeat(101) },
      { ...REASON_MODAL, components: [{ type: 2, style: 1, label: 'A button', custom_id: 'b' }] },
    ];
    for (const data of bad) {
      const ran = await runCommand(running.app);
      const response = await running.app.inject(callback(ran.id, ran.token, { type: 9, data }));
      expect(response.statusCode, JSON.stringify(data)).toBe(400);
      expect(response.json<{ code: number }>().code).toBe(50035);
    }
    // The older form (an action row holding a labelled text input) is still accepted.
    const ran = await runCommand(running.app);
    const legacy = {
      ...REASON_MODAL,
      components: [{ type: 1, components: [{ type: 4, custom_id: 'reason', style: 1, label: 'Reason' }] }],
    };
    expect(
      (await running.app.inject(callback(ran.id, ran.token, { type: 9, data: legacy }))).statusCode,
    ).toBe(204);
  });

  it('answers malformed world requests with 4xx, never 5xx', async () => {
    await registerCommand(running.app, WARN);
    const ran = await runCommand(running.app);
    const bodies: Array<[string, unknown]> = [
      ['/_world/command', []],
      [
        '/_world/command',
        { guild_id: 1, channel_id: DEMO.channels.generalA, user_id: DEMO.users.akari, name: 'warn' },
      ],
      [
        '/_world/command',
        { guild_id: DEMO.guilds.A, channel_id: DEMO.channels.generalA, user_id: DEMO.users.akari },
      ],
      [
        '/_world/command',
        {
          guild_id: DEMO.guilds.A,
          channel_id: DEMO.channels.generalA,
          user_id: DEMO.users.akari,
          name: 'nope',
        },
      ],
      [
        '/_world/command',
        {
          guild_id: DEMO.guilds.A,
          channel_id: DEMO.channels.infoCategoryA,
          user_id: DEMO.users.akari,
          name: 'warn',
        },
      ],
      [
        '/_world/command',
        {
          guild_id: DEMO.guilds.B,
          channel_id: DEMO.channels.generalA,
          user_id: DEMO.users.akari,
          name: 'warn',
        },
      ],
      [
        '/_world/command',
        {
          guild_id: DEMO.guilds.A,
          channel_id: DEMO.channels.generalA,
          user_id: DEMO.users.akari,
          name: 'warn',
          options: 'x',
        },
      ],
      ['/_world/submit', { interaction_id: ran.id, user_id: DEMO.users.akari, values: { reason: 'x' } }],
      ['/_world/submit', { interaction_id: 'x', user_id: DEMO.users.akari }],
      ['/_world/submit', { interaction_id: '1', user_id: DEMO.users.akari }],
      ['/_world/submit', { interaction_id: ran.id, user_id: DEMO.users.akari, values: [] }],
      ['/_world/delete', { channel_id: DEMO.channels.generalA, user_id: DEMO.users.akari }],
      ['/_world/delete', { channel_id: DEMO.channels.generalA, message_id: '1', user_id: DEMO.users.akari }],
      [
        '/_world/edit',
        { channel_id: DEMO.channels.generalA, message_id: '1', user_id: DEMO.users.akari, content: 'x' },
      ],
      ['/_world/edit', { channel_id: '1', message_id: '1', user_id: DEMO.users.akari, content: 'x' }],
    ];
    for (const [path, body] of bodies) {
      const response = await running.app.inject({
        method: 'POST',
        url: `${PREFIX}${path}`,
        payload: body as object,
      });
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(typeof response.json<{ error: string }>().error).toBe('string');
    }
    const unknown = await running.app.inject({ url: `${PREFIX}/_world/interactions/1` });
    expect(unknown.statusCode).toBe(404);
    const notJson = await running.app.inject({
      method: 'POST',
      url: `${PREFIX}/_world/command`,
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

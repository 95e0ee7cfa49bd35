import type { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { GatewayDispatchEvents, type GatewayDispatchPayload } from 'discord-api-types/v10';
import { DEMO } from '@hoshi/discord-emulator';
import { SURVEY_CREATE_DEFAULTS, type Survey } from '@hoshi/contracts';
import { CollectionStore, openDatabase, schema, type DatabaseHandle } from '@hoshi/db';
import { signIn } from '@hoshi/server/testing';
import { TICKET_THREAD_FROM } from '@hoshi/bot';
import {
  A,
  AKARI,
  botSpeaksJapanese,
  DATABASES,
  FUN_ROLE,
  buttons,
  GENERAL,
  IDEAS_FORUM,
  joinWithRoles as join,
  messagesIn,
  startWorld,
  WELCOME,
  type World,
  type WorldGuild,
} from './harness.ts';

// Surveys in Discord (docs/product.md#surveys): the post with Answer, the form it opens, each
// answer stored once and delivered by the survey's style, the post edited and closed with it.

let world: World | undefined;
const extra: DatabaseHandle[] = [];
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  await world?.close();
  world = undefined;
  for (const handle of extra.splice(0)) await handle.close();
});

type Message = WorldGuild['messages'][string][number];
interface InteractionView {
  status: string;
  responses: { type: number; data: { content?: string; flags?: number } | null }[];
  modal: {
    custom_id: string;
    title: string;
    components: { type: number; label: string; component: { custom_id: string; type: number } }[];
  } | null;
}

function clock() {
  let offset = 0;
  return { now: () => Date.now() + offset, forward: (ms: number) => (offset += ms) };
}

async function manager(w: World) {
  const akari = await signIn(w.app, AKARI);
  const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    w.app.inject({
      method,
      url,
      headers: akari.headers,
      ...(payload && { payload: { ...payload, token: akari.token } }),
    });
  return {
    async create(fields: Partial<Survey> = {}): Promise<Survey> {
      const res = await call('POST', `/api/save/guilds/${A}/surveys`, {
        ...SURVEY_CREATE_DEFAULTS,
        title: 'Club feedback',
        message: 'Tell us what you think.',
        question1: 'What do you like?',
        question3: 'What should change?',
        location: GENERAL,
        channel: WELCOME,
        role: FUN_ROLE,
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Survey }>().data;
    },
    async edit(survey: Survey, fields: Partial<Survey>): Promise<Survey> {
      const { id: _id, location: _location, ...rest } = survey;
      const res = await call('POST', `/api/save/guilds/${A}/surveys/${survey.id}`, { ...rest, ...fields });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Survey }>().data;
    },
    async remove(survey: Survey) {
      const res = await call('DELETE', `/api/guilds/${A}/info/surveys/${survey.id}`);
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

const postOf = (w: World, survey: Survey) =>
  w.until((g) =>
    messagesIn(g, GENERAL).find((m) => m.embeds[0]?.title === survey.title && m.components?.length),
  );

/** What the bot answered an interaction, once it has. */
async function answered(w: World, interactionId: string): Promise<InteractionView> {
  for (;;) {
    const view = (
      await w.app.inject({ url: `/discord-emulator/_world/interactions/${interactionId}` })
    ).json<InteractionView>();
    if (view.responses.length > 0) return view;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function press(w: World, messageId: string, userId: string, customId: string) {
  const res = await w.act('/_world/click', { message_id: messageId, user_id: userId, custom_id: customId });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  const { interaction_id: id } = res.json() as { interaction_id: string };
  return { id, view: await answered(w, id) };
}

/** Presses Answer and submits the form; answers the bot's reply to the submission. */
async function answer(w: World, post: Message, userId: string, values: Record<string, string>) {
  const opened = await press(w, post.id, userId, buttons(post)[0]!.custom_id!);
  expect(opened.view.modal, JSON.stringify(opened.view)).not.toBeNull();
  const res = await w.act('/_world/submit', { interaction_id: opened.id, user_id: userId, values });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  const { interaction_id: id } = res.json() as { interaction_id: string };
  return { id, reply: (await answered(w, id)).responses[0]?.data?.content ?? '' };
}

const DEMO_BOT = DEMO.botUserId;

const responsesOf = (w: World, surveyId: string) =>
  w.app.database.db
    .select()
    .from(schema.surveyResponses)
    .where(eq(schema.surveyResponses.surveyId, surveyId));

/** The response's delivery job set due again, as after a crash before it was marked done, and run. */
async function runAgain(w: World, responseId: string) {
  await w.bot.idle();
  await w.app.database.db
    .update(schema.botJobs)
    .set({ state: 'pending', runAt: new Date(0), lockedUntil: null })
    .where(and(eq(schema.botJobs.kind, 'surveyDeliver'), eq(schema.botJobs.itemId, responseId)));
  await w.bot.jobs.runDue();
}

describe.each(DATABASES)('surveys in Discord ($name)', (database) => {
  it('posts the survey with Answer; the form asks its questions; an answer is stored and posted with the role, once a minute', async () => {
    const time = clock();
    world = await startWorld(database, time);
    const w = world;
    const m = await manager(w);
    const survey = await m.create();
    const post = await postOf(w, survey);
    expect(post.embeds[0]?.description).toBe('Tell us what you think.');
    expect(post.embeds[0]?.fields).toEqual([
      { name: 'Questions', value: '1. What do you like?\n2. What should change?' },
    ]);
    expect(buttons(post).map((b) => [b.label, b.disabled])).toEqual([['Answer', false]]);

    const fan = await join(w, 'fan_one');
    const opened = await press(w, post.id, fan, buttons(post)[0]!.custom_id!);
    expect(opened.view.modal?.title).toBe('Club feedback');
    // The empty question 2 is left out; each question is a Label holding a text input.
    expect(opened.view.modal?.components.map((c) => [c.type, c.label, c.component.type])).toEqual([
      [18, 'What do you like?', 4],
      [18, 'What should change?', 4],
    ]);
    const done = await w.act('/_world/submit', {
      interaction_id: opened.id,
      user_id: fan,
      values: { question1: 'The stars', question3: 'More events' },
    });
    const submitted = (done.json() as { interaction_id: string }).interaction_id;
    expect((await answered(w, submitted)).responses[0]?.data?.content).toBe(
      'Thank you! Your answer to “Club feedback” was sent.',
    );
    const delivered = await w.until((g) =>
      messagesIn(g, WELCOME).find((msg) => msg.embeds[0]?.title === 'Club feedback'),
    );
    expect(delivered.content).toBe(`<@&${FUN_ROLE}>`);
    expect(delivered.embeds[0]?.description).toBe(`Member: <@${fan}>`);
    expect(delivered.embeds[0]?.fields).toEqual([
      { name: 'What do you like?', value: 'The stars' },
      { name: 'What should change?', value: 'More events' },
    ]);
    const rows = await responsesOf(w, survey.id);
    expect(rows.map((r) => [r.userId, r.username, r.answers])).toEqual([
      [
        fan,
        'fan_one',
        [
          { question: 'What do you like?', answer: 'The stars' },
          { question: 'What should change?', answer: 'More events' },
        ],
      ],
    ]);

    // Within the minute the form does not open again; after it, it does.
    const again = await press(w, post.id, fan, buttons(post)[0]!.custom_id!);
    expect(again.view.modal).toBeNull();
    expect(again.view.responses[0]?.data?.content).toMatch(/^You answered “Club feedback” a moment ago/);
    time.forward(61_000);
    expect(
      (await answer(w, post, fan, { question1: 'Still the stars', question3: 'Nothing' })).reply,
    ).toMatch(/^Thank you!/);
    expect(await responsesOf(w, survey.id)).toHaveLength(2);
  });

  it('edits its post when edited and disables Answer when deleted ("This survey is closed")', async () => {
    world = await startWorld(database);
    const w = world;
    const m = await manager(w);
    const survey = await m.create();
    const post = await postOf(w, survey);
    await m.edit(survey, { message: 'Now with a second question.', question2: 'How did you find us?' });
    await w.until((g) => {
      const now = messagesIn(g, GENERAL).find((msg) => msg.id === post.id);
      return now?.embeds[0]?.description === 'Now with a second question.' && now;
    });
    await m.remove(survey);
    const closed = await w.until((g) => {
      const now = messagesIn(g, GENERAL).find((msg) => msg.id === post.id);
      return now && buttons(now)[0]?.disabled && now;
    });
    expect(buttons(closed).map((b) => b.label)).toEqual(['This survey is closed']);
    expect(closed.embeds[0]?.title).toBe('Club feedback');
  });

  it('a ticket is a private channel for the member, the role and Hoshi, the answer first, Close for the role', async () => {
    world = await startWorld(database);
    const w = world;
    const m = await manager(w);
    const survey = await m.create({ style: 'ticket', display: 'compact' });
    const post = await postOf(w, survey);
    const fan = await join(w, 'fan.one');
    const helper = await join(w, 'helper', [FUN_ROLE]);
    await answer(w, post, fan, { question1: 'The stars', question3: 'More events' });
    const ticket = await w.until((g) => g.channels.find((c) => c.name === 'answer-fan-one'));
    const overwrites = ticket.permission_overwrites ?? [];
    const view = 1n << 10n;
    const sees = (id: string) => overwrites.some((o) => o.id === id && (BigInt(o.allow) & view) !== 0n);
    expect(overwrites.find((o) => o.id === A)?.deny).toBe(String(view));
    expect([sees(fan), sees(FUN_ROLE), sees(DEMO_BOT)]).toEqual([true, true, true]);
    const first = await w.until((g) => messagesIn(g, ticket.id)[0]);
    expect(first.content).toBe(`<@${fan}> <@&${FUN_ROLE}>`);
    // compact: every answer on one field.
    expect(first.embeds[0]?.fields).toEqual([
      { name: 'Answers', value: '**What do you like?**\nThe stars\n\n**What should change?**\nMore events' },
    ]);
    expect(buttons(first).map((b) => b.label)).toEqual(['Close']);
    // Nothing goes to the response channel itself.
    expect(messagesIn(await w.guild(), WELCOME)).toHaveLength(0);

    const refused = await press(w, first.id, fan, buttons(first)[0]!.custom_id!);
    expect(refused.view.responses[0]?.data?.content).toBe('Only the survey’s role can close this ticket.');
    await press(w, first.id, helper, buttons(first)[0]!.custom_id!);
    await w.until((g) => !g.channels.some((c) => c.id === ticket.id));
  });

  it('near Discord’s 500 channels a ticket is a private thread in the response channel: the member and the role added, the answer first, Close deletes it', async () => {
    world = await startWorld(database);
    const w = world;
    const existing = (await w.guild()).channels.filter((c) => ![10, 11, 12].includes(c.type)).length;
    const made = await w.act('/_world/channels', {
      guild_id: A,
      channels: Array.from({ length: TICKET_THREAD_FROM - existing }, (_, i) => ({ name: `room ${i}` })),
    });
    expect(made.statusCode, JSON.stringify(made.json())).toBe(201);
    // The bot has heard of every channel before the answer arrives.
    await vi.waitFor(
      () =>
        expect(w.bot.client.guilds.cache.get(A)?.channels.cache.size).toBeGreaterThanOrEqual(
          TICKET_THREAD_FROM,
        ),
      {
        timeout: 90_000,
        interval: 25,
      },
    );
    const m = await manager(w);
    const survey = await m.create({ style: 'ticket' });
    const post = await postOf(w, survey);
    const fan = await join(w, 'fan.one');
    const helper = await join(w, 'helper', [FUN_ROLE]);
    const bystander = await join(w, 'bystander');
    await answer(w, post, fan, { question1: 'The stars', question3: 'More events' });
    const ticket = await w.until((g) => g.channels.find((c) => c.name === 'answer-fan-one'));
    expect([ticket.type, ticket.parent_id, ticket.thread_metadata?.invitable]).toEqual([12, WELCOME, false]);
    const first = await w.until((g) => messagesIn(g, ticket.id)[0]);
    expect(first.content).toBe(`<@${fan}> <@&${FUN_ROLE}>`);
    expect(buttons(first).map((b) => b.label)).toEqual(['Close']);
    const members = (await w.guild()).thread_members[ticket.id] ?? [];
    expect(members).toEqual(expect.arrayContaining([DEMO_BOT, fan, helper]));
    expect(members).not.toContain(bystander);
    const [row] = await responsesOf(w, survey.id);
    expect(row?.ticketChannelId).toBe(ticket.id);
    // No channel was made for it, and a re-run makes no second thread or message.
    await runAgain(w, row!.id);
    const again = await w.guild();
    expect(again.channels.filter((c) => c.name === 'answer-fan-one')).toHaveLength(1);
    expect(messagesIn(again, ticket.id)).toHaveLength(1);

    await press(w, first.id, helper, buttons(first)[0]!.custom_id!);
    await w.until((g) => !g.channels.some((c) => c.id === ticket.id));
  });

  it('style thread: a public thread in the response channel, named by the survey and the member, the answer first; a retried job makes no second', async () => {
    world = await startWorld(database);
    const w = world;
    const m = await manager(w);
    // The dashboard offers style thread with a forum only (docs/product.md#surveys); a thread-style
    // survey whose response channel is a text channel (stored before that rule, or written
    // elsewhere) is still delivered, as a public thread there.
    const made = await m.create();
    const survey = (await new CollectionStore(w.app.database.db).amend(A, 'surveys', made.id, (s) => ({
      ...s,
      style: 'thread',
    })))!;
    const post = await postOf(w, survey);
    const fan = await join(w, 'fan_one');
    await answer(w, post, fan, { question1: 'The stars', question3: 'More events' });
    const thread = await w.until((g) => g.channels.find((c) => c.name === 'Club feedback — fan_one'));
    expect([thread.type, thread.parent_id, thread.owner_id]).toEqual([11, WELCOME, DEMO_BOT]);
    const first = await w.until((g) => messagesIn(g, thread.id)[0]);
    expect(first.content).toBe(`<@&${FUN_ROLE}>`);
    expect(first.embeds[0]?.description).toBe(`Member: <@${fan}>`);
    expect(first.embeds[0]?.fields).toEqual([
      { name: 'What do you like?', value: 'The stars' },
      { name: 'What should change?', value: 'More events' },
    ]);
    // Nothing in the channel itself; the response knows its thread.
    expect(messagesIn(await w.guild(), WELCOME)).toHaveLength(0);
    const [row] = await responsesOf(w, survey.id);
    expect(row?.ticketChannelId).toBe(thread.id);

    // The job run again (a crash after the thread was made): the same thread, one message.
    await runAgain(w, row!.id);
    const after = await w.guild();
    expect(after.channels.filter((c) => c.parent_id === WELCOME && c.type === 11)).toHaveLength(1);
    expect(messagesIn(after, thread.id)).toHaveLength(1);
  });

  it('style thread in a forum: a post tagged with the survey’s title, the tag made once', async () => {
    world = await startWorld(database);
    const w = world;
    const m = await manager(w);
    const survey = await m.create({ style: 'thread', channel: IDEAS_FORUM, display: 'author' });
    const post = await postOf(w, survey);
    const fan = await join(w, 'fan_one');
    const other = await join(w, 'fan_two');
    await answer(w, post, fan, { question1: 'The stars', question3: 'More events' });
    const first = await w.until((g) => g.channels.find((c) => c.name === 'Club feedback — fan_one'));
    const forum = (await w.guild()).channels.find((c) => c.id === IDEAS_FORUM)!;
    const tag = forum.available_tags?.find((t) => t.name === 'Club feedback');
    expect(forum.available_tags?.map((t) => t.name)).toEqual(['Feature', 'Bug', 'Done', 'Club feedback']);
    expect([first.type, first.parent_id, first.applied_tags]).toEqual([11, IDEAS_FORUM, [tag?.id]]);
    // The post's first message is the answer (its id is the post's).
    const opening = await w.until((g) => messagesIn(g, first.id)[0]);
    expect(opening.id).toBe(first.id);
    expect(opening.embeds[0]?.fields?.[0]).toEqual({ name: 'What do you like?', value: 'The stars' });

    // A second answer finds the tag: none is added again.
    await answer(w, post, other, { question1: 'Music', question3: 'Nothing' });
    const second = await w.until((g) => g.channels.find((c) => c.name === 'Club feedback — fan_two'));
    expect(second.applied_tags).toEqual([tag?.id]);
    const tags = (await w.guild()).channels.find((c) => c.id === IDEAS_FORUM)?.available_tags;
    expect(tags?.filter((t) => t.name === 'Club feedback')).toHaveLength(1);

    // Run again, the post is not made twice.
    const [row] = await responsesOf(w, survey.id).then((rows) => rows.filter((r) => r.userId === fan));
    await runAgain(w, row!.id);
    expect(
      (await w.guild()).channels.filter((c) => c.parent_id === IDEAS_FORUM && c.name === first.name),
    ).toHaveLength(1);
  });

  it('in Japanese the post is named for the member’s answer (「…さんの回答」)', async () => {
    world = await startWorld(database);
    const w = world;
    await botSpeaksJapanese(w);
    const m = await manager(w);
    const survey = await m.create({ style: 'thread', channel: IDEAS_FORUM, display: 'noAuthor' });
    const post = await postOf(w, survey);
    const fan = await join(w, 'fan_one');
    await answer(w, post, fan, { question1: 'a', question3: 'b' });
    const made = await w.until((g) =>
      g.channels.find((c) => c.parent_id === IDEAS_FORUM && c.owner_id === DEMO_BOT),
    );
    expect(made.name).toBe('Club feedback — fan_oneさんの回答');
  });

  it('style thread in a forum that has Discord’s 20 tags: the post goes untagged', async () => {
    world = await startWorld(database);
    const w = world;
    const full = Array.from({ length: 20 }, (_, i) => ({ name: `tag ${i}` }));
    const patched = await w.app.inject({
      method: 'PATCH',
      url: `/discord-emulator/api/v10/channels/${IDEAS_FORUM}`,
      headers: { authorization: `Bot ${DEMO.botToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ available_tags: full }),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const m = await manager(w);
    const survey = await m.create({ style: 'thread', channel: IDEAS_FORUM, display: 'noAuthor' });
    const post = await postOf(w, survey);
    const fan = await join(w, 'fan_one');
    await answer(w, post, fan, { question1: 'a', question3: 'b' });
    const made = await w.until((g) => g.channels.find((c) => c.name === 'Club feedback — fan_one'));
    expect(made.applied_tags).toEqual([]);
    const forum = (await w.guild()).channels.find((c) => c.id === IDEAS_FORUM);
    expect(forum?.available_tags).toHaveLength(20);
  });

  it('the same submission seen again (a replay, a second process) is stored and delivered once', async () => {
    world = await startWorld(database);
    const w = world;
    const m = await manager(w);
    const survey = await m.create();
    const post = await postOf(w, survey);
    const seen: GatewayDispatchPayload[] = [];
    (w.bot.client satisfies EventEmitter).on('raw', (packet: GatewayDispatchPayload) => {
      if (packet.t === GatewayDispatchEvents.InteractionCreate) seen.push(packet);
    });
    const fan = await join(w, 'fan_one');
    const submitted = await answer(w, post, fan, { question1: 'a', question3: 'b' });
    await w.until((g) => messagesIn(g, WELCOME).length === 1);
    const packet = seen.find((p) => (p.d as { id?: string }).id === submitted.id);
    expect(packet, 'the submission was seen').toBeDefined();
    const own = w.databaseUrl ? await openDatabase({ databaseUrl: w.databaseUrl }) : undefined;
    if (own) extra.push(own);
    const second = await w.startBot(own ? { database: own } : {});
    for (const bot of [w.bot, second]) (bot.client satisfies EventEmitter).emit('raw', packet!, 0);
    await second.idle();
    await second.jobs.runDue();
    expect(await responsesOf(w, survey.id)).toHaveLength(1);
    expect(messagesIn(await w.guild(), WELCOME)).toHaveLength(1);
  });
});

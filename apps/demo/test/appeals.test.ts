import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO } from '@hoshi/discord-emulator';
import type { AppealAnswer } from '@hoshi/contracts';
import { schema } from '@hoshi/db';
import { signIn } from '@hoshi/server/testing';
import { A, AKARI, DATABASES, messagesIn, startWorld, WELCOME, type World } from './harness.ts';

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

const bannedIds = (bans: { user: { id: string } }[] | string[]) =>
  bans.map((b) => (typeof b === 'string' ? b : b.user.id));

describe.each(DATABASES)('ban appeals through the gateway ($name)', (database) => {
  it('an appeal is posted with its buttons; a member without Ban Members is refused; Approve by the owner lifts the ban and opens an unban case', async () => {
    world = await startWorld(database);
    const w = world;
    await w.save('banappeals', (s) => {
      s.channel = WELCOME;
    });
    const appellant = await join(w, 'appellant');
    const bystander = await join(w, 'bystander');
    const session = await signIn(w.app, appellant);
    const ban = await w.act('/_world/moderate', {
      guild_id: A,
      user_id: AKARI,
      target_id: appellant,
      action: 'ban',
      reason: 'raiding',
    });
    expect(ban.statusCode).toBe(204);

    const filed = await w.app.inject({
      method: 'POST',
      url: `/api/appeals/${A}`,
      headers: session.headers,
      payload: { answers: ['It was my brother.', 'Lock my account.'] },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { id } = filed.json<{ appeal: { id: number } }>().appeal;

    await w.bot.jobs.runDue();
    const post = await w.until((g) =>
      messagesIn(g, WELCOME).find((m) => m.author.id === DEMO.botUserId && m.content.includes('📨')),
    );
    expect(post.content).toBe(`📨 Ban appeal #${id} from <@${appellant}>`);
    expect(post.embeds[0]?.description).toContain('Ban reason: raiding');
    expect(post.embeds[0]?.fields).toEqual([
      { name: 'Why should the ban be lifted?', value: 'It was my brother.' },
      { name: 'What will you do differently?', value: 'Lock my account.' },
    ]);
    const buttons = post.components?.[0]?.components ?? [];
    expect(buttons.map((b) => [b.custom_id, b.label])).toEqual([
      [`appeal:approve:${id}`, 'Approve'],
      [`appeal:deny:${id}`, 'Deny'],
      [`appeal:block:${id}`, 'Deny and block'],
    ]);
    // Running the jobs again posts nothing more.
    await w.bot.jobs.runDue();

    const click = (userId: string) =>
      w.act('/_world/click', { message_id: post.id, user_id: userId, custom_id: `appeal:approve:${id}` });
    // A member without Ban Members is refused privately; the ban stays.
    expect((await click(bystander)).statusCode).toBe(201);
    const refused = await w.until(
      (g) => messagesIn(g, WELCOME).find((m) => m.ephemeral_for === bystander)?.content,
    );
    expect(refused).toBe('Only members who can ban members (Ban Members) may decide appeals.');
    expect(bannedIds((await w.guild()).bans)).toContain(appellant);

    // The owner approves: the ban is lifted, the post says so and loses its buttons.
    expect((await click(AKARI)).statusCode).toBe(201);
    const decided = await w.until((g) => {
      const updated = messagesIn(g, WELCOME).find((m) => m.id === post.id);
      return !bannedIds(g.bans).includes(appellant) && updated?.content.includes('✅') && updated;
    });
    expect(decided.content).toContain(`✅ Approved by <@${AKARI}>: the ban is lifted.`);
    expect(decided.components ?? []).toEqual([]);
    expect(messagesIn(await w.guild(), WELCOME).filter((m) => m.content.includes('📨'))).toHaveLength(1);

    // An unban case by the owner, linked to the appeal.
    const cases = await w.app.database.db
      .select()
      .from(schema.modCases)
      .where(and(eq(schema.modCases.guildId, A), eq(schema.modCases.userId, appellant)));
    expect(cases.map((c) => [c.type, c.moderatorId, c.key])).toEqual([['unban', AKARI, `appeal:${id}`]]);
    const page = await w.app.inject({ url: `/api/appeals/${A}`, headers: session.headers });
    expect(page.json<AppealAnswer>()).toMatchObject({
      banned: false,
      appeal: { id, status: 'approved' },
      canAppeal: false,
    });
    const [row] = await w.app.database.db
      .select()
      .from(schema.banAppeals)
      .where(eq(schema.banAppeals.id, id));
    expect(row).toMatchObject({ status: 'approved', moderatorId: AKARI, caseNumber: cases[0]?.number });
  });
});

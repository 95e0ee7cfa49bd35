import { DEMO } from '@hoshi/discord-emulator';
import { ROLES_DEFAULTS, type RolesSettings } from '@hoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPageClient } from './settings-page-client.ts';
import { closeTestApp, createTestApp, DATABASES, GUILDS, signIn, USERS } from './helpers.ts';

const A = GUILDS.A;
const { memberA, funA, moderatorA, botA, moderatorB } = DEMO.roles;

describe.each(DATABASES)('special roles (roles) on $name', (database) => {
  let app: FastifyInstance;
  let akari: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp(database);
    akari = await signIn(app, USERS.akari);
  });
  afterAll(() => closeTestApp(app));

  const page = () => settingsPageClient<RolesSettings>(app, akari, A, 'roles');
  const get = () => page().get();
  const save = (payload: unknown) => page().save(payload);
  const current = () => page().current();

  it('starts with no roles and a timeout for both gate and newbie', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: A, name: 'Star Lounge', settings: ROLES_DEFAULTS });
  });

  it('saves the newbie action to newbie.action and leaves gate.action as it was (DESIGN §7)', async () => {
    const before = await current();
    const next: RolesSettings = {
      ...before,
      entry: memberA,
      vc: funA,
      gate: { role: null, action: 'kick' },
      newbie: { role: funA, action: 'ban' },
    };
    const res = await save(next);
    expect(res.statusCode).toBe(200);
    const saved = await current();
    expect(saved.newbie).toEqual({ role: funA, action: 'ban' });
    expect(saved.gate).toEqual({ role: null, action: 'kick' });
    expect(saved.version).toBe(before.version + 1);
  });

  it('takes a gate role above Hoshi (Hoshi never gives it) but not one Hoshi also gives', async () => {
    const before = await current();
    const ok = await save({ ...before, gate: { role: moderatorA, action: 'timeout' } });
    expect(ok.statusCode).toBe(200);
    const clash = await save({
      ...(await current()),
      entry: funA,
      vc: null,
      newbie: { role: funA, action: 'kick' },
      gate: { role: funA, action: 'ban' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.issues).toEqual([
      expect.objectContaining({ path: 'gate.role', code: 'same_as', params: { field: 'entry' } }),
      expect.objectContaining({ path: 'gate.role', code: 'same_as', params: { field: 'newbie.role' } }),
    ]);
  });

  const refused: Array<[string, (s: RolesSettings) => unknown, string, string]> = [
    ['an entry role above Hoshi', (s) => ({ ...s, entry: moderatorA }), 'entry', 'role_not_assignable'],
    ["Hoshi's own managed role as VC role", (s) => ({ ...s, vc: botA }), 'vc', 'role_not_assignable'],
    [
      'a newbie role above Hoshi',
      (s) => ({ ...s, newbie: { role: moderatorA, action: 'kick' } }),
      'newbie.role',
      'role_not_assignable',
    ],
    ['a bot role of another server', (s) => ({ ...s, bot: moderatorB }), 'bot', 'not_in_guild'],
    [
      'an unknown gate action',
      (s) => ({ ...s, gate: { role: null, action: 'mute' } }),
      'gate.action',
      'one_of',
    ],
    ['a newbie without an action', (s) => ({ ...s, newbie: { role: funA } }), 'newbie.action', 'one_of'],
    ['a role id that is not a snowflake', (s) => ({ ...s, vc: '@everyone' }), 'vc', 'snowflake'],
  ];

  it.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
    page().expectRefused(change, path, code),
  );

  it('answers 403 to a plain member and for a server akari may not manage', async () => {
    const mika = await signIn(app, USERS.mika);
    const asMika = await app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/info/roles`,
      headers: mika.headers,
    });
    expect(asMika.statusCode).toBe(403);
    const other = await app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.C}/roles`,
      headers: akari.headers,
      payload: { ...ROLES_DEFAULTS, token: akari.token },
    });
    expect(other.statusCode).toBe(403);
  });
});

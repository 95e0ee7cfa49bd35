import { DEMO } from '@hoshi/discord-emulator';
import { ROLES_DEFAULTS, type RolesSettings } from '@hoshi/contracts';
import { expect } from 'vitest';
import { settingsPageClient } from './settings-page-client.ts';
import { describeApp, GUILDS } from './helpers.ts';

const A = GUILDS.A;
const { memberA, funA, moderatorA, botA, moderatorB } = DEMO.roles;

describeApp('special roles (roles)', {}, (test, the) => {
  const page = () => settingsPageClient<RolesSettings>(the.app, the.akari, A, 'roles');
  const get = () => page().get();
  const save = (payload: unknown) => page().save(payload);
  const current = () => page().current();

  test('starts with no roles and a timeout for both gate and newbie', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: A, name: 'Star Lounge', settings: ROLES_DEFAULTS });
  });

  test('saves the newbie action to newbie.action and leaves gate.action as it was (docs/product.md#special-roles)', async () => {
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

  test('takes a gate role above Hoshi (Hoshi never gives it) but not one Hoshi also gives', async () => {
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

  test.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
    page().expectRefused(change, path, code),
  );

  test('answers 403 to a plain member and for a server akari may not manage', async () => {
    const asMika = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/info/roles`,
      headers: the.mika.headers,
    });
    expect(asMika.statusCode).toBe(403);
    const other = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.C}/roles`,
      headers: the.akari.headers,
      payload: { ...ROLES_DEFAULTS, token: the.akari.token },
    });
    expect(other.statusCode).toBe(403);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLES_DEFAULTS, type RolesSettings } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, publicConfig, roles } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { RolesPage } from './roles-page.tsx';

const stored: RolesSettings = { ...ROLES_DEFAULTS, version: 3, gate: { role: null, action: 'kick' } };
const originalAdapter = http.defaults.adapter;
let saves: RolesSettings[];

beforeEach(() => {
  saves = [];
  sessionStore.set({
    accessToken: 'tok',
    authLoaded: true,
    user: { id: '1', username: 'akari', avatar: null },
  });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/info/roles`)
      return { status: 200, data: { id: GUILD_ID, name: 'Star Lounge', icon: null, settings: stored } };
    if (path === `/guilds/${GUILD_ID}/roles`) return { status: 200, data: roles };
    const { token: _token, ...body } = JSON.parse(String(config.data)) as RolesSettings & { token: string };
    saves.push(body);
    return { status: 200, data: { data: { ...body, version: body.version + 1 } } };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

async function renderRoles() {
  renderAt(`/dashboard/servers/${GUILD_ID}/roles`, <RolesPage id={GUILD_ID} />);
  await screen.findByRole('heading', { name: 'Role Setup' });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('special roles', () => {
  it('shows each action from its own role: gate kick, newbie timeout (3 days)', async () => {
    await renderRoles();
    expect(within(group('Gate role')).getByRole('radio', { name: 'Kick' })).toBeChecked();
    expect(within(group('Newbie role')).getByRole('radio', { name: 'Timeout (3 days)' })).toBeChecked();
  });

  it('saves the newbie action to newbie.action and leaves gate.action alone (DESIGN §7)', async () => {
    await renderRoles();
    fireEvent.click(within(group('Newbie role')).getByRole('radio', { name: 'Ban' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ ...stored, newbie: { role: null, action: 'ban' } });
  });

  it('warns about a role above Hoshi where Hoshi gives it, not for the gate role it never gives', async () => {
    await renderRoles();
    const pickAdmin = (input: HTMLElement) => {
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.click(screen.getByRole('option', { name: /^Admin/ }));
    };
    pickAdmin(screen.getByRole('combobox', { name: 'Entry role' }));
    pickAdmin(within(group('Gate role')).getByRole('combobox', { name: 'Role' }));
    expect(
      screen.getAllByText(/Hoshi can't assign it/).filter((el) => el.closest('.field-warning')),
    ).toHaveLength(1);
  });
});

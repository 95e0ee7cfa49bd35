import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES_DEFAULTS } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { RolesPage } from './roles-page.tsx';

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
const { version: _version, ...defaults } = ROLES_DEFAULTS;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'roles', { ...defaults, gate: { role: null, action: 'kick' } });
});

async function renderRoles() {
  renderAt(`/dashboard/servers/${GUILD}/roles`, <RolesPage id={GUILD} />);
  await screen.findByRole('heading', { name: 'Role Setup' });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('special roles', () => {
  it('shows each action from its own role: gate kick, newbie timeout (3 days)', async () => {
    await renderRoles();
    expect(within(group('Gate role')).getByRole('radio', { name: 'Kick' })).toBeChecked();
    expect(within(group('Newbie role')).getByRole('radio', { name: 'Timeout (3 days)' })).toBeChecked();
  });

  it('saves the newbie action to newbie.action and leaves gate.action alone (docs/product.md#special-roles)', async () => {
    const before = await server().stored(GUILD, 'roles');
    await renderRoles();
    await user.click(within(group('Newbie role')).getByRole('radio', { name: 'Ban' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await server().stored(GUILD, 'roles')).toEqual({
        ...before,
        version: before.version + 1,
        newbie: { ...before.newbie, action: 'ban' },
      }),
    );
  });

  it('offers a role above Hoshi disabled where Hoshi gives it, and freely for the gate role it never gives', async () => {
    await renderRoles();
    await user.click(screen.getByRole('combobox', { name: 'Entry role' }));
    const admin = screen.getByRole('option', { name: /^Admin/ });
    expect(admin).toHaveAttribute('aria-disabled', 'true');
    expect(admin).toHaveAccessibleDescription("Above Hoshi's highest role — Hoshi can't assign it");
    await user.click(admin);
    await user.keyboard('{Escape}');
    await user.click(within(group('Gate role')).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Admin' }));
    // The gate role holds Admin; the entry role stayed empty, and nothing warns.
    expect(within(group('Gate role')).getByText('Admin')).toBeInTheDocument();
    expect(
      screen.queryAllByText(/Hoshi can't assign it/).filter((el) => el.closest('.field-warning')),
    ).toHaveLength(0);
  });
});

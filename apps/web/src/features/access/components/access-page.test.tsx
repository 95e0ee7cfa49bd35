import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { AccessPage } from './access-page.tsx';

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'access', { grants: [] });
});

describe('access for roles (docs/product.md#access-for-roles)', () => {
  it('grants a role edit on two groups until a day, saved as the end of that day', async () => {
    renderAt(`/dashboard/servers/${GUILD}/access`, <AccessPage id={GUILD} />);
    await screen.findByRole('heading', { name: 'Dashboard Access' });
    expect(screen.getByText('No role has access yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Add a role' }));
    await user.click(screen.getByRole('option', { name: 'Stargazers' }));
    const grant = screen.getByRole('group', { name: 'Grant 1' });
    await user.click(within(grant).getByRole('radio', { name: 'Edit' }));
    await user.click(within(grant).getByRole('checkbox', { name: 'Auto-VC, VC alerts' }));
    await user.click(within(grant).getByRole('checkbox', { name: 'Role setup' }));
    await user.type(within(grant).getByLabelText('Until'), '2030-05-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const stored = await server().stored(GUILD, 'access');
      expect(stored.grants).toEqual([
        {
          role: DEMO.roles.funA,
          level: 'edit',
          groups: ['voice', 'roles'],
          until: new Date(2030, 4, 31, 23, 59, 59).toISOString(),
        },
      ]);
    });
  });
});

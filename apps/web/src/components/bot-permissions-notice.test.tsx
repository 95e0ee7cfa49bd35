import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { ROLES_DEFAULTS } from '@hoshi/contracts';
import { realServerPerFile } from '../testing/real-server.ts';
import { renderAt } from '../testing/render.tsx';
import { RegisteredSettingsPage } from './settings/registered-settings-page.tsx';

const server = realServerPerFile();

function renderRolesOf(guildId: string) {
  renderAt(
    '/dashboard/servers/:id/roles',
    <RegisteredSettingsPage page="roles" guildId={guildId} extra={{}}>
      {() => <p>editor</p>}
    </RegisteredSettingsPage>,
  );
}

// docs/product.md#hoshis-permissions
describe('a settings page whose settings need a permission Hoshi lacks', () => {
  it('says which one (Cafe Comet: a bare invite, the gate kicks), and checks again from Discord', async () => {
    await server().signInAs(DEMO.users.sora);
    const { version, ...document } = ROLES_DEFAULTS;
    void version;
    // The member role of Cafe Comet (demo-ids: guild 3, slot 4): a gate role may be any role.
    await server().store(DEMO.guilds.C, 'roles', {
      ...document,
      gate: { role: '50000000000003004', action: 'kick' },
    });
    renderRolesOf(DEMO.guilds.C);
    expect(await screen.findByText('Hoshi needs Kick Members here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(server().sent.map((r) => r.url)).toContainEqual(
        expect.stringMatching(new RegExp(`/api/guilds/${DEMO.guilds.C}/bot-permissions\\?fresh=1$`)),
      ),
    );
    expect(await screen.findByText('Hoshi needs Kick Members here')).toBeInTheDocument();
  });

  it('says nothing where Hoshi holds what the settings need (Star Lounge, invited with the link)', async () => {
    await server().signInAs(DEMO.users.akari);
    const { version, ...document } = ROLES_DEFAULTS;
    void version;
    await server().store(DEMO.guilds.A, 'roles', {
      ...document,
      gate: { role: DEMO.roles.funA, action: 'ban' },
    });
    renderRolesOf(DEMO.guilds.A);
    expect(await screen.findByText('editor')).toBeInTheDocument();
    await waitFor(() =>
      expect(server().requests).toContain(`GET /api/guilds/${DEMO.guilds.A}/bot-permissions`),
    );
    expect(screen.queryByText(/Hoshi needs/)).not.toBeInTheDocument();
  });
});

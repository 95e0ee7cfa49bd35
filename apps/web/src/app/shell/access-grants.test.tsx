import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { ServerHub } from '../../features/server-hub/components/server-hub.tsx';
import { RolesPage } from '../../features/roles/components/roles-page.tsx';
import { realServerPerFile } from '../../testing/real-server.ts';
import { renderAt } from '../../testing/render.tsx';

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();

// akari (Star Lounge's owner) grants Stargazers, mika's role, "view" on Role Setup; mika signs in.
beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'access', {
    grants: [{ role: DEMO.roles.funA, level: 'view', groups: ['roles'], until: null }],
  });
  await server().signInAs(DEMO.users.mika);
});

describe('a member by a role grant (docs/product.md#access-for-roles)', () => {
  it('a member by a view grant sees only the pages of their groups in the hub', async () => {
    renderAt(`/dashboard/servers/${GUILD}`, <ServerHub id={GUILD} />);
    await screen.findByRole('link', { name: /Role Setup/ });
    for (const hidden of [/Join\/Leave/, /Dashboard Access/, /History/, /Moderation/])
      expect(screen.queryByRole('link', { name: hidden })).toBeNull();
    expect(screen.queryByText('The language Hoshi speaks here')).toBeNull();
  });

  it('a view grant shows a settings page without Undo and Save, saying why', async () => {
    renderAt(`/dashboard/servers/${GUILD}/roles`, <RolesPage id={GUILD} />);
    await screen.findByRole('heading', { name: 'Role Setup' });
    expect(await screen.findByText(/You may view this page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Gate role' })).getByRole('radio', { name: 'Kick' }),
    ).toBeDisabled();
  });
});

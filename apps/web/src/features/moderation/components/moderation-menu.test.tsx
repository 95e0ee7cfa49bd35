import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { loadModerationTexts } from '../texts.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { ModerationMenu } from './moderation-menu.tsx';

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
// The route loads the moderation texts; a test renders the page without it.
beforeAll(() => loadModerationTexts());

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
});
afterEach(() => window.localStorage.removeItem(STORAGE_KEYS.guilds));

const renderMenu = () =>
  renderRoutes(
    [
      { path: '/dashboard/servers/:id/moderation', element: <ModerationMenu id={GUILD} /> },
      { path: '/dashboard', element: <h1>Your servers</h1> },
    ],
    [`/dashboard/servers/${GUILD}/moderation`],
  );

describe('moderation menu', () => {
  it('shows five cards for a server in the stored guild list, each leading to its page', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.guilds,
      JSON.stringify({ [GUILD]: { id: GUILD, name: 'Star Lounge', icon: null, members: 1234 } }),
    );
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Star Lounge' })).toBeInTheDocument();
    const cards = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('/moderation/'));
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      ['antispam', 'warnings', 'banappeals', 'pings', 'logs', 'cases'].map(
        (page) => `/dashboard/servers/${GUILD}/moderation/${page}`,
      ),
    );
    expect(screen.getByRole('link', { name: /Ping Moderation/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your servers' })).not.toBeInTheDocument();
  });

  it('shows a Back button to /dashboard when the server is not in the stored guild list', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Unknown Server' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Anti-Spam/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your servers' }));
    expect(await screen.findByRole('heading', { name: 'Your servers' })).toBeInTheDocument();
  });
});

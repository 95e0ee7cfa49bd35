import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@hoshi/contracts';
import type { User } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ServerList } from './server-list.tsx';

const server = realServerPerFile();
let user: User;

beforeEach(async () => {
  user = await server().signInAs(DEMO.users.akari);
  server().requests.length = 0;
});

afterEach(() => {
  sessionStore.reset();
});

describe('ServerList', () => {
  it('asks Discord for the ids with the Bearer token and no cookies, then the server for the filtered map', async () => {
    renderAt('/dashboard', <ServerList user={user} signIn={null} />);
    await screen.findByText('Star Lounge');
    expect(server().requests).toEqual(
      expect.arrayContaining(['GET /discord-emulator/api/v10/users/@me/guilds', 'POST /api/guilds']),
    );
    // akari is in A, B, C and D; the server keeps the two she may manage where Hoshi is.
    expect(Object.keys(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guilds) ?? '{}')).sort()).toEqual([
      DEMO.guilds.A,
      DEMO.guilds.B,
    ]);
  });

  it('shows a card per server with icon or initials and abbreviated members, then Add to Server', async () => {
    renderAt('/dashboard', <ServerList user={user} signIn={null} />);
    expect(screen.getByRole('heading', { name: 'Welcome, akari!' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your servers' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Star Lounge1.2K members',
      'Night Sky Club15.3K members',
      'Add to ServerInvite Hoshi to another server (opens in a new tab)',
    ]);
    expect(cards[0]).toHaveAttribute('href', `/dashboard/servers/${DEMO.guilds.A}`);
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toMatch(
      new RegExp(`/discord-emulator/cdn/icons/${DEMO.guilds.A}/\\w+\\.png$`),
    );
    expect(cards[2]?.getAttribute('href')).toMatch(/\/discord-emulator\/oauth2\/authorize\?.*scope=bot/);
  });

  it('a sign-in made for a ban appeal (identify alone): Discord refuses the list, and the page says why and offers the usual sign-in', async () => {
    const appellant = await server().signInAs(DEMO.users.mika, '/api/discord/login?scope=identify');
    renderAt(
      '/dashboard',
      <ServerList user={appellant} signIn={<button type="button">Sign in with your servers</button>} />,
    );
    expect(
      await screen.findByRole('region', {
        name: 'You signed in without your servers, as a ban appeal does. Sign in again to see them.',
      }),
    ).toContainElement(screen.getByRole('button', { name: 'Sign in with your servers' }));
    // Still signed in: the list's refusal is not a session that ended.
    expect(sessionStore.get().user).toEqual(appellant);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { authOf, pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ServerList } from './server-list.tsx';

const user = { id: '100000000000000001', avatar: null, username: 'akari' };
const guilds = {
  '200000000000000001': { id: '200000000000000001', name: 'Star Lounge', icon: 'abc', members: 1234 },
  '200000000000000002': { id: '200000000000000002', name: 'Night Sky Club', icon: null, members: 15300 },
};
const originalAdapter = http.defaults.adapter;
let calls: { url: string; auth?: string; credentials?: boolean; body?: unknown }[];

beforeEach(() => {
  calls = [];
  sessionStore.set({ accessToken: 'tok', user, authLoaded: true });
  http.defaults.adapter = stubAdapter((config) => {
    const url = `${config.baseURL ?? ''}${pathOf(config)}`;
    calls.push({
      url,
      auth: authOf(config),
      credentials: config.withCredentials,
      body: config.data && JSON.parse(String(config.data)),
    });
    if (url === '/api/config') {
      return {
        status: 200,
        data: {
          discordApiBase: 'https://discord.test/api/v10',
          cdnBase: 'https://cdn.test',
          inviteUrl: 'https://discord.test/invite',
          guideUrls: { en: '/en', ja: '/ja' },
          supportUrl: '/support',
          demo: false,
        },
      };
    }
    if (url === 'https://discord.test/api/v10/users/@me/guilds') {
      return {
        status: 200,
        data: [
          { id: '200000000000000001', name: 'ignored' },
          { id: '200000000000000002' },
          { id: '200000000000000003' },
        ],
      };
    }
    if (url === '/api/guilds') return { status: 200, data: guilds };
    return { status: 404 };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

describe('ServerList', () => {
  it('asks Discord for the ids with the Bearer token, then the server for the filtered map', async () => {
    renderAt('/dashboard', <ServerList user={user} />);
    await screen.findByText('Star Lounge');
    const discord = calls.find((c) => c.url.startsWith('https://discord.test'));
    expect(discord).toMatchObject({ auth: 'Bearer tok', credentials: false });
    expect(calls.find((c) => c.url === '/api/guilds')?.body).toEqual({
      id: user.id,
      guilds: ['200000000000000001', '200000000000000002', '200000000000000003'],
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.guilds) ?? '{}')).toEqual(guilds);
  });

  it('shows a card per server with icon or initials and abbreviated members, then Add to Server', async () => {
    renderAt('/dashboard', <ServerList user={user} />);
    expect(screen.getByRole('heading', { name: 'Welcome, akari!' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your servers' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Star Lounge1.2K members',
      'NSNight Sky Club15.3K members',
      'Add to ServerInvite Hoshi to another server (opens in a new tab)',
    ]);
    expect(cards[0]).toHaveAttribute('href', '/dashboard/servers/200000000000000001');
    expect(cards[0]?.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.test/icons/200000000000000001/abc.png',
    );
    expect(cards[2]).toHaveAttribute('href', 'https://discord.test/invite');
  });
});

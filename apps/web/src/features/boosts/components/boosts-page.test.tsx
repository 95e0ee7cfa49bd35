import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOSTS_DEFAULTS, type BoostsSettings } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, channels, publicConfig, roles } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { BoostsPage } from './boosts-page.tsx';

vi.mock('@skyra/discord-components-react', () => import('../../../testing/discord-components.tsx'));

const stored: BoostsSettings = { ...BOOSTS_DEFAULTS, version: 2 };
const originalAdapter = http.defaults.adapter;
let saves: BoostsSettings[];

beforeEach(() => {
  saves = [];
  sessionStore.set({
    accessToken: 'tok',
    authLoaded: true,
    user: { id: '100000000000000001', username: 'akari', avatar: 'abc' },
  });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/info/boosts`)
      return {
        status: 200,
        data: { id: GUILD_ID, name: 'Star Lounge', icon: null, settings: stored, boostTier: 2 },
      };
    if (path === `/guilds/${GUILD_ID}/info`)
      return {
        status: 200,
        data: { id: GUILD_ID, name: 'Star Lounge', icon: null, lang: 'en', troll: false, members: 1234 },
      };
    if (path === `/guilds/${GUILD_ID}/channels`) return { status: 200, data: channels };
    if (path === `/guilds/${GUILD_ID}/roles`) return { status: 200, data: roles };
    const { token: _token, ...body } = JSON.parse(String(config.data)) as BoostsSettings & { token: string };
    saves.push(body);
    return { status: 200, data: { data: { ...body, version: body.version + 1 } } };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

async function renderBoosts() {
  renderAt(`/dashboard/servers/${GUILD_ID}/boosts`, <BoostsPage id={GUILD_ID} />);
  await screen.findByRole('heading', { name: 'Boosts' });
}

const preview = () => screen.getByRole('article', { name: 'Message from Hoshi' });

describe('boosts', () => {
  it('shows the boost level the server answered', async () => {
    await renderBoosts();
    expect(screen.getByText('Level 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Level 2 of 3' })).toBeInTheDocument();
  });

  it('previews the thank-you with the variables filled in as it is typed', async () => {
    await renderBoosts();
    expect(preview()).toHaveTextContent('Thank you for boosting Star Lounge, @akari! We are at level 2 now.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: '**!NAME!** made !SERVER! shine' },
    });
    expect(within(preview()).getByText('akari').closest('strong')).not.toBeNull();
    expect(preview()).toHaveTextContent('akari made Star Lounge shine');
  });

  it('offers text and voice channels, and saves the channel without the boost level', async () => {
    await renderBoosts();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Channel' }), { key: 'ArrowDown' });
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lounge/), expect.stringMatching(/^AFK/)]),
    );
    expect(names.some((name) => name?.startsWith('ideas'))).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: /^Lounge/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ ...stored, channel: '400000000000000013' });
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, publicConfig } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ServerHub } from './server-hub.tsx';

const id = GUILD_ID;
const config = publicConfig;
const originalAdapter = http.defaults.adapter;

let saves: { path: string; body: unknown }[];
let lang: 'en' | 'ja';
let troll: boolean;

beforeEach(() => {
  saves = [];
  lang = 'en';
  troll = false;
  sessionStore.set({ accessToken: 'tok' });
  http.defaults.adapter = stubAdapter((config_) => {
    const path = pathOf(config_);
    if (path === '/config') return { status: 200, data: config };
    if (path === `/guilds/${id}/info`) {
      return { status: 200, data: { id, name: 'Star Lounge', icon: null, lang, troll, members: 1234 } };
    }
    saves.push({ path, body: JSON.parse(String(config_.data)) });
    if (path.endsWith('/language')) {
      lang = lang === 'en' ? 'ja' : 'en';
      return { status: 200, data: { data: { lang } } };
    }
    troll = !troll;
    return { status: 200, data: { data: { troll } } };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
  vi.useRealTimers();
});

async function renderHub() {
  renderAt('/dashboard/servers/:id', <ServerHub id={id} />);
  await screen.findByRole('heading', { name: 'Star Lounge' });
  vi.useFakeTimers();
}

describe('server hub toggles', () => {
  it('a Language toggle pressed twice within 2 s calls the server once, and again after 2 s', async () => {
    await renderHub();
    const toggle = screen.getByRole('button', { name: /Language/ });

    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS - 1));
    fireEvent.click(toggle);
    expect(saves).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    fireEvent.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saves).toHaveLength(2);
  });

  it('sends the token and shows the language from the answer', async () => {
    await renderHub();
    expect(screen.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saves[0]).toEqual({ path: `/save/guilds/${id}/language`, body: { token: 'tok' } });
    expect(screen.getByRole('button', { name: /Language/ })).toHaveTextContent('日本語');
  });

  it('an Items switch pressed twice within 2 s calls the server once and follows the answer', async () => {
    await renderHub();
    const items = screen.getByRole('switch', { name: /Items/ });
    expect(items).toHaveAttribute('aria-checked', 'false');

    fireEvent.click(items);
    fireEvent.click(items);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saves.map((s) => s.path)).toEqual([`/save/guilds/${id}/items`]);
    expect(items).toHaveAttribute('aria-checked', 'true');

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    fireEvent.click(items);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saves).toHaveLength(2);
    expect(items).toHaveAttribute('aria-checked', 'false');
  });

  it('links every Server entry to its page', async () => {
    await renderHub();
    expect(screen.getByRole('link', { name: /Join\/Leave/ })).toHaveAttribute(
      'href',
      `/dashboard/servers/${id}/greetings`,
    );
    expect(screen.getByRole('link', { name: /XP System/ })).toHaveAttribute(
      'href',
      `/dashboard/servers/${id}/xp`,
    );
    expect(screen.getByRole('link', { name: /Inventory/ })).toHaveAttribute(
      'href',
      `/dashboard/servers/${id}/inventory`,
    );
  });
});

describe('server hub for a server that cannot be managed here', () => {
  function answerInfoWith(status: number) {
    http.defaults.adapter = stubAdapter((request) =>
      pathOf(request) === '/config'
        ? { status: 200, data: config }
        : { status, data: { error: { code: 'x', message: 'x', issues: [] } } },
    );
  }

  it('says the user may not manage it (403) and leads back to the server list', async () => {
    answerInfoWith(403);
    renderAt('/dashboard/servers/:id', <ServerHub id={id} />);
    expect(await screen.findByRole('heading', { name: "You can't manage this server" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: /Add Hoshi/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("says Hoshi isn't there yet (404) and offers the invite for this very server", async () => {
    answerInfoWith(404);
    renderAt('/dashboard/servers/:id', <ServerHub id={id} />);
    expect(
      await screen.findByRole('heading', { name: "Hoshi isn't on this server yet" }),
    ).toBeInTheDocument();
    const invite = await screen.findByRole('link', { name: /Add Hoshi to this server/ });
    const url = new URL(invite.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/invite');
    expect(url.searchParams.get('guild_id')).toBe(id);
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/dashboard');
  });
});

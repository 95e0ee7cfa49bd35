import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ServerHub } from './server-hub.tsx';

const id = DEMO.guilds.A;
const server = realServerPerFile();
const saves = (what: string) => server().requests.filter((r) => r === `POST /api/save/guilds/${id}/${what}`);
interface GuildInfo {
  lang: 'en' | 'ja';
  troll: boolean;
}

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
  server().requests.length = 0;
});

afterEach(() => {
  sessionStore.reset();
  vi.useRealTimers();
});

/**
 * Renders the hub, then hands the clock to the test. The fake clock also runs on by itself, so
 * the real server's own short timers fire as they would; the test jumps over the 2 s windows.
 */
async function renderHub(guild: string = id, name = 'Star Lounge') {
  renderAt('/dashboard/servers/:id', <ServerHub id={guild} />);
  await screen.findByRole('heading', { name });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Lets the real server answer: its I/O runs on immediates, the clock stays where it is. */
const settle = () =>
  act(() => new Promise<void>((resolve) => setImmediate(resolve)).then(() => vi.advanceTimersByTimeAsync(0)));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle();
};

describe('server hub toggles', () => {
  it('a Language toggle pressed twice within 2 s calls the server once, and again after 2 s', async () => {
    const user = await renderHub();
    const toggle = screen.getByRole('button', { name: /Language/ });

    await user.click(toggle);
    await user.click(toggle);
    await until(() => saves('language').length > 0);
    // Half the window later (the clock also runs on a little by itself): still dropped.
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS / 2));
    await user.click(toggle);
    await settle();
    expect(saves('language')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS / 2));
    await user.click(toggle);
    await until(() => saves('language').length > 1);
    expect(saves('language')).toHaveLength(2);
  });

  it('switches the server language and shows the language the server answers', async () => {
    // Night Sky Club: the server keeps each toggle's 2 s window too, and the test before this
    // one has just used Star Lounge's.
    const other = DEMO.guilds.B;
    const before = await server().get<GuildInfo>(`/api/guilds/${other}/info`);
    const user = await renderHub(other, 'Night Sky Club');
    const toggle = screen.getByRole('button', { name: /Language/ });
    expect(toggle).toHaveTextContent(before.lang === 'en' ? 'English' : '日本語');
    await user.click(toggle);
    const next = before.lang === 'en' ? 'ja' : 'en';
    await until(() => toggle.textContent.includes(next === 'ja' ? '日本語' : 'English'));
    expect(toggle).toHaveTextContent(next === 'ja' ? '日本語' : 'English');
    expect((await server().get<GuildInfo>(`/api/guilds/${other}/info`)).lang).toBe(next);
  });

  it('an Items switch pressed twice within 2 s calls the server once and follows the answer', async () => {
    const before = await server().get<GuildInfo>(`/api/guilds/${id}/info`);
    const user = await renderHub();
    const items = screen.getByRole('switch', { name: /Items/ });
    expect(items).toHaveAttribute('aria-checked', String(before.troll));

    await user.click(items);
    await user.click(items);
    await until(() => items.getAttribute('aria-checked') === String(!before.troll));
    expect(saves('items')).toHaveLength(1);
    expect((await server().get<GuildInfo>(`/api/guilds/${id}/info`)).troll).toBe(!before.troll);

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    await user.click(items);
    await until(() => items.getAttribute('aria-checked') === String(before.troll));
    expect(saves('items')).toHaveLength(2);
    expect(items).toHaveAttribute('aria-checked', String(before.troll));
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
  it('says the user may not manage it (403: Cafe Comet) and leads back to the server list', async () => {
    renderAt('/dashboard/servers/:id', <ServerHub id={DEMO.guilds.C} />);
    expect(await screen.findByRole('heading', { name: "You can't manage this server" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: /Add Hoshi/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("says Hoshi isn't there yet (404: Quiet Garden) and offers the invite for this very server", async () => {
    renderAt('/dashboard/servers/:id', <ServerHub id={DEMO.guilds.D} />);
    expect(
      await screen.findByRole('heading', { name: "Hoshi isn't on this server yet" }),
    ).toBeInTheDocument();
    const invite = await screen.findByRole('link', { name: /Add Hoshi to this server/ });
    const url = new URL(invite.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/discord-emulator/oauth2/authorize');
    expect(url.searchParams.get('guild_id')).toBe(DEMO.guilds.D);
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/dashboard');
  });
});

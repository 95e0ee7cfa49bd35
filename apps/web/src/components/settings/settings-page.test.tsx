import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { Toaster, toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_THROTTLE_MS, GREETINGS_DEFAULTS } from '@hoshi/contracts';
import type { GreetingsSettings } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { sessionStore } from '../../lib/session/session-store.ts';
import { realServerPerFile } from '../../testing/real-server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { RegisteredSettingsPage } from './registered-settings-page.tsx';

// The scaffold under a real registered page (greetings) on the real server, with the smallest
// editor: the join message as a title, and a button that sets the leave message to an equal copy.
const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
const start: Omit<GreetingsSettings, 'version'> = {
  join: { ...GREETINGS_DEFAULTS.join, message: 'Hello' },
  leave: GREETINGS_DEFAULTS.leave,
};
const saves = () => server().requests.filter((r) => r === `POST /api/save/guilds/${GUILD}/greetings`);
let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'greetings', start);
  server().requests.length = 0;
});

afterEach(() => {
  sessionStore.reset();
  toast.remove();
  vi.useRealTimers();
});

function MessagePage() {
  return (
    <RegisteredSettingsPage page="greetings" guildId={GUILD} extra={{}}>
      {(form) => (
        <>
          <label>
            Title
            <input
              value={form.value.join.message}
              onChange={(e) => form.set((f) => ({ ...f, join: { ...f.join, message: e.target.value } }))}
            />
          </label>
          <button type="button" onClick={() => form.set((f) => ({ ...f, leave: { ...f.leave } }))}>
            Copy leave
          </button>
          <button
            type="button"
            onClick={() => form.set((f) => ({ ...f, leave: { ...f.leave, style: 'card' } }))}
          >
            Leave as card
          </button>
          <button
            type="button"
            onClick={() => form.set((f) => ({ ...f, leave: { ...f.leave, style: 'text' } }))}
          >
            Leave as text
          </button>
          <Link to="/elsewhere">Go elsewhere</Link>
        </>
      )}
    </RegisteredSettingsPage>
  );
}

async function renderPage({ wait = true } = {}) {
  const view = renderRoutes(
    [
      {
        path: '/s',
        element: (
          <>
            <MessagePage />
            <Toaster />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    ['/s'],
  );
  if (wait) await screen.findByRole('heading', { name: 'Join/Leave' });
  return view;
}

const COOLING_HINT = 'One moment: Save can be pressed once every 2 seconds.';
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const titleInput = () => screen.getByRole('textbox', { name: 'Title' });
const typeTitle = async (value: string) => {
  await user.clear(titleInput());
  await user.type(titleInput(), value);
};
/** Lets the fake clock run on (and the real server answer) without crossing a 2 s window. */
const fakeClock = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
};
/** Someone else saves meanwhile, through the real save route. */
const theirs = { ...start, join: { ...start.join, message: 'Their title' } };

describe('settings scaffold: saved and working copies', () => {
  it('keeps the loader (under the server header) until the page data has arrived', async () => {
    await renderPage({ wait: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown Server');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Join/Leave' })).toBeInTheDocument();
  });

  it('shows Save as disabled until the working copy differs, and the corner badge while it does', async () => {
    await renderPage();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await typeTitle('Hello!');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('compares deeply: an equal copy, or an edit undone by hand, is not a change', async () => {
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Copy leave' }));
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Leave as card' }));
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(screen.getByRole('button', { name: 'Leave as text' }));
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('Undo restores the saved copy', async () => {
    await renderPage();
    await typeTitle('Changed');
    await user.click(screen.getByRole('button', { name: 'Leave as card' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(titleInput()).toHaveValue('Hello');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("after a save the saved copy is the server's answer, and the next save starts from its version", async () => {
    await renderPage();
    fakeClock();
    await typeTitle('Once');
    await user.click(saveButton());
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await typeTitle('Twice');
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    await user.click(saveButton());
    await waitFor(async () => expect((await server().stored(GUILD, 'greetings')).join.message).toBe('Twice'));
    // No conflict: the second save went with the version the first one answered.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(2);
  });

  it('pressing Save with nothing changed shows "No changes..." and sends nothing', async () => {
    await renderPage();
    await user.click(saveButton());
    expect(await screen.findByText('No changes...')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('shows Save resting for 2 s after a press, and says why a press then does nothing', async () => {
    await renderPage();
    fakeClock();
    await typeTitle('One');
    await user.click(saveButton());
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    await typeTitle('Two');
    expect(saveButton()).toHaveClass('button--cooling');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(COOLING_HINT)).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(screen.getByText(COOLING_HINT)).toBeInTheDocument();
    expect(saveButton()).toHaveAccessibleDescription(COOLING_HINT);
    expect(saves()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    expect(saveButton()).not.toHaveClass('button--cooling');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText(COOLING_HINT)).not.toBeInTheDocument();
  });

  it('throttles Save to one press per 2 s', async () => {
    await renderPage();
    fakeClock();
    await typeTitle('One');
    await user.click(saveButton());
    await typeTitle('Two');
    await user.click(saveButton());
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS / 2));
    await user.click(saveButton());
    await waitFor(async () => expect((await server().stored(GUILD, 'greetings')).join.message).toBe('One'));
    expect(saves()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    await user.click(saveButton());
    await waitFor(async () => expect((await server().stored(GUILD, 'greetings')).join.message).toBe('Two'));
    expect(saves()).toHaveLength(2);
  });

  it('a 400 keeps the edits and shows the refusal naming the field, in the reader’s language', async () => {
    await renderPage();
    fakeClock();
    // A NUL cannot be stored: the server refuses it with a code the page words.
    await user.clear(titleInput());
    await user.click(titleInput());
    await user.paste('Bad\u0000title');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The server did not accept: .*Message contains a character that cannot be saved/,
    );
    expect(titleInput()).toHaveValue('Bad\u0000title');
    // Save rests for the 2 s after a press, then the edits can be sent again.
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    expect((await server().stored(GUILD, 'greetings')).join.message).toBe('Hello');
  });
});

describe('settings scaffold: someone else saved meanwhile (409)', () => {
  async function saveIntoConflict() {
    fakeClock();
    await renderPage();
    await server().store(GUILD, 'greetings', theirs);
    await typeTitle('My title');
    await user.click(saveButton());
    return screen.findByRole('dialog', { name: 'Someone else saved these settings' });
  }

  it('asks before anything is replaced, and loading their version replaces both copies', async () => {
    const dialog = await saveIntoConflict();
    expect(titleInput()).toHaveValue('My title');

    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titleInput()).toHaveValue('Their title');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeping my changes keeps them, and the next save goes with their version', async () => {
    const dialog = await saveIntoConflict();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    expect(titleInput()).toHaveValue('My title');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    await user.click(saveButton());
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(await server().stored(GUILD, 'greetings')).toMatchObject({ join: { message: 'My title' } });
  });

  it('Escape decides nothing: the edits stay and the next save asks again', async () => {
    const dialog = await saveIntoConflict();
    // jsdom's <dialog> has no Escape handling: send the cancel event the browser sends for it.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titleInput()).toHaveValue('My title');

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    await user.click(saveButton());
    expect(
      await screen.findByRole('dialog', { name: 'Someone else saved these settings' }),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(2);
    expect((await server().stored(GUILD, 'greetings')).join.message).toBe('Their title');
  });
});

describe('settings scaffold: leaving with unsaved changes', () => {
  it('moves freely while nothing is unsaved', async () => {
    await renderPage();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('asks first: Stay keeps the page and the edits, Leave goes', async () => {
    await renderPage();
    await typeTitle('Unsaved');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(titleInput()).toHaveValue('Unsaved');

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('asks the browser before a reload or tab close', async () => {
    await renderPage();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await typeTitle('Unsaved');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

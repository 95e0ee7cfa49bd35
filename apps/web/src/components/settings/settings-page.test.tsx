import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { Toaster, toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { saveDocument } from '../../lib/api/settings.ts';
import { http } from '../../lib/http.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../testing/axios-stub.ts';
import type { StubReply } from '../../testing/axios-stub.ts';
import { GUILD_ID, publicConfig } from '../../testing/fixtures.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { SettingsPage } from './settings-page.tsx';

// A small document stands in for any settings page: a text and a list.
const noteSchema = z.object({ version: z.number(), title: z.string(), tags: z.array(z.string()) });
type Note = z.infer<typeof noteSchema>;
const loaded: Note = { version: 1, title: 'Hello', tags: ['a'] };
const answer = { id: GUILD_ID, name: 'Star Lounge', icon: null, settings: loaded };

const originalAdapter = http.defaults.adapter;
let sent: Note[];
let reply: (body: Note) => StubReply;

beforeEach(() => {
  sent = [];
  reply = (body) => ({ status: 200, data: { data: { ...body, version: body.version + 1 } } });
  sessionStore.set({ accessToken: 'tok' });
  http.defaults.adapter = stubAdapter((config) => {
    if (pathOf(config) === '/config') return { status: 200, data: publicConfig };
    const { token, ...body } = JSON.parse(String(config.data)) as Note & { token: string };
    expect(token).toBe('tok');
    sent.push(body);
    return reply(body);
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
  toast.remove();
  vi.useRealTimers();
});

function NotesPage({ ready = true }: { ready?: boolean }) {
  return (
    <SettingsPage
      guildId={GUILD_ID}
      title="Notes"
      answer={ready ? answer : undefined}
      extra={{}}
      save={(doc) => saveDocument(`${GUILD_ID}/notes`, doc, noteSchema)}
    >
      {(form) => (
        <>
          <label>
            Title
            <input
              value={form.value.title}
              onChange={(e) => form.set((f) => ({ ...f, title: e.target.value }))}
            />
          </label>
          <p>Tags: {form.value.tags.join(',')}</p>
          <button type="button" onClick={() => form.set((f) => ({ ...f, tags: [...f.tags, 'x'] }))}>
            Add tag
          </button>
          <button type="button" onClick={() => form.set((f) => ({ ...f, tags: f.tags.slice(0, -1) }))}>
            Drop tag
          </button>
          <Link to="/elsewhere">Go elsewhere</Link>
        </>
      )}
    </SettingsPage>
  );
}

async function renderNotes(ready = true) {
  const view = renderRoutes(
    [
      {
        path: '/s',
        element: (
          <>
            <NotesPage ready={ready} />
            <Toaster />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    ['/s'],
  );
  if (ready) await screen.findByRole('heading', { name: 'Notes' });
  return view;
}

/**
 * Fake timers that still follow the real clock (so findBy and waitFor keep polling), for tests
 * that jump over the 2 s save throttle instead of waiting it out.
 */
const fakeThrottleClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });

const COOLING_HINT = 'One moment: Save can be pressed once every 2 seconds.';
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const titleInput = () => screen.getByRole('textbox', { name: 'Title' });
const typeTitle = (value: string) => fireEvent.change(titleInput(), { target: { value } });

describe('settings scaffold: saved and working copies', () => {
  it('keeps the loader (under the server header) until the page data has arrived', async () => {
    await renderNotes(false);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown Server');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows Save as disabled until the working copy differs, and the corner badge while it does', async () => {
    await renderNotes();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    typeTitle('Hello!');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('compares deeply: an edit undone by hand (a new but equal list) is not a change', async () => {
    await renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Drop tag' }));
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('Undo restores the saved copy', async () => {
    await renderNotes();
    typeTitle('Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(titleInput()).toHaveValue('Hello');
    expect(screen.getByText('Tags: a')).toBeInTheDocument();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("after a save the saved copy is the server's answer (its normalised text and new version)", async () => {
    reply = (body) => ({ status: 200, data: { data: { ...body, title: body.title.trim(), version: 7 } } });
    fakeThrottleClock();
    await renderNotes();
    typeTitle('  Spaced  ');
    fireEvent.click(saveButton());

    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(sent).toEqual([{ version: 1, title: '  Spaced  ', tags: ['a'] }]);
    expect(titleInput()).toHaveValue('Spaced');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    // The next save starts from the server's version.
    typeTitle('Again');
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.version).toBe(7);
  });

  it('pressing Save with nothing changed shows "No changes..." and sends nothing', async () => {
    await renderNotes();
    fireEvent.click(saveButton());
    expect(await screen.findByText('No changes...')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows Save resting for 2 s after a press, and says why a press then does nothing', async () => {
    fakeThrottleClock();
    await renderNotes();
    typeTitle('One');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    typeTitle('Two');
    expect(saveButton()).toHaveClass('button--cooling');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(COOLING_HINT)).not.toBeInTheDocument();

    fireEvent.click(saveButton());
    expect(screen.getByText(COOLING_HINT)).toBeInTheDocument();
    expect(saveButton()).toHaveAccessibleDescription(COOLING_HINT);
    expect(sent.map((s) => s.title)).toEqual(['One']);

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    expect(saveButton()).not.toHaveClass('button--cooling');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText(COOLING_HINT)).not.toBeInTheDocument();
  });

  it('throttles Save to one press per 2 s', async () => {
    await renderNotes();
    vi.useFakeTimers();
    typeTitle('One');
    fireEvent.click(saveButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    typeTitle('Two');
    fireEvent.click(saveButton());
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS - 1));
    fireEvent.click(saveButton());
    expect(sent.map((s) => s.title)).toEqual(['One']);

    await act(() => vi.advanceTimersByTimeAsync(1));
    fireEvent.click(saveButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent.map((s) => s.title)).toEqual(['One', 'Two']);
  });

  it('a 400 keeps the edits and shows the server message naming the fields', async () => {
    reply = () => ({
      status: 400,
      data: {
        error: {
          code: 'invalid_request',
          message: 'Invalid title',
          issues: [{ path: 'title', code: 'too_long', params: { max: 5 }, message: 'too long' }],
        },
      },
    });
    fakeThrottleClock();
    await renderNotes();
    typeTitle('Way too long');
    fireEvent.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server did not accept: title is too long (at most 5 characters)',
    );
    expect(titleInput()).toHaveValue('Way too long');
    // Save rests for the 2 s after a press, then the edits can be sent again.
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('settings scaffold: someone else saved meanwhile (409)', () => {
  const theirs: Note = { version: 2, title: 'Their title', tags: ['b'] };
  beforeEach(() => {
    reply = (body) =>
      body.version === theirs.version
        ? { status: 200, data: { data: { ...body, version: 3 } } }
        : {
            status: 409,
            data: {
              error: { code: 'version_conflict', message: 'Someone else saved', issues: [] },
              current: theirs,
            },
          };
  });

  async function saveIntoConflict() {
    fakeThrottleClock();
    await renderNotes();
    typeTitle('My title');
    fireEvent.click(saveButton());
    return screen.findByRole('dialog', { name: 'Someone else saved these settings' });
  }

  it('asks before anything is replaced, and loading their version replaces both copies', async () => {
    const dialog = await saveIntoConflict();
    expect(titleInput()).toHaveValue('My title');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titleInput()).toHaveValue('Their title');
    expect(screen.getByText('Tags: b')).toBeInTheDocument();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeping my changes keeps them, and the next save goes with their version', async () => {
    const dialog = await saveIntoConflict();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    expect(titleInput()).toHaveValue('My title');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ version: 2, title: 'My title', tags: ['a'] });
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('Escape decides nothing: the edits stay and the next save asks again', async () => {
    const dialog = await saveIntoConflict();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titleInput()).toHaveValue('My title');

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    fireEvent.click(saveButton());
    expect(
      await screen.findByRole('dialog', { name: 'Someone else saved these settings' }),
    ).toBeInTheDocument();
    expect(sent.map((s) => s.version)).toEqual([1, 1]);
  });
});

describe('settings scaffold: leaving with unsaved changes', () => {
  it('moves freely while nothing is unsaved', async () => {
    await renderNotes();
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('asks first: Stay keeps the page and the edits, Leave goes', async () => {
    await renderNotes();
    typeTitle('Unsaved');
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(titleInput()).toHaveValue('Unsaved');

    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('asks the browser before a reload or tab close', async () => {
    await renderNotes();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    typeTitle('Unsaved');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

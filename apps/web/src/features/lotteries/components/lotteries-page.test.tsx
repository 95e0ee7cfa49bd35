import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_THROTTLE_MS, createDefaults, type Lottery } from '@hoshi/contracts';
import { DEMO, ENTRANTS } from '@hoshi/discord-emulator';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { testConfig } from '@hoshi/server/testing';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { LotteriesPage } from './lotteries-page.tsx';

const GUILD = DEMO.guilds.A;
// The server's own once-per-2-s rule for destructive actions runs on the real clock, which the
// fake one cannot move; it is off here (the server tests cover it), the page's own is tested below.
const server = realServerPerFile({
  limits: { ...testConfig().limits, actionThrottleMs: 0 },
});
const TITLE = 'Comet giveaway';
let lottery: Lottery;
let user: ReturnType<typeof userEvent.setup>;

interface LotteriesAnswer {
  settings: Record<string, Lottery>;
  lotteryCount: number;
  lotteryMax: number;
}
const lotteries = () => server().get<LotteriesAnswer>(`/api/guilds/${GUILD}/info/lotteries`);
const stored = async () => (await lotteries()).settings[lottery.id];
const route = (method: 'PATCH' | 'DELETE') => `${method} /api/guilds/${GUILD}/info/lotteries/${lottery.id}`;
const calls = () => server().requests.filter((r) => r === route('PATCH') || r === route('DELETE'));

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  // Each test's own active lottery, created through the real route.
  const token = sessionStore.get().accessToken ?? '';
  const created = await server().app.inject({
    method: 'POST',
    url: `/api/save/guilds/${GUILD}/lotteries`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      ...createDefaults('lotteries', Date.now()),
      title: TITLE,
      message: 'Enter!',
      message2: 'Congrats',
      location: DEMO.channels.generalA,
      token,
    },
  });
  if (created.statusCode !== 200) throw new Error(`creating a lottery answered ${created.body}`);
  const item = created.json<{ data: Lottery }>().data;
  // Entrants join by pressing the button in Discord, which this server does not route; two
  // members of Star Lounge enter as the demo seed's lotteries have them, in the server's store.
  lottery = await server().app.collections.replace(
    GUILD,
    'lotteries',
    DEMO.users.akari,
    item.version,
    { ...item, entrants: [DEMO.users.mika, ENTRANTS.ren] },
    'edit',
  );
  server().requests.length = 0;
});

afterEach(async () => {
  vi.useRealTimers();
  if (await stored()) {
    const token = sessionStore.get().accessToken ?? '';
    await server().app.inject({
      method: 'DELETE',
      url: `/api/guilds/${GUILD}/info/lotteries/${lottery.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }
  sessionStore.reset();
});

async function openLottery() {
  renderAt(`/dashboard/servers/${GUILD}/lotteries`, <LotteriesPage id={GUILD} />);
  await user.click(await screen.findByRole('tab', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: new RegExp(TITLE) }));
}

/** The action button, then the confirmation's own button. */
async function confirm(label: 'End' | 'Reroll' | 'Delete') {
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog', { hidden: true, name: `${label} this lottery?` });
  await user.click(within(dialog).getByRole('button', { name: label, hidden: true }));
}

/** The names the server drew, as it keeps them. */
const winners = async () => ((await stored())?.winners ?? []).map((w) => w.name);

describe('lotteries', () => {
  it('shows count/max and marks an active lottery', async () => {
    const { lotteryCount, lotteryMax } = await lotteries();
    await openLottery();
    expect(screen.getAllByText(`${lotteryCount}/${lotteryMax}`)[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`${TITLE}.*Active`) })).toBeInTheDocument();
  });

  it('asks before ending; the answer replaces the lottery: winners, Reroll, and the draw rules locked', async () => {
    await openLottery();
    const edit = screen.getByRole('tabpanel', { name: 'Edit' });
    expect(within(edit).getByRole('radio', { name: 'Anyone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End' }));
    await user.click(
      within(screen.getByRole('dialog', { hidden: true, name: 'End this lottery?' })).getByRole('button', {
        name: 'Cancel',
        hidden: true,
      }),
    );
    expect(calls()).toEqual([]);
    expect((await stored())?.rolls).toBe(0);

    await confirm('End');
    expect(await screen.findByRole('button', { name: 'Reroll' })).toBeInTheDocument();
    expect(calls()).toEqual([route('PATCH')]);
    // One of the two entrants, as the server drew and kept it.
    const drawn = await winners();
    expect(drawn).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Winners' })).getByText(drawn[0] ?? ''),
    ).toBeInTheDocument();
    expect((await stored())?.rolls).toBe(1);
    expect(screen.getByRole('button', { name: new RegExp(`${TITLE}.*Ended`) })).toBeInTheDocument();
    expect(within(edit).queryByRole('radio', { name: 'Anyone' })).not.toBeInTheDocument();
    expect(within(edit).queryByLabelText('Ends at')).not.toBeInTheDocument();
    expect(screen.getByText(/who may win and the end time can no longer change/)).toBeInTheDocument();
  });

  it('ends and rerolls at most once per 2 s', async () => {
    await openLottery();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await confirm('End');
    await screen.findByRole('button', { name: 'Reroll' });
    const first = await winners();
    // Inside the window the page drops the press: nothing reaches the server.
    await confirm('Reroll');
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS / 4));
    expect(calls()).toEqual([route('PATCH')]);

    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS));
    await confirm('Reroll');
    await waitFor(() => expect(calls()).toEqual([route('PATCH'), route('PATCH')]));
    await waitFor(async () => expect((await stored())?.rolls).toBe(2));
    // A reroll passes over the earlier winner: the other entrant wins and is shown.
    const second = await winners();
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
    expect(await screen.findByText(second[0] ?? '')).toBeInTheDocument();
  });

  it('deletes after confirmation: the lottery leaves the list and the count', async () => {
    const { lotteryCount, lotteryMax } = await lotteries();
    await openLottery();
    await confirm('Delete');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: new RegExp(TITLE) })).not.toBeInTheDocument(),
    );
    expect(calls()).toEqual([route('DELETE')]);
    expect(screen.getAllByText(`${lotteryCount - 1}/${lotteryMax}`)[0]).toBeInTheDocument();
    expect(await stored()).toBeUndefined();
  });
});

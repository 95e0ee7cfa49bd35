import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_THROTTLE_MS, type Lottery } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, channels, publicConfig, roles } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { LotteriesPage } from './lotteries-page.tsx';

const LOTTERY = '720000000000000001';
const lottery = (): Lottery => ({
  id: LOTTERY,
  version: 1,
  title: 'Nitro giveaway',
  message: 'Enter!',
  message2: 'Congrats',
  listType: 'any',
  roles: [],
  finish: Math.floor(Date.now() / 1000) + 86_400,
  maxWinners: 1,
  rolls: 0,
  location: null,
  creator: '100000000000000001',
  entrants: ['100000000000000002', '100000000000000003'],
  winners: [],
  previousWinners: [],
});
const originalAdapter = http.defaults.adapter;
let calls: string[];
let current: Lottery;

beforeEach(() => {
  calls = [];
  current = lottery();
  sessionStore.set({ accessToken: 'tok' });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/channels`) return { status: 200, data: channels };
    if (path === `/guilds/${GUILD_ID}/roles`) return { status: 200, data: roles };
    if (path === `/guilds/${GUILD_ID}/info/lotteries`)
      return {
        status: 200,
        data: {
          id: GUILD_ID,
          name: 'Star Lounge',
          icon: null,
          settings: { [LOTTERY]: current },
          lotteryCount: 1,
          lotteryMax: 10,
        },
      };
    calls.push(`${config.method?.toUpperCase()} ${path}`);
    if (config.method === 'patch') {
      const winner = current.rolls === 0 ? 'Mika' : 'Sora';
      current = {
        ...current,
        version: current.version + 1,
        rolls: current.rolls + 1,
        winners: [{ id: '100000000000000002', name: winner }],
      };
      return { status: 200, data: { id: LOTTERY, info: current } };
    }
    if (config.method === 'delete') return { status: 200, data: { data: { id: LOTTERY } } };
    return { status: 500 };
  });
});

afterEach(() => {
  vi.useRealTimers();
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

async function openLottery() {
  renderAt(`/dashboard/servers/${GUILD_ID}/lotteries`, <LotteriesPage id={GUILD_ID} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Edit' }));
  fireEvent.click(screen.getByRole('button', { name: /Nitro giveaway/ }));
}

/** The action button, then the confirmation's own button. */
function confirm(label: 'End' | 'Reroll' | 'Delete') {
  fireEvent.click(screen.getByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog', { hidden: true, name: `${label} this lottery?` });
  fireEvent.click(within(dialog).getByRole('button', { name: label, hidden: true }));
}

describe('lotteries', () => {
  it('shows count/max and marks an active lottery', async () => {
    await openLottery();
    expect(screen.getAllByText('1/10')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nitro giveaway.*Active/ })).toBeInTheDocument();
  });

  it('asks before ending; the answer replaces the lottery: winners, Reroll, and the draw rules locked', async () => {
    await openLottery();
    const edit = screen.getByRole('tabpanel', { name: 'Edit' });
    expect(within(edit).getByRole('radio', { name: 'Anyone' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { hidden: true, name: 'End this lottery?' })).getByRole('button', {
        name: 'Cancel',
        hidden: true,
      }),
    );
    expect(calls).toEqual([]);

    confirm('End');
    expect(await screen.findByText('Mika')).toBeInTheDocument();
    expect(calls).toEqual([`PATCH /guilds/${GUILD_ID}/info/lotteries/${LOTTERY}`]);
    expect(screen.getByRole('button', { name: 'Reroll' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nitro giveaway.*Ended/ })).toBeInTheDocument();
    expect(within(edit).queryByRole('radio', { name: 'Anyone' })).not.toBeInTheDocument();
    expect(within(edit).queryByLabelText('Ends at')).not.toBeInTheDocument();
    expect(screen.getByText(/who may win and the end time can no longer change/)).toBeInTheDocument();
  });

  it('ends and rerolls at most once per 2 s', async () => {
    await openLottery();
    vi.useFakeTimers();
    confirm('End');
    await act(() => vi.advanceTimersByTimeAsync(0));
    confirm('Reroll');
    await act(() => vi.advanceTimersByTimeAsync(ACTION_THROTTLE_MS - 1));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    confirm('Reroll');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(2);
    expect(screen.getByText('Sora')).toBeInTheDocument();
  });

  it('deletes after confirmation: the lottery leaves the list and the count', async () => {
    await openLottery();
    confirm('Delete');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Nitro giveaway/ })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([`DELETE /guilds/${GUILD_ID}/info/lotteries/${LOTTERY}`]);
    expect(screen.getAllByText('0/10')[0]).toBeInTheDocument();
  });
});

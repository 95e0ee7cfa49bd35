import { act, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { LeaderboardPage } from './leaderboard-page.tsx';

// Star Lounge's seeded XP (apps/server/src/db/seed-demo-xp.ts): akari leads, mika and sora tie.
const GUILD_ID = DEMO.guilds.A;
const server = realServerPerFile();

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const rows = () =>
  within(screen.getByRole('list', { name: 'Leaderboard' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the leaderboard page', () => {
  it('lists members by XP with shared ranks, levels and progress, and the manager’s own rank', async () => {
    renderAt(`/dashboard/servers/${GUILD_ID}/leaderboard`, <LeaderboardPage id={GUILD_ID} />);
    await screen.findByRole('heading', { name: 'Leaderboard' });
    expect(screen.getByText('Your rank: #1 · Level 9')).toBeInTheDocument();
    const lines = rows();
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^1.*akari.*Level 9.*4,210 XP.*490 \/ 955/);
    expect(lines[1]).toMatch(/^2.*mika.*1,830 XP/);
    expect(lines[2]).toMatch(/^2.*sora\.night.*1,830 XP/);
    expect(lines[3]).toMatch(/^4.*hikari/);
  });

  it('resets one member after confirming, and the list reads again without them', async () => {
    renderAt(
      `/dashboard/servers/${GUILD_ID}/leaderboard`,
      <>
        <LeaderboardPage id={GUILD_ID} />
        <Toaster />
      </>,
    );
    await screen.findByRole('heading', { name: 'Leaderboard' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Reset nao's XP" }));
    const dialog = await screen.findByRole('dialog', { name: "Reset this member's XP?" });
    expect(dialog).toHaveTextContent('nao goes back to level 0.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await screen.findByText('Reset!');
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows().some((line) => line.includes('nao'))).toBe(false);
  });

  it('speaks Japanese', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderAt(`/dashboard/servers/${GUILD_ID}/leaderboard`, <LeaderboardPage id={GUILD_ID} />);
    await screen.findByRole('heading', { name: 'リーダーボード' });
    expect(screen.getByText('あなたの順位：1位・レベル9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全員のXPをリセット' })).toBeInTheDocument();
  });

  it('says so for a server akari may not manage', async () => {
    renderAt(`/dashboard/servers/${DEMO.guilds.C}/leaderboard`, <LeaderboardPage id={DEMO.guilds.C} />);
    expect(await screen.findByRole('heading', { name: "You can't manage this server" })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { i18n, loadLanguage } from '../../../lib/i18n/i18n.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { loadProfileTexts } from '../texts.ts';
import { AchievementsPage } from './achievements-page.tsx';

// akari's seeded profile (apps/server/src/db/seed-demo-profiles.ts): 0–11, 20 and 21 cleared, so
// 12 and 22 are hints and the hidden 47 is locked. mika has no profile yet: she finds the star.
const server = realServerPerFile();
const PATH = '/dashboard/profile/achievements';
const clickmeRoute = (userId: string) => `POST /api/users/${userId}/achievements/clickme`;

// The route loads the profile texts; a test renders the page without it.
beforeAll(async () => {
  await loadProfileTexts();
  await loadLanguage('ja');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

async function renderAchievements(userId: string) {
  const user = await server().signInAs(userId);
  const view = renderAt(PATH, <AchievementsPage user={user} />);
  await screen.findByTestId('achievements-counter');
  return { user, view };
}

/** The star of achievement `index` (0-based), found by its number, whatever its state. */
const star = (index: number) =>
  within(screen.getByRole('list', { name: /Achievements|実績/ })).getByRole('button', {
    name: new RegExp(`^(Achievement|実績) ${index + 1}[:：]`),
  });

const detail = () => screen.getByTestId('achievement-detail');

/**
 * Holds every `setTimeout` of exactly `ms` (other timers run as usual) until `release` runs
 * them, in order. `vi.restoreAllMocks` (afterEach) puts the real `setTimeout` back.
 */
function holdTimers(ms: number) {
  const realSetTimeout = globalThis.setTimeout;
  const callbacks: (() => void)[] = [];
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    delay?: number,
    ...args: unknown[]
  ) => {
    if (delay !== ms) return realSetTimeout(callback, delay, ...args);
    callbacks.push(() => callback(...args));
    return realSetTimeout(() => undefined, 0);
  }) as typeof setTimeout);
  return {
    get held() {
      return callbacks.length;
    },
    release() {
      for (const callback of callbacks.splice(0)) callback();
    },
  };
}

describe('achievements', () => {
  it('counts the cleared stars and shows each star as cleared, hint or locked', async () => {
    await renderAchievements(DEMO.users.akari);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Achievements');
    expect(screen.getByTestId('achievements-counter')).toHaveTextContent('14 / 60 cleared');
    const stars = within(screen.getByRole('list', { name: 'Achievements' })).getAllByRole('button');
    expect(stars).toHaveLength(60);
    expect(star(0)).toHaveAccessibleName('Achievement 1: cleared');
    expect(star(0)).toHaveClass('achievement-star--cleared');
    expect(star(12)).toHaveAccessibleName('Achievement 13: hint');
    expect(star(12)).toHaveClass('achievement-star--hint');
    expect(star(13)).toHaveAccessibleName('Achievement 14: locked');
    expect(star(13)).toHaveClass('achievement-star--locked');
    expect(star(22)).toHaveAccessibleName('Achievement 23: hint');
    expect(star(47)).toHaveAccessibleName('Achievement 48: locked');
    expect(detail()).toHaveTextContent('Tap a star to see its achievement.');
  });

  it('shows the tapped star’s name and description; a locked one keeps its name hidden', async () => {
    const user = userEvent.setup();
    await renderAchievements(DEMO.users.akari);

    await user.click(star(0));
    expect(star(0)).toHaveAttribute('aria-pressed', 'true');
    expect(within(detail()).getByRole('heading')).toHaveTextContent('First Light');
    expect(detail()).toHaveTextContent('Use Hoshi for the first time in a server.');
    expect(detail()).toHaveTextContent('Cleared');

    await user.click(star(12));
    expect(star(0)).toHaveAttribute('aria-pressed', 'false');
    expect(within(detail()).getByRole('heading')).toHaveTextContent('Late-Night Radio');
    expect(detail()).toHaveTextContent('Spend 10 hours in voice channels in total.');
    expect(detail()).toHaveTextContent('Not cleared yet');

    await user.click(star(13));
    expect(within(detail()).getByRole('heading')).toHaveTextContent('Achievement 14');
    expect(detail()).toHaveTextContent('Locked');
    expect(detail()).toHaveTextContent('Clear the achievement before this one to see its hint.');
    expect(screen.queryByText(/Voice of the Cosmos/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Spend 100 hours/)).not.toBeInTheDocument();
  });

  it('shows a counting achievement’s progress toward its goal, not a cleared one’s', async () => {
    await renderAchievements(DEMO.users.akari);
    // 12 is "spend 10 hours in voice" (600 minutes), a hint: akari has not been in voice yet.
    await userEvent.click(star(12));
    expect(within(detail()).getByTestId('achievement-progress')).toHaveTextContent('Progress: 0 / 600');
    await userEvent.click(star(3));
    expect(within(detail()).queryByTestId('achievement-progress')).toBeNull();
    await act(() => i18n.changeLanguage('ja'));
    await userEvent.click(star(12));
    expect(within(detail()).getByTestId('achievement-progress')).toHaveTextContent('進み具合：0 / 600');
  });

  it('speaks Japanese', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const user = userEvent.setup();
    await renderAchievements(DEMO.users.akari);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('実績');
    expect(screen.getByTestId('achievements-counter')).toHaveTextContent('14 / 60 クリア');
    expect(star(12)).toHaveAccessibleName('実績 13：ヒント');
    await user.click(star(12));
    expect(within(detail()).getByRole('heading')).toHaveTextContent('深夜ラジオ');
    expect(detail()).toHaveTextContent('ボイスチャンネルで合計10時間過ごしましょう。');
    expect(detail()).toHaveTextContent('まだクリアしていません');
    await user.click(star(13));
    expect(detail()).toHaveTextContent('ひとつ前の実績をクリアすると、ヒントが見えます。');
    expect(screen.queryByText(/宇宙に響く声/)).not.toBeInTheDocument();
  });

  it('keeps the loader when the achievements cannot be loaded (docs/product.md#texts)', async () => {
    const route = `GET /api/users/${DEMO.users.akari}/achievements`;
    server().interfere(route, 500);
    const user = await server().signInAs(DEMO.users.akari);
    renderAt(PATH, <AchievementsPage user={user} />);
    await waitFor(() => expect(server().requests).toContain(route));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Achievements');
    expect(screen.queryByTestId('achievements-counter')).not.toBeInTheDocument();
  });

  it('only logs a failed hidden-star request: the star stays as it was, nothing is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = clickmeRoute(DEMO.users.akari);
    server().interfere(route, 500);
    const user = userEvent.setup();
    await renderAchievements(DEMO.users.akari);

    await user.click(star(47));
    // Before it is found the hidden star keeps its secret.
    expect(within(detail()).getByRole('heading')).toHaveTextContent('A hidden star');
    expect(detail()).toHaveTextContent('Some stars only shine for those who look closely.');
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The hidden achievement request failed', expect.anything()),
    );
    expect(server().requests.filter((r) => r === route)).toHaveLength(1);
    expect(star(47)).toHaveAccessibleName('Achievement 48: locked');
    expect(star(47)).not.toHaveClass('achievement-star--found');
    expect(screen.queryByText('You found the hidden star!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('achievements-counter')).toHaveTextContent('14 / 60 cleared');
  });

  it('finds the hidden star: one request with the stored user, an animation, cleared after a second, kept on reload', async () => {
    const route = clickmeRoute(DEMO.users.mika);
    const user = userEvent.setup();
    const { user: mika, view } = await renderAchievements(DEMO.users.mika);
    expect(screen.getByTestId('achievements-counter')).toHaveTextContent('0 / 60 cleared');
    // Nothing cleared yet: the first star, with none before it, is where the hints start.
    expect(star(0)).toHaveAccessibleName('Achievement 1: hint');
    expect(star(1)).toHaveAccessibleName('Achievement 2: locked');
    expect(star(47)).toHaveAccessibleName('Achievement 48: locked');

    // The star's second runs on the test's clock: its timer is held until the test lets it go,
    // so a busy machine can neither hide the animation from the test nor make it look short.
    const second = holdTimers(1000);
    // Two taps: still one request.
    await user.click(star(47));
    await user.click(star(47));
    await waitFor(() => expect(star(47)).toHaveClass('achievement-star--found'));
    // The answer is in, but the star only shows cleared once its second is up.
    expect(second.held).toBe(1);
    expect(star(47)).toHaveAccessibleName('Achievement 48: locked');
    expect(screen.queryByText('You found the hidden star!')).not.toBeInTheDocument();

    act(() => second.release());
    expect(await screen.findByRole('button', { name: 'Achievement 48: cleared' })).toBeInTheDocument();
    expect(star(47)).not.toHaveClass('achievement-star--found');
    expect(star(47)).toHaveClass('achievement-star--cleared');
    expect(within(detail()).getByRole('heading')).toHaveTextContent('You Found the Hidden Star');
    expect(detail()).toHaveTextContent('Some stars only shine when you look closely.');
    expect(detail()).toHaveTextContent('You found the hidden star!');
    expect(screen.getByTestId('achievements-counter')).toHaveTextContent('1 / 60 cleared');
    // Its neighbour 48 now shows its hint.
    expect(star(48)).toHaveAccessibleName('Achievement 49: hint');

    const posts = server().sent.filter(
      (r) => `${r.method.toUpperCase()} ${new URL(r.url, 'http://x').pathname}` === route,
    );
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? 'null')).toEqual(mika);

    // A reload reads it back from the server, and tapping the cleared star asks nothing more.
    view.unmount();
    renderAt(PATH, <AchievementsPage user={mika} />);
    expect(await screen.findByTestId('achievements-counter')).toHaveTextContent('1 / 60 cleared');
    expect(star(47)).toHaveAccessibleName('Achievement 48: cleared');
    await user.click(star(47));
    expect(within(detail()).getByRole('heading')).toHaveTextContent('You Found the Hidden Star');
    expect(server().requests.filter((r) => r === route)).toHaveLength(1);
  });
});

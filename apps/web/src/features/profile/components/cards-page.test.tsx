import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { i18n, loadLanguage } from '../../../lib/i18n/i18n.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { loadProfileTexts } from '../texts.ts';
import { CardsPage } from './cards-page.tsx';

// akari's seeded cards (apps/server/src/db/seed-demo-profiles.ts): 0, 1, 2, 5, 8, 13, 21 and 34
// of the 36 in the catalogue (apps/server/src/profile/catalogue.ts).
const server = realServerPerFile();
const PATH = '/dashboard/profile/cards';

// The route loads the profile texts; a test renders the page without it.
beforeAll(async () => {
  await loadProfileTexts();
  await loadLanguage('ja');
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function renderCards() {
  const user = await server().signInAs(DEMO.users.akari);
  renderAt(PATH, <CardsPage user={user} />);
  await screen.findByTestId('cards-counter');
}

const grid = () => screen.getByRole('list', { name: /Cards|カード/ });
const card = (name: string | RegExp) => within(grid()).getByRole('button', { name });
const detail = () => screen.getByTestId('card-detail');

describe('cards', () => {
  it('counts the held cards and colours every card by its rank', async () => {
    await renderCards();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cards');
    expect(screen.getByTestId('cards-counter')).toHaveTextContent('8 / 36 collected');
    const cards = within(grid()).getAllByRole('button');
    expect(cards).toHaveLength(36);
    expect(cards.filter((c) => c.classList.contains('profile-card--held'))).toHaveLength(8);

    const milkyWay = card('The Milky Way, rank S, 5 of 5 stars, collected');
    expect(milkyWay).toHaveClass('profile-card--rank-s', 'profile-card--held');
    expect(milkyWay).toHaveTextContent('S★★★★★');
    const scorpius = card('Scorpius, rank C, 3 of 5 stars, collected');
    expect(scorpius).toHaveClass('profile-card--rank-c');
    expect(scorpius).toHaveTextContent('C★★★☆☆');
    const polaris = card('Polaris, the North Star, rank A, 5 of 5 stars, not collected yet');
    expect(polaris).toHaveClass('profile-card--rank-a', 'profile-card--missing');
    expect(card(/^Shooting Star, rank E, 1 of 5 stars, not collected yet$/)).toHaveClass(
      'profile-card--rank-e',
    );
    expect(detail()).toHaveTextContent('Tap a card to see it.');
  });

  it('shows a tapped card’s name, rank, stars and whether it is collected', async () => {
    const user = userEvent.setup();
    await renderCards();

    await user.click(card(/^Orion, rank A/));
    expect(card(/^Orion, rank A/)).toHaveAttribute('aria-pressed', 'true');
    expect(within(detail()).getByRole('heading')).toHaveTextContent('Orion');
    expect(detail()).toHaveTextContent('Rank A');
    expect(detail()).toHaveTextContent('4 of 5 stars');
    expect(detail()).toHaveTextContent('★★★★☆');
    expect(detail()).toHaveTextContent('In your collection');
    expect(detail()).not.toHaveTextContent('Not in your collection yet');
    expect(detail()).not.toHaveTextContent('/draw');

    await user.click(card(/^Saturn, rank B/));
    expect(card(/^Orion, rank A/)).toHaveAttribute('aria-pressed', 'false');
    expect(within(detail()).getByRole('heading')).toHaveTextContent('Saturn');
    expect(detail()).toHaveTextContent('Rank B');
    expect(detail()).toHaveTextContent('4 of 5 stars');
    expect(detail()).toHaveTextContent('Not in your collection yet');
    // How to get it: rank B is 100 in 1,000 draws (packages/contracts/src/profile-rules.ts).
    expect(detail()).toHaveTextContent(
      'Draw with /draw in a server with Hoshi. A rank B card comes in 10% of draws.',
    );
    expect(
      screen.getByText(/Draw a card with \/draw in any server with Hoshi \(10 energy a draw\)/),
    ).toBeVisible();
  });

  it('speaks Japanese', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const user = userEvent.setup();
    await renderCards();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('カード');
    expect(screen.getByTestId('cards-counter')).toHaveTextContent('8 / 36 枚');
    await user.click(card('天の川、ランク S、星 5／5、所持'));
    expect(within(detail()).getByRole('heading')).toHaveTextContent('天の川');
    expect(detail()).toHaveTextContent('ランク S');
    expect(detail()).toHaveTextContent('星 5／5');
    expect(detail()).toHaveTextContent('コレクションにあります');
    await user.click(card('ハレー彗星、ランク A、星 5／5、未所持'));
    expect(detail()).toHaveTextContent('まだ持っていません');
    expect(detail()).toHaveTextContent('ランク A のカードが出る確率は 4% です。');
  });

  it('keeps the loader when the cards cannot be loaded (docs/product.md#texts)', async () => {
    const route = `GET /api/users/${DEMO.users.akari}/cards`;
    server().interfere(route, 500);
    const user = await server().signInAs(DEMO.users.akari);
    renderAt(PATH, <CardsPage user={user} />);
    await waitFor(() => expect(server().requests).toContain(route));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByTestId('cards-counter')).not.toBeInTheDocument();
  });
});

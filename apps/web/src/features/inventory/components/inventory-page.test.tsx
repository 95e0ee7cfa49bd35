import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InventoryAnswer } from '@hoshi/contracts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, publicConfig } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { InventoryPage } from './inventory-page.tsx';

const candy = {
  id: 'star-candy',
  name: { en: 'Star Candy', ja: '星のキャンディ', ja2: 'ほしのキャンディ' },
  amount: 5,
  description: { en: 'A sweet.', ja: 'お菓子。' },
  img: 'items/star-candy.svg',
};
const tea = {
  id: 'nebula-tea',
  name: { en: 'Nebula Tea', ja: '星雲ティー', ja2: 'せいうんティー' },
  amount: 1,
  description: { en: 'Fills your energy.', ja: 'エネルギー満タン。' },
  img: 'items/nebula-tea.svg',
};
const wand = {
  id: 'star-wand',
  name: { en: 'Star Wand', ja: '星の杖', ja2: 'ほしのつえ' },
  description: { en: 'Attack +12.', ja: '攻撃力 +12。' },
  img: 'gear/star-wand.svg',
};
let answer: InventoryAnswer;
const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  answer = {
    id: GUILD_ID,
    name: 'Star Lounge',
    icon: null,
    settings: {
      coins: 1250,
      bag: [candy, tea],
      gear: { weapon: wand, head: null, upper: null, lower: null },
      energy: { current: 72, max: 100 },
    },
  };
  sessionStore.set({
    accessToken: 'tok',
    authLoaded: true,
    user: { id: '1', username: 'akari', avatar: null },
  });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/info/inventory`) return { status: 200, data: answer };
    return { status: 404, data: {} };
  });
});

afterEach(async () => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
  await act(() => i18n.changeLanguage('en'));
});

async function renderInventory() {
  renderAt(`/dashboard/servers/${GUILD_ID}/inventory`, <InventoryPage id={GUILD_ID} />);
  await screen.findByRole('heading', { name: 'Inventory' });
}

describe('inventory', () => {
  it('shows the coins and the first item in the bag, and the picked item’s details', async () => {
    await renderInventory();
    expect(screen.getByTestId('coins')).toHaveTextContent('1,250');
    const detail = screen.getByTestId('item-detail');
    expect(within(detail).getByRole('heading')).toHaveTextContent('Star Candy');
    expect(detail).toHaveTextContent('You have 5.');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Item' }), { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: /Nebula Tea/ }));
    expect(within(detail).getByRole('heading')).toHaveTextContent('Nebula Tea');
    expect(detail).toHaveTextContent('Fills your energy.');
  });

  it('names items in Japanese with their kana reading as ruby', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderAt(`/dashboard/servers/${GUILD_ID}/inventory`, <InventoryPage id={GUILD_ID} />);
    const detail = await screen.findByTestId('item-detail');
    expect(detail.querySelector('ruby')).toHaveTextContent('星のキャンディ');
    expect(detail.querySelector('rt')).toHaveTextContent('ほしのキャンディ');
    expect(detail).toHaveTextContent('お菓子。');
  });

  it('shows energy and the four gear slots, empty ones said so', async () => {
    await renderInventory();
    fireEvent.click(screen.getByRole('tab', { name: 'Gear' }));
    expect(screen.getByTestId('energy')).toHaveTextContent('72 / 100');
    expect(screen.getByRole('meter', { name: 'Energy' })).toHaveAttribute('value', '72');
    const slots = screen.getAllByRole('listitem');
    expect(slots.map((slot) => within(slot).getByRole('heading').textContent)).toEqual([
      'Weapon',
      'Head',
      'Upper body',
      'Lower body',
    ]);
    expect(slots[0]).toHaveTextContent('Star Wand');
    expect(slots[0]?.querySelector('img')).toHaveAttribute('src', '/images/gear/star-wand.svg');
    expect(slots[1]).toHaveTextContent('Nothing equipped.');
  });

  it('says so when the bag is empty', async () => {
    answer.settings.bag = [];
    await renderInventory();
    expect(screen.getByText(/Your bag is empty/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Item' })).not.toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { InventoryPage } from './inventory-page.tsx';

// akari's seeded inventory in Star Lounge (apps/server/src/db/seed-demo-inventories.ts).
const GUILD_ID = DEMO.guilds.A;
const server = realServerPerFile();

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
});

afterEach(async () => {
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
    // Their own place on the server's XP leaderboard (seeded: first, level 9).
    expect(await screen.findByTestId('own-rank')).toHaveTextContent('Your rank: #1 · Level 9');
    const detail = screen.getByTestId('item-detail');
    expect(within(detail).getByRole('heading')).toHaveTextContent('Star Candy');
    expect(detail).toHaveTextContent('You have 5.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Item' }));
    await user.click(screen.getByRole('option', { name: /Nebula Tea/ }));
    expect(within(detail).getByRole('heading')).toHaveTextContent('Nebula Tea');
    expect(detail).toHaveTextContent('Fills your energy to the brim.');
  });

  it('names items in Japanese with their kana reading as ruby', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderAt(`/dashboard/servers/${GUILD_ID}/inventory`, <InventoryPage id={GUILD_ID} />);
    const detail = await screen.findByTestId('item-detail');
    expect(detail.querySelector('ruby')).toHaveTextContent('星のキャンディ');
    expect(detail.querySelector('rt')).toHaveTextContent('ほしのキャンディ');
    expect(detail).toHaveTextContent('小さな流れ星のようにパチパチはじけるお菓子。');
    await userEvent.setup().click(screen.getByRole('tab', { name: '装備' }));
    expect(screen.getByTestId('gear-level-head')).toHaveTextContent('レベル1');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'レベルごとに /explore の待ち時間が45秒短くなります。',
    );
  });

  it('shows energy and the four gear slots with what is worn', async () => {
    await renderInventory();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Gear' }));
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
    // Its level and what it gives per level (the seed wears it unupgraded).
    expect(within(slots[0] as HTMLElement).getByTestId('gear-level-weapon')).toHaveTextContent('Level 1');
    expect(slots[0]).toHaveTextContent(
      'Luck: each level makes an /explore 2 % likelier to find a Comet Shard.',
    );
    expect(slots[0]?.querySelector('img')).toHaveAttribute('src', '/images/gear/star-wand.svg');
    expect(slots[1]).toHaveTextContent('Crescent Hat');
  });

  it('says so when the bag is empty (sora owns Night Sky Club and has nothing there yet)', async () => {
    await server().signInAs(DEMO.users.sora);
    renderAt(`/dashboard/servers/${DEMO.guilds.B}/inventory`, <InventoryPage id={DEMO.guilds.B} />);
    await screen.findByRole('heading', { name: 'Inventory' });
    expect(screen.getByTestId('coins')).toHaveTextContent('0');
    // And how to fill it, with the commands that do.
    expect(
      screen.getByText(
        'Your bag is empty. In this server, collect coins with /daily and by chatting, buy items with /buy and find them with /explore.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Item' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Gear' }));
    for (const slot of screen.getAllByRole('listitem'))
      expect(slot).toHaveTextContent('Nothing equipped. Buy gear with /buy and wear it with /equip.');
  });

  it('shows a member who may not manage the server their own inventory there (akari in Cafe Comet)', async () => {
    renderAt(`/dashboard/servers/${DEMO.guilds.C}/inventory`, <InventoryPage id={DEMO.guilds.C} />);
    await screen.findByRole('heading', { name: 'Inventory' });
    expect(screen.getByTestId('coins')).toHaveTextContent('0');
    expect(screen.queryByRole('heading', { name: "You can't manage this server" })).not.toBeInTheDocument();
    // The header leads back to her profile, which lists her inventories, not to a hub she may not open.
    expect(await screen.findByRole('link', { name: /— Back to your profile$/ })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('a manager’s header leads back to the server hub', async () => {
    renderAt(`/dashboard/servers/${DEMO.guilds.A}/inventory`, <InventoryPage id={DEMO.guilds.A} />);
    await screen.findByRole('heading', { name: 'Inventory' });
    expect(screen.getByRole('link', { name: /— Back to the server hub$/ })).toHaveAttribute(
      'href',
      `/dashboard/servers/${DEMO.guilds.A}`,
    );
  });

  it('offers the invite for a server Hoshi is not on yet', async () => {
    renderAt(`/dashboard/servers/${DEMO.guilds.D}/inventory`, <InventoryPage id={DEMO.guilds.D} />);
    expect(
      await screen.findByRole('heading', { name: "Hoshi isn't on this server yet" }),
    ).toBeInTheDocument();
  });
});

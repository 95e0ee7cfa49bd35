import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XP_DEFAULTS } from '@hoshi/contracts';
import type { XpSettings } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, channels, publicConfig, roles } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { XpPage } from './xp-page.tsx';

const MEMBER = '300000000000000001';
const REGULAR = '300000000000000002';
const stored: XpSettings = {
  ...XP_DEFAULTS,
  version: 4,
  rate: 2,
  lvlroles: { 1: MEMBER, 10: REGULAR },
  reward: { role: null, level: 0 },
};
const originalAdapter = http.defaults.adapter;
let saves: XpSettings[];

beforeEach(() => {
  saves = [];
  sessionStore.set({ accessToken: 'tok' });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/info/xp`) {
      return { status: 200, data: { id: GUILD_ID, name: 'Star Lounge', icon: null, settings: stored } };
    }
    if (path === `/guilds/${GUILD_ID}/channels`) return { status: 200, data: channels };
    if (path === `/guilds/${GUILD_ID}/roles`) return { status: 200, data: roles };
    const { token: _token, ...body } = JSON.parse(String(config.data)) as XpSettings & { token: string };
    saves.push(body);
    return { status: 200, data: { data: { ...body, version: body.version + 1 } } };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

async function renderXp() {
  renderAt(`/dashboard/servers/${GUILD_ID}/xp`, <XpPage id={GUILD_ID} />);
  await screen.findByRole('tablist', { name: 'XP sections' });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  return saves[0]!;
};
const pickRole = (input: HTMLElement, name: RegExp) => {
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
};

describe('XP settings tab', () => {
  it('clamps the base multiplier and boost bonus to 0–5 and marks the tab as unsaved', async () => {
    await renderXp();
    const rate = screen.getByRole('spinbutton', { name: 'Base multiplier' });
    fireEvent.change(rate, { target: { value: '9' } });
    expect(rate).toHaveValue(5);
    const boost = screen.getByRole('spinbutton', { name: 'Boost multiplier' });
    fireEvent.change(boost, { target: { value: '-3' } });
    expect(boost).toHaveValue(0);
    expect(tab(/Settings/)).toHaveTextContent('(unsaved changes)');
    expect(tab(/Add level roles/)).not.toHaveTextContent('(unsaved changes)');
  });

  it('shows the boost bonus as (100 + bonus×20)/100', async () => {
    await renderXp();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Boost multiplier' }), {
      target: { value: '3' },
    });
    expect(screen.getByText('×1.6')).toBeInTheDocument();
  });
});

describe('XP tabs', () => {
  it('move with the arrow keys and End, wrapping around at the ends', async () => {
    await renderXp();
    tab(/Settings/).focus();
    fireEvent.keyDown(tab(/Settings/), { key: 'ArrowRight' });
    expect(tab(/Add level roles/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Add level roles/)).toHaveFocus();
    fireEvent.keyDown(tab(/Add level roles/), { key: 'End' });
    expect(tab(/Remove level roles/)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab(/Remove level roles/), { key: 'ArrowRight' });
    expect(tab(/Settings/)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('XP add tab', () => {
  it("stores a level's absolute value, moves a role's previous level and saves the merged map", async () => {
    await renderXp();
    fireEvent.click(tab(/Add level roles/));
    const level = within(panel()).getAllByRole('spinbutton', { name: 'Level' })[0]!;
    fireEvent.change(level, { target: { value: '-5' } });
    expect(level).toHaveValue(5);
    pickRole(within(panel()).getAllByRole('combobox', { name: 'Role' })[0]!, /Member/);

    const list = within(panel()).getByRole('region', { name: 'Level roles after saving' });
    expect(within(list).getByText('Level 5').closest('li')).toHaveTextContent('@Membernew');
    expect(within(list).getByText('Level 1').closest('li')).toHaveTextContent('@Memberremoved');
    expect(tab(/Add level roles/)).toHaveTextContent('(unsaved changes)');

    expect((await save()).lvlroles).toEqual({ 5: MEMBER, 10: REGULAR });
    // After the save the rows are empty again: what they added is now stored.
    expect(within(panel()).getAllByRole('spinbutton', { name: 'Level' })[0]).toHaveValue(null);
  });

  it('clamps a level above 1000 to 1000', async () => {
    await renderXp();
    fireEvent.click(tab(/Add level roles/));
    const level = within(panel()).getAllByRole('spinbutton', { name: 'Level' })[1]!;
    fireEvent.change(level, { target: { value: '1500' } });
    expect(level).toHaveValue(1000);
  });

  it('ignores a row with a level but no role: nothing to save', async () => {
    await renderXp();
    fireEvent.click(tab(/Add level roles/));
    fireEvent.change(within(panel()).getAllByRole('spinbutton', { name: 'Level' })[2]!, {
      target: { value: '30' },
    });
    expect(
      within(panel()).getByText('Row 3 needs both a level and a role; it is ignored until then.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('saves the reward role and its level', async () => {
    await renderXp();
    fireEvent.click(tab(/Add level roles/));
    fireEvent.change(within(panel()).getByRole('spinbutton', { name: 'Reward level' }), {
      target: { value: '50' },
    });
    pickRole(within(panel()).getByRole('combobox', { name: 'Reward role' }), /Veteran/);
    expect((await save()).reward).toEqual({ role: '300000000000000003', level: 50 });
  });
});

describe('XP remove tab', () => {
  it('lists the configured level roles and removes the picked ones on save', async () => {
    await renderXp();
    fireEvent.click(tab(/Remove level roles/));
    const input = within(panel()).getByRole('combobox', { name: 'Level roles to remove' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Level 1 — @Member', 'Level 10 — @Regular']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Level 10 — @Regular' }));
    expect(tab(/Remove level roles/)).toHaveTextContent('(unsaved changes)');

    expect((await save()).lvlroles).toEqual({ 1: MEMBER });
  });
});

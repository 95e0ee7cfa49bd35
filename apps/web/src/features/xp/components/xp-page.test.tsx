import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { XP_DEFAULTS } from '@hoshi/contracts';
import type { XpSettings } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { XpPage } from './xp-page.tsx';

const GUILD = DEMO.guilds.A;
const MEMBER = DEMO.roles.memberA;
const STARGAZERS = DEMO.roles.funA;
const server = realServerPerFile();
let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'xp', {
    ...XP_DEFAULTS,
    rate: 2,
    lvlroles: { 1: MEMBER, 10: STARGAZERS },
    reward: { role: null, level: 0 },
  });
});

async function renderXp() {
  renderAt(`/dashboard/servers/${GUILD}/xp`, <XpPage id={GUILD} />);
  await screen.findByRole('tablist', { name: 'XP sections' });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
/** Saves through the page and answers what the server then holds. */
const save = async (): Promise<XpSettings> => {
  const before = await server().stored(GUILD, 'xp');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  let after = before;
  await waitFor(async () => {
    after = await server().stored(GUILD, 'xp');
    expect(after.version).toBe(before.version + 1);
  });
  return after;
};
const pickRole = async (input: HTMLElement, name: RegExp) => {
  await user.click(input);
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
};
/** Enters a number as a person does, in one go (pasted, so a minus sign is kept). */
const typeNumber = async (input: HTMLElement, value: string) => {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
};

describe('XP settings tab', () => {
  it('clamps the base multiplier and boost bonus to 0–5 and marks the tab as unsaved', async () => {
    await renderXp();
    const rate = screen.getByRole('spinbutton', { name: 'Base multiplier' });
    await typeNumber(rate, '9');
    expect(rate).toHaveValue('5');
    const boost = screen.getByRole('spinbutton', { name: 'Boost multiplier' });
    await typeNumber(boost, '-3');
    expect(boost).toHaveValue('0');
    expect(tab(/Settings/)).toHaveTextContent('(unsaved changes)');
    expect(tab(/Add level roles/)).not.toHaveTextContent('(unsaved changes)');
  });

  it('shows the boost bonus as (100 + bonus×20)/100', async () => {
    await renderXp();
    await typeNumber(screen.getByRole('spinbutton', { name: 'Boost multiplier' }), '3');
    expect(screen.getByText('×1.6')).toBeInTheDocument();
  });
});

describe('XP tabs', () => {
  it('move with the arrow keys and End, wrapping around at the ends', async () => {
    await renderXp();
    tab(/Settings/).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/Add level roles/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Add level roles/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab(/Remove level roles/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(/Settings/)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('XP add tab', () => {
  it("stores a level's absolute value, moves a role's previous level and saves the merged map", async () => {
    await renderXp();
    await user.click(tab(/Add level roles/));
    const level = within(panel()).getAllByRole('spinbutton', { name: 'Level' })[0]!;
    await typeNumber(level, '-5');
    expect(level).toHaveValue('5');
    await pickRole(within(panel()).getAllByRole('combobox', { name: 'Role' })[0]!, /Member/);

    const list = within(panel()).getByRole('region', { name: 'Level roles after saving' });
    expect(within(list).getByText('Level 5').closest('li')).toHaveTextContent('@Membernew');
    expect(within(list).getByText('Level 1').closest('li')).toHaveTextContent('@Memberremoved');
    expect(tab(/Add level roles/)).toHaveTextContent('(unsaved changes)');

    expect((await save()).lvlroles).toEqual({ 5: MEMBER, 10: STARGAZERS });
    // After the save the rows are empty again: what they added is now stored.
    expect(within(panel()).getAllByRole('spinbutton', { name: 'Level' })[0]).toHaveValue('');
  });

  it('clamps a level above 1000 to 1000', async () => {
    await renderXp();
    await user.click(tab(/Add level roles/));
    const level = within(panel()).getAllByRole('spinbutton', { name: 'Level' })[1]!;
    await typeNumber(level, '1500');
    expect(level).toHaveValue('1000');
  });

  it('ignores a row with a level but no role: nothing to save', async () => {
    await renderXp();
    await user.click(tab(/Add level roles/));
    await typeNumber(within(panel()).getAllByRole('spinbutton', { name: 'Level' })[2]!, '30');
    expect(
      within(panel()).getByText('Row 3 needs both a level and a role; it is ignored until then.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('saves the reward role and its level', async () => {
    await renderXp();
    await user.click(tab(/Add level roles/));
    await typeNumber(within(panel()).getByRole('spinbutton', { name: 'Reward level' }), '50');
    await pickRole(within(panel()).getByRole('combobox', { name: 'Reward role' }), /Stargazers/);
    expect((await save()).reward).toEqual({ role: STARGAZERS, level: 50 });
  });
});

describe('XP remove tab', () => {
  it('lists the configured level roles and removes the picked ones on save', async () => {
    await renderXp();
    await user.click(tab(/Remove level roles/));
    const input = within(panel()).getByRole('combobox', { name: 'Level roles to remove' });
    await user.click(input);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Level 1 — @Member', 'Level 10 — @Stargazers']);
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Level 10 — @Stargazers' }),
    );
    expect(tab(/Remove level roles/)).toHaveTextContent('(unsaved changes)');

    expect((await save()).lvlroles).toEqual({ 1: MEMBER });
  });
});

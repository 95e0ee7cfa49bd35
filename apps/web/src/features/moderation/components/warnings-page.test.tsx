import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { loadModerationTexts } from '../texts.ts';
import { renderAt } from '../../../testing/render.tsx';
import { i18n, loadLanguage } from '../../../lib/i18n/i18n.ts';
import { WarningsPage } from './warnings-page.tsx';

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
// The route loads the moderation texts; a test renders the page without it.
beforeAll(() => loadModerationTexts());
let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'warnings', {
    channel: DEMO.channels.generalA,
    role: DEMO.roles.funA,
    regression: 7,
    rules: [
      { level: 3, action: 'role' },
      { level: 5, action: 't-1' },
    ],
  });
});

async function renderWarnings() {
  renderAt(`/dashboard/servers/${GUILD}/moderation/warnings`, <WarningsPage id={GUILD} />);
  await screen.findByRole('heading', { name: 'Warnings' });
}

const level = (n: number) => screen.getByRole('spinbutton', { name: `Rule ${n} — Level` });

async function typeLevel(n: number, text: string) {
  await user.clear(level(n));
  await user.type(level(n), text);
}

async function pickAction(n: number, name: string) {
  await user.click(screen.getByRole('combobox', { name: `Rule ${n} — Action` }));
  await user.click(screen.getByRole('option', { name }));
}

describe('warnings', () => {
  it('adds a blank rule, edits one, removes one, and saves the rules as a list', async () => {
    await renderWarnings();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(level(3)).toHaveValue('');
    await typeLevel(3, '10');
    await pickAction(3, 'Ban');
    await typeLevel(1, '4');
    await pickAction(2, '7-day timeout');
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(level(1)).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await server().stored(GUILD, 'warnings')).rules).toEqual([
        { level: 5, action: 't-7' },
        { level: 10, action: 'ban' },
      ]),
    );
  });

  it('always allows saving, even without a change (docs/product.md#moderation)', async () => {
    const before = await server().stored(GUILD, 'warnings');
    await renderWarnings();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'false');
    await user.click(save);
    await waitFor(async () =>
      expect(await server().stored(GUILD, 'warnings')).toEqual({ ...before, version: before.version + 1 }),
    );
  });

  it('marks a rule taking a level already held as it is typed, and sends nothing', async () => {
    const before = await server().stored(GUILD, 'warnings');
    await renderWarnings();
    await typeLevel(2, '3');
    const row = level(2).closest('li');
    expect(row).toHaveAttribute('data-invalid', 'true');
    expect(level(2)).toHaveAttribute('aria-invalid', 'true');
    expect(row).toHaveTextContent('Level 3 already has a rule (rule 1): one rule per level.');
    expect(level(1).closest('li')).not.toHaveAttribute('data-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was sent: fix the marked rule first (Rule 2).',
    );
    expect(await server().stored(GUILD, 'warnings')).toEqual(before);
    // Fixed, the mark goes and the save goes through.
    await typeLevel(2, '4');
    expect(level(2).closest('li')).not.toHaveAttribute('data-invalid');
  });

  it('marks a blank rule in words, in English and Japanese, never with the action codes', async () => {
    const before = await server().stored(GUILD, 'warnings');
    await renderWarnings();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const row = level(3).closest('li');
    expect(row).toHaveAttribute('data-invalid', 'true');
    expect(row).toHaveTextContent('Give this rule a level from 1 to 100.');
    expect(row).toHaveTextContent('Choose what happens at this level.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was sent: fix the marked rule first (Rule 3).');
    expect(alert.textContent).not.toMatch(/t-\d|role・|・ban|one of/);
    expect(await server().stored(GUILD, 'warnings')).toEqual(before);

    await loadLanguage('ja');
    await act(() => i18n.changeLanguage('ja'));
    try {
      expect(row).toHaveTextContent('このルールに 1〜100 のレベルを入力してください。');
      expect(row).toHaveTextContent('このレベルで行う処分を選んでください。');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('marks an "Apply role" rule while no warning role is chosen', async () => {
    await server().store(GUILD, 'warnings', {
      channel: null,
      role: null,
      regression: 7,
      rules: [{ level: 5, action: 'ban' }],
    });
    await renderWarnings();
    await pickAction(1, 'Apply role');
    expect(level(1).closest('li')).toHaveTextContent('"Apply role" needs a warning role: choose one above.');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { loadModerationTexts } from '../texts.ts';
import { renderAt } from '../../../testing/render.tsx';
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
    expect(level(3)).toHaveValue(null);
    await typeLevel(3, '10');
    await pickAction(3, 'Ban');
    await typeLevel(1, '4');
    await pickAction(2, '7-day timeout');
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(level(1)).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await server().stored(GUILD, 'warnings')).rules).toEqual([
        { level: 5, action: 't-7' },
        { level: 10, action: 'ban' },
      ]),
    );
  });

  it('always allows saving, even without a change (spec 001 §4)', async () => {
    const before = await server().stored(GUILD, 'warnings');
    await renderWarnings();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'false');
    await user.click(save);
    await waitFor(async () =>
      expect(await server().stored(GUILD, 'warnings')).toEqual({ ...before, version: before.version + 1 }),
    );
  });

  it('shows the server refusing two rules for one level, naming the rule, and writes nothing', async () => {
    const before = await server().stored(GUILD, 'warnings');
    await renderWarnings();
    await typeLevel(2, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Rules.*Level.*listed more than once/);
    expect(await server().stored(GUILD, 'warnings')).toEqual(before);
  });
});

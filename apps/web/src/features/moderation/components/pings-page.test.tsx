import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PINGS_DEFAULTS } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { loadModerationTexts } from '../texts.ts';
import { renderAt } from '../../../testing/render.tsx';
import { PingsPage } from './pings-page.tsx';

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
// The route loads the moderation texts; a test renders the page without it.
beforeAll(() => loadModerationTexts());
const { version: _version, ...defaults } = PINGS_DEFAULTS;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'pings', defaults);
});

async function renderPings() {
  renderAt(`/dashboard/servers/${GUILD}/moderation/pings`, <PingsPage id={GUILD} />);
  await screen.findByRole('heading', { name: 'Ping Moderation' });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const badged = (name: string) => /unsaved changes/.test(tab(name).textContent);

async function type(label: string, text: string) {
  const input = screen.getByRole('spinbutton', { name: label });
  await user.clear(input);
  await user.type(input, text);
}

describe('ping moderation', () => {
  it('marks each tab with unsaved changes, and Save sends only the active tab', async () => {
    const before = await server().stored(GUILD, 'pings');
    await renderPings();
    await type('Minutes', '2');
    await type('Seconds', '30');
    await user.click(tab('@everyone'));
    await user.click(screen.getByRole('combobox', { name: 'Response' }));
    await user.click(screen.getByRole('option', { name: 'Timeout 1 day' }));
    expect(badged('Ghost messages')).toBe(true);
    expect(badged('Ghost pings')).toBe(false);
    expect(badged('@everyone')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await server().stored(GUILD, 'pings')).toEqual({
        ...before,
        version: before.version + 1,
        everyoneSettings: { ...before.everyoneSettings, level: 3 },
      }),
    );
    await waitFor(() => expect(badged('@everyone')).toBe(false));
    // The ghost-message edit is still there, unsaved, and goes out when its tab is saved.
    expect(badged('Ghost messages')).toBe(true);
    await user.click(tab('Ghost messages'));
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('2');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await server().stored(GUILD, 'pings')).msgSettings.time).toBe(150));
    expect((await server().stored(GUILD, 'pings')).everyoneSettings.level).toBe(3);
  });

  it('says in the save bar which other tabs hold unsaved changes, as the badges do', async () => {
    await renderPings();
    const status = () => document.querySelector('.save-bar__status');
    expect(status()).toHaveTextContent('Everything is saved.');
    await type('Minutes', '4');
    expect(status()).toHaveTextContent('You have unsaved changes.');
    await user.click(tab('@everyone'));
    // An unchanged tab: Save has nothing to send, and the bar says where the edits are.
    expect(status()).toHaveTextContent(
      'This tab is saved. Unsaved changes on “Ghost messages”: open that tab and press Save.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('combobox', { name: 'Response' }));
    await user.click(screen.getByRole('option', { name: 'Timeout 1 day' }));
    expect(status()).toHaveTextContent(
      'You have unsaved changes on this tab and on “Ghost messages”. Save saves this tab only.',
    );
  });

  it('forces the seconds to 0 at 15 minutes and sends the period as total seconds', async () => {
    await renderPings();
    await type('Seconds', '45');
    await type('Minutes', '15');
    expect(screen.getByRole('spinbutton', { name: 'Seconds' })).toHaveValue('0');
    expect(screen.getByRole('spinbutton', { name: 'Seconds' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await server().stored(GUILD, 'pings')).msgSettings.time).toBe(900));
  });
});

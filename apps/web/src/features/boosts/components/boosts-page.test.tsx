import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOSTS_DEFAULTS } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { BoostsPage } from './boosts-page.tsx';

vi.mock('@skyra/discord-components-react', () => import('../../../testing/discord-components.tsx'));

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
const { version: _version, ...defaults } = BOOSTS_DEFAULTS;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'boosts', defaults);
});

async function renderBoosts() {
  renderAt(`/dashboard/servers/${GUILD}/boosts`, <BoostsPage id={GUILD} />);
  await screen.findByRole('heading', { name: 'Boosts' });
}

const preview = () => screen.getByRole('article', { name: 'Message from Hoshi' });

describe('boosts', () => {
  it('shows the boost level the server answered (Star Lounge is tier 2)', async () => {
    await renderBoosts();
    expect(screen.getByText('Level 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Level 2 of 3' })).toBeInTheDocument();
  });

  it('previews the thank-you with the variables filled in as it is typed', async () => {
    await renderBoosts();
    expect(preview()).toHaveTextContent('Thank you for boosting Star Lounge, @akari! We are at level 2 now.');
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.click(message);
    await user.paste('**!NAME!** made !SERVER! shine');
    expect(within(preview()).getByText('akari').closest('strong')).not.toBeNull();
    expect(preview()).toHaveTextContent('akari made Star Lounge shine');
  });

  it('offers text and voice channels, and saves the channel without the boost level', async () => {
    const before = await server().stored(GUILD, 'boosts');
    await renderBoosts();
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lounge/), expect.stringMatching(/^AFK/)]),
    );
    expect(names.some((name) => name.startsWith('ideas'))).toBe(false);
    await user.click(screen.getByRole('option', { name: /^Lounge/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await server().stored(GUILD, 'boosts')).toEqual({
        ...before,
        version: before.version + 1,
        channel: DEMO.channels.loungeVoiceA,
      }),
    );
  });
});

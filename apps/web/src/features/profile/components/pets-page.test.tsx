import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { botWritesPets } from '@hoshi/server/testing';
import { type User, type PetsAnswer } from '@hoshi/contracts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { loadProfileTexts } from '../texts.ts';
import { PetsPage } from './pets-page.tsx';

// akari's seeded pets (apps/server/src/db/seed-demo-profiles.ts): Mochi the moon rabbit walks
// with her; a comet fox, Professor the star owl and a nebula jellyfish.
const server = realServerPerFile();
beforeAll(() => loadProfileTexts());
afterEach(async () => {
  toast.remove();
  await act(() => i18n.changeLanguage('en'));
});

async function renderPets(): Promise<User> {
  const user = await server().signInAs(DEMO.users.akari);
  renderAt(
    '/dashboard/profile/pets',
    <>
      <PetsPage user={user} />
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { name: /pets$/ });
  return user;
}

const picker = () => within(screen.getByRole('list', { name: 'Your pets' }));
const detail = () => screen.getByTestId('pet-detail');

describe('pets', () => {
  it('counts the pets, opens on the one walking with you, and shows a picked pet’s details', async () => {
    await renderPets();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('4 / 10 pets');
    expect(picker().getAllByRole('button')).toHaveLength(4);
    expect(within(detail()).getByRole('heading', { level: 3 })).toHaveTextContent('Mochi');
    expect(detail()).toHaveTextContent('Moon Rabbit');
    expect(detail()).toHaveTextContent('Level 12');
    expect(detail()).toHaveTextContent('Walking with you');
    await userEvent.setup().click(picker().getByRole('button', { name: /Comet Fox/ }));
    expect(picker().getByRole('button', { name: /Comet Fox/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(detail()).getByRole('heading', { level: 3 })).toHaveTextContent('Comet Fox');
    expect(detail()).toHaveTextContent('Level 7');
    expect(detail()).not.toHaveTextContent('Walking with you');
    expect(within(detail()).getByRole('heading', { level: 4 })).toHaveTextContent(/^Ability: /);
    // How to meet the six she lacks, and to grow the ones she has (packages/contracts/src/profile-rules.ts).
    const toMeet = screen.getByText(/^Still to meet: /);
    expect(toMeet).toHaveTextContent(/once every pet you have is level 5\.$/);
    expect(toMeet).not.toHaveTextContent('Moon Rabbit');
    expect(toMeet.textContent.split(', ')).toHaveLength(6);
    expect(
      screen.getByText(
        'Your walking pet gains a level for every 20 messages or commands, and /pet feed gives one level every 12 hours.',
      ),
    ).toBeVisible();
  });

  it('is in Japanese for a Japanese reader', async () => {
    await act(() => i18n.changeLanguage('ja'));
    await loadProfileTexts();
    const user = await server().signInAs(DEMO.users.akari);
    renderAt('/dashboard/profile/pets', <PetsPage user={user} />);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('4 / 10 匹');
    await userEvent.setup().click(screen.getByRole('button', { name: /レベル 7/ }));
    expect(detail()).toHaveTextContent('連れて歩く');
    expect(screen.getByRole('button', { name: 'このペットを連れて歩く' })).toBeInTheDocument();
  });

  it('names a pet and picks who walks with you; Save keeps both', async () => {
    const user = await renderPets();
    const ui = userEvent.setup();
    await ui.click(picker().getByRole('button', { name: /Comet Fox/ }));
    const nickname = screen.getByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveAttribute('maxlength', '32');
    await ui.type(nickname, 'Kiko');
    await ui.click(screen.getByRole('button', { name: 'Walk with this pet' }));
    expect(within(detail()).getByRole('heading', { level: 3 })).toHaveTextContent('Kiko');
    expect(detail()).toHaveTextContent('Walking with you');
    // One pet at a time: Mochi rests now.
    await ui.click(picker().getByRole('button', { name: /Mochi/ }));
    expect(detail()).not.toHaveTextContent('Walking with you');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    const stored = await server().get<PetsAnswer>(`/api/users/${user.id}/pets`);
    expect(stored.pets.map((p) => [p.id, p.active, p.nickname])).toEqual([
      ['moon-rabbit', false, 'Mochi'],
      ['comet-fox', true, 'Kiko'],
      ['star-owl', false, 'Professor'],
      ['nebula-jellyfish', false, ''],
    ]);
    expect(stored.version).toBe(1);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('words a refusal in the reader’s language and keeps the edit (the bot raised a level meanwhile)', async () => {
    const user = await renderPets();
    const ui = userEvent.setup();
    await ui.type(screen.getByRole('textbox', { name: 'Nickname' }), '!');
    // The bot writes levels without the page's version: the page's copy of Mochi is now stale.
    const stored = await server().get<PetsAnswer>(`/api/users/${user.id}/pets`);
    await botWritesPets(
      server().app,
      user.id,
      stored.pets.map((p) => (p.id === 'moon-rabbit' ? { ...p, level: p.level + 1 } : p)),
    );
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    // Said under the Save button (and in the toast), field and reason worded here from the codes.
    await waitFor(() =>
      expect(document.querySelector('.save-bar__problem')).toHaveTextContent(
        'Save failed! The server did not accept: Level of Mochi cannot be changed here',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue(
      `${stored.pets.find((p) => p.active)?.nickname}!`,
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ProfileHub } from './profile-hub.tsx';

const server = realServerPerFile();
const signIn = <button type="button">Sign in with your servers</button>;
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('profile hub', () => {
  it("links the member's inventory in each server Hoshi shares with them, managed or not", async () => {
    const user = await server().signInAs(DEMO.users.akari);
    renderAt('/dashboard/profile', <ProfileHub user={user} signIn={signIn} />);
    const section = await screen.findByRole('region', { name: 'Your inventories' });
    const links = await within(section).findAllByRole('link');
    // Star Lounge and Night Sky Club she manages, Cafe Comet she is a member of; not the server
    // without Hoshi.
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      [DEMO.guilds.A, DEMO.guilds.B, DEMO.guilds.C].map((id) => `/dashboard/servers/${id}/inventory`).sort(),
    );
  });

  it('is in Japanese for a Japanese reader', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const user = await server().signInAs(DEMO.users.mika);
    renderAt('/dashboard/profile', <ProfileHub user={user} signIn={signIn} />);
    const section = await screen.findByRole('region', { name: 'インベントリ' });
    expect(await within(section).findAllByRole('link')).toHaveLength(1);
    expect(section).toHaveTextContent('このサーバーでのコイン・エネルギー・バッグ・装備');
  });

  it('a sign-in made for a ban appeal (identify alone) says it lacks the servers and offers the usual sign-in', async () => {
    const user = await server().signInAs(DEMO.users.mika, '/api/discord/login?scope=identify');
    renderAt('/dashboard/profile', <ProfileHub user={user} signIn={signIn} />);
    expect(
      await screen.findByRole('region', {
        name: 'You signed in without your servers, as a ban appeal does. Sign in again to see them.',
      }),
    ).toContainElement(screen.getByRole('button', { name: 'Sign in with your servers' }));
    expect(screen.queryByRole('region', { name: 'Your inventories' })).not.toBeInTheDocument();
  });
});

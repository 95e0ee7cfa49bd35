import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { addBotToGuild } from '@hoshi/server/testing';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ServerList } from './server-list.tsx';

// Its own file, so its own server: Hoshi joins Quiet Garden here.
const server = realServerPerFile();
let user: User;

beforeEach(async () => {
  user = await server().signInAs(DEMO.users.akari);
});

afterEach(() => {
  sessionStore.reset();
  window.sessionStorage.clear();
});

const names = async () =>
  within(await screen.findByRole('list', { name: 'Your servers' }))
    .getAllByRole('link')
    .map((card) => card.querySelector('.card__title')?.textContent);

describe('ServerList after Add to Server', () => {
  it(
    'lists the server Hoshi has just joined: when the tab is shown again, and after a reload',
    { timeout: 30_000 },
    async () => {
      const first = renderAt('/dashboard', <ServerList user={user} signIn={null} />);
      expect(await names()).toEqual(['Star Lounge', 'Night Sky Club', 'Add to Server']);
      await userEvent.click(screen.getByRole('link', { name: /Add to Server/ }));
      expect(await addBotToGuild(server().app, DEMO.users.akari, DEMO.guilds.D)).toBe(200);

      // Back in this tab: the list is asked again and the server reads Hoshi's guilds again.
      server().requests.length = 0;
      act(() => {
        window.dispatchEvent(new Event('visibilitychange'));
      });
      // The server's answer comes from a crawl begun after the ask, at most recheckMs (3 s) late.
      expect(await screen.findByText('Quiet Garden', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(server().requests).toContain('POST /api/guilds');
      first.unmount();

      // A reload (a new page, a new query cache) lists it too.
      renderAt('/dashboard', <ServerList user={user} signIn={null} />);
      expect(await names()).toEqual(['Star Lounge', 'Night Sky Club', 'Quiet Garden', 'Add to Server']);
    },
  );

  it(
    'lists a server made in the other tab with Hoshi in it, when this tab is shown again',
    { timeout: 30_000 },
    async () => {
      renderAt('/dashboard', <ServerList user={user} signIn={null} />);
      await screen.findByText('Quiet Garden');
      await userEvent.click(screen.getByRole('link', { name: /Add to Server/ }));
      const made = await server().app.inject({
        method: 'POST',
        url: '/discord-emulator/_world/guilds',
        payload: { name: 'Fresh Orbit', owner_id: DEMO.users.akari },
      });
      expect(made.statusCode).toBe(201);
      act(() => {
        window.dispatchEvent(new Event('visibilitychange'));
      });
      // Both lists are read again: the user's from Discord, then the server's answer.
      expect(await screen.findByText('Fresh Orbit', {}, { timeout: 10_000 })).toBeInTheDocument();
    },
  );
});

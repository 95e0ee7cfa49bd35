import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { paths } from '../../config/paths.ts';
import '../../lib/i18n/i18n.ts';
import { initialSession, sessionStore } from '../../lib/session/session-store.ts';
import { AppealRoute } from './appeal.tsx';

// The appeal page is reached from a link, outside the dashboard (whose layout holds the query
// client): the route brings what its page needs, as the app's router mounts it.
describe('the appeal route', () => {
  it('draws the appeal page by itself, with no provider around it', async () => {
    sessionStore.set({ ...initialSession, authLoaded: true });
    const at = paths.appeal.href(DEMO.guilds.B);
    const router = createMemoryRouter([{ path: paths.appeal.pattern, Component: AppealRoute }], {
      initialEntries: [at],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Sign in with Discord' })).toBeInTheDocument();
  });

  it('signs in asking Discord for the user alone (identify), not their servers', async () => {
    sessionStore.set({ ...initialSession, authLoaded: true });
    const router = createMemoryRouter([{ path: paths.appeal.pattern, Component: AppealRoute }], {
      initialEntries: [paths.appeal.href(DEMO.guilds.B)],
    });
    render(<RouterProvider router={router} />);
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus: () => undefined } as Window);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Discord' }));
    expect(open).toHaveBeenCalledWith(
      '/api/discord/login?scope=identify',
      'hoshi-discord-login',
      expect.any(String),
    );
    open.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
});

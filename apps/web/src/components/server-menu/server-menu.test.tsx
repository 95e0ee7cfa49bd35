import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedMediaQuery } from '../../testing/media-query.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { ServerMenu, type ServerMenuEntry } from './server-menu.tsx';

const ENTRIES: ServerMenuEntry[] = [
  { path: '', titleKey: 'serverMenu.overview', icon: 'home', section: 'overview' },
  { path: 'moderation', titleKey: 'hub.moderation', icon: 'shield', section: 'server' },
  { path: 'moderation/warnings', titleKey: 'hub.warnings', icon: 'alert', section: 'moderation' },
  { path: 'xp', titleKey: 'hub.xp', icon: 'chart', section: 'server' },
];
const BASE = '/dashboard/servers/1';

const renderMenu = (at: string, compact: boolean) => {
  vi.stubGlobal('matchMedia', (media: string) => fixedMediaQuery(media, compact));
  return renderRoutes(
    [{ path: '/dashboard/servers/:id/*', element: <ServerMenu entries={ENTRIES} base={BASE} /> }],
    [at],
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('server menu', () => {
  it('lists every page, moderation pages under the moderation entry, the current one marked', () => {
    renderMenu(`${BASE}/xp`, false);
    const menu = screen.getByRole('navigation', { name: 'Server pages' });
    expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', BASE);
    expect(within(menu).getByRole('link', { name: 'XP System' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Moderation' })).not.toHaveAttribute('aria-current');
    const moderation = within(menu).getByRole('link', { name: 'Moderation' }).closest('li');
    expect(within(moderation as HTMLElement).getByRole('link', { name: 'Warnings' })).toHaveAttribute(
      'href',
      `${BASE}/moderation/warnings`,
    );
  });

  it('folds into a disclosure naming the current page on a narrow screen, and goes where chosen', async () => {
    const { router } = renderMenu(`${BASE}/moderation/warnings`, true);
    const summary = screen.getByText('Warnings', { selector: '.server-menu__summary-current' });
    expect(screen.queryByRole('link', { name: 'XP System' })).not.toBeVisible();
    await userEvent.click(summary);
    await userEvent.click(screen.getByRole('link', { name: 'XP System' }));
    expect(router.state.location.pathname).toBe(`${BASE}/xp`);
  });
});

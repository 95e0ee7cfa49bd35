import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render.tsx';
import { backOrHome } from '../back-or-home.ts';
import { NotFoundStar } from './not-found-star.tsx';

describe('backOrHome', () => {
  it('goes back when this app has an earlier entry', () => {
    expect(backOrHome(3, { idx: 2, key: 'k', usr: null })).toBe(-1);
  });

  it('goes home when the browser history has a single entry', () => {
    expect(backOrHome(1, { idx: 1 })).toBe('/');
  });

  it('goes home when this is the first entry of the app, even after other sites', () => {
    expect(backOrHome(5, { idx: 0 })).toBe('/');
  });

  it('goes home when the entry was not made by the app', () => {
    expect(backOrHome(4, null)).toBe('/');
    expect(backOrHome(4, { idx: 'one' })).toBe('/');
  });
});

describe('NotFoundStar', () => {
  afterEach(() => window.history.replaceState(null, ''));

  const routes = [
    { path: '/', element: <p>home page</p> },
    { path: '/aboutme', element: <p>about page</p> },
    { path: '*', element: <NotFoundStar /> },
  ];

  it('takes the visitor back one step when there is an in-app previous entry', async () => {
    window.history.pushState({ idx: 1 }, '');
    renderRoutes(routes, ['/aboutme', '/lost'], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('about page')).toBeInTheDocument();
  });

  it('takes the visitor home when history is short', async () => {
    window.history.replaceState({ idx: 0 }, '');
    renderRoutes(routes, ['/aboutme', '/lost'], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@hoshi/contracts';
import { FADE_IN_CLASS, FADE_OUT_CLASS } from '../lib/i18n/fade-to-language.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { useLanguageSync } from '../lib/i18n/use-language-sync.ts';
import { renderRoutes } from '../testing/render.tsx';
import { LanguageToggle } from './language-toggle.tsx';

function Layout() {
  useLanguageSync();
  const { search } = useLocation();
  return (
    <>
      <LanguageToggle />
      <output>{search}</output>
      <Outlet />
    </>
  );
}

const routes = [{ path: '/', element: <Layout />, children: [{ path: 'aboutme', element: <p>about</p> }] }];

afterEach(async () => {
  // A fade left running would carry its class into the next test.
  if (vi.isFakeTimers()) await act(() => vi.runOnlyPendingTimersAsync());
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

/** Timeouts and Date only (user-event and React keep their immediates); the clock also runs on by itself. */
const fakeClock = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
};

describe('LanguageToggle', () => {
  it('stores the choice and rewrites the URL with lang, replacing the history entry', async () => {
    const user = fakeClock();
    const { router } = renderRoutes(routes, ['/', '/aboutme?tab=1#top'], 1);
    await user.click(screen.getByRole('button', { name: '日本語に切り替える' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('ja');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location).toMatchObject({
      pathname: '/aboutme',
      search: '?tab=1&lang=ja',
      hash: '#top',
    });

    // The replaced entry is still the second one: going back leaves /aboutme.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('switches the texts after the 100 ms fade, and back again', async () => {
    const user = fakeClock();
    renderRoutes(routes, ['/aboutme']);
    await user.click(screen.getByRole('button', { name: '日本語に切り替える' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(i18n.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');

    await user.click(screen.getByRole('button', { name: 'Switch to English' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('status')).toHaveTextContent('?lang=en');
  });

  it('fades out once, swaps, and fades in once (docs/product.md#language)', async () => {
    const user = fakeClock();
    renderRoutes(routes, ['/aboutme']);
    const html = document.documentElement;
    expect(html.className).toBe('');
    // Every class the page went through, in order (a record's oldValue is the state before it).
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(html, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });

    await user.click(screen.getByRole('button', { name: '日本語に切り替える' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    records.push(...observer.takeRecords());
    observer.disconnect();

    const states = [...records.map((r) => r.oldValue ?? ''), html.className].map((c) => c.split(' '));
    const began = (name: string) =>
      states.filter((now, i) => now.includes(name) && !(states[i - 1] ?? []).includes(name)).length;
    expect(began(FADE_OUT_CLASS)).toBe(1);
    expect(began(FADE_IN_CLASS)).toBe(1);
    expect(html.className).toBe('');
    expect(i18n.language).toBe('ja');
  });
});

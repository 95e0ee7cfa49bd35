import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturn, staysOnSignIn, takeReturn } from './sign-in-return.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.pushState(null, '', '/');
});

describe('where sign-in leaves a visitor', () => {
  it('keeps them on a dashboard page or an appeal page, not elsewhere', () => {
    expect(staysOnSignIn('/dashboard')).toBe(true);
    expect(staysOnSignIn('/dashboard/servers/200000000000000001/xp')).toBe(true);
    expect(staysOnSignIn('/appeal/200000000000000001')).toBe(true);
    expect(staysOnSignIn('/')).toBe(false);
    expect(staysOnSignIn('/activities/whack')).toBe(false);
    expect(staysOnSignIn('/appeal/general')).toBe(false);
    expect(staysOnSignIn('/dashboardx')).toBe(false);
  });

  it('brings the full-page sign-in back to the appeal page it left, once', () => {
    window.history.pushState(null, '', '/appeal/200000000000000002?lang=ja');
    rememberReturn(window);
    expect(takeReturn(window, '/dashboard')).toBe('/appeal/200000000000000002?lang=ja');
    expect(takeReturn(window, '/dashboard')).toBe('/dashboard');
  });

  it('remembers nothing from a page it does not stay on, and never follows a stored address off the site', () => {
    window.history.pushState(null, '', '/activities/whack');
    rememberReturn(window);
    expect(takeReturn(window, '/dashboard')).toBe('/dashboard');
    for (const forged of ['//evil.example/appeal/200000000000000002', 'https://evil.example/dashboard']) {
      window.sessionStorage.setItem('hoshi:signed-in-return', forged);
      expect(takeReturn(window, '/dashboard')).toBe('/dashboard');
    }
  });
});

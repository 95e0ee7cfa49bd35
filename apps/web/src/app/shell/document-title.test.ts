import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { routes } from '../router.tsx';
import { documentTitle, type TitleHandle } from './document-title.ts';

const titleKeys = (list: RouteObject[]): (string | null)[] =>
  list.flatMap((route) => [
    ...(route.handle && 'title' in route.handle ? [(route.handle as TitleHandle).title] : []),
    ...titleKeys(route.children ?? []),
  ]);

const lookup = (texts: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('document title', () => {
  it('names every route with a text both languages have', () => {
    const keys = titleKeys(routes).filter((key): key is string => key !== null);
    // Public pages, the dashboard, profile pages, the server pages and moderation pages.
    expect(keys.length).toBeGreaterThan(25);
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(ja, key), `ja ${key}`).toBe('string');
    }
  });

  it('gives every page with an address a title of its own (the boss shooter too)', () => {
    // A layout route (the root) leaves the title to the pages below it.
    const untitled = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [
        ...(route.path && !route.children && !(route.handle && 'title' in route.handle) ? [route.path] : []),
        ...untitled(route.children ?? []),
      ]);
    expect(untitled(routes)).toEqual([]);
  });

  it('joins page, server and app, leaving out what a page does not have', () => {
    expect(documentTitle(['XP System', 'Star Lounge', 'Hoshi'])).toBe('XP System · Star Lounge · Hoshi');
    expect(documentTitle(['Whack-A-Star', undefined, 'Hoshi'])).toBe('Whack-A-Star · Hoshi');
    expect(documentTitle([null, 'Star Lounge', 'Hoshi'])).toBe('Star Lounge · Hoshi');
  });
});

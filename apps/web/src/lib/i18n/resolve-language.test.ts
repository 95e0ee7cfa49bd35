import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@hoshi/contracts';
import { rememberRequestedLanguage, resolveLanguage, withLanguage } from './resolve-language.ts';

const saved = () => window.localStorage.getItem(STORAGE_KEYS.lang);

describe('resolveLanguage', () => {
  it('uses a lang from the URL and saves it', () => {
    expect(resolveLanguage('?lang=ja')).toBe('ja');
    expect(saved()).toBe('ja');
  });

  it('lets the URL win over the saved value', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'ja');
    expect(resolveLanguage('?x=1&lang=en')).toBe('en');
    expect(saved()).toBe('en');
  });

  it('uses the saved value when the URL has no lang', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'ja');
    expect(resolveLanguage('')).toBe('ja');
  });

  it('falls back to en when nothing is given', () => {
    expect(resolveLanguage('')).toBe('en');
    expect(saved()).toBeNull();
  });

  it('ignores an invalid lang in the URL and does not save it', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'ja');
    expect(resolveLanguage('?lang=fr')).toBe('ja');
    expect(saved()).toBe('ja');
    window.localStorage.clear();
    expect(resolveLanguage('?lang=JA')).toBe('en');
  });

  it('ignores an invalid saved value', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'klingon');
    expect(resolveLanguage('')).toBe('en');
  });
});

describe('rememberRequestedLanguage', () => {
  const cookieLang = () => /(?:^|;\s*)lang=(\w+)/.exec(document.cookie)?.[1];

  it('keeps a lang of the URL where the next page finds it: storage and the cookie the server reads', () => {
    expect(rememberRequestedLanguage('?lang=ja')).toBe('ja');
    expect(saved()).toBe('ja');
    expect(cookieLang()).toBe('ja');
    expect(rememberRequestedLanguage('?lang=en')).toBe('en');
    expect(cookieLang()).toBe('en');
  });

  it('keeps nothing when the URL asks for no language or an unknown one', () => {
    document.cookie = 'lang=ja; path=/';
    window.localStorage.setItem(STORAGE_KEYS.lang, 'ja');
    expect(rememberRequestedLanguage('?lang=fr')).toBeUndefined();
    expect(rememberRequestedLanguage('')).toBeUndefined();
    expect(saved()).toBe('ja');
    expect(cookieLang()).toBe('ja');
  });
});

describe('withLanguage', () => {
  it('sets lang and keeps the other parameters', () => {
    expect(withLanguage('?code=1&lang=en', 'ja')).toBe('?code=1&lang=ja');
    expect(withLanguage('', 'en')).toBe('?lang=en');
  });
});

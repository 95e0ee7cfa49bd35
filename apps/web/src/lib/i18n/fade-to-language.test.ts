import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';
import { FADE_IN_CLASS, FADE_OUT_CLASS, fadeToLanguage } from './fade-to-language.ts';

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('fadeToLanguage', () => {
  it('fades out for 100 ms, swaps, fades in and clears the class at 300 ms', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    fadeToLanguage(i18n, 'ja', root);
    expect(root).toHaveClass(FADE_OUT_CLASS);
    expect(i18n.language).toBe('en');

    await vi.advanceTimersByTimeAsync(100);
    expect(i18n.language).toBe('ja');
    expect(root).toHaveClass(FADE_IN_CLASS);
    expect(root).not.toHaveClass(FADE_OUT_CLASS);

    await vi.advanceTimersByTimeAsync(199);
    expect(root).toHaveClass(FADE_IN_CLASS);
    await vi.advanceTimersByTimeAsync(1);
    expect(root.className).toBe('');
  });

  it('does nothing when the language is already current', () => {
    const root = document.createElement('div');
    fadeToLanguage(i18n, 'en', root);
    expect(root.className).toBe('');
  });

  it('follows the language on the html element', async () => {
    await i18n.changeLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n.ts';
import { registerNamespace } from './page-namespaces.ts';

afterAll(() => i18n.changeLanguage('en'));

describe('page namespaces', () => {
  it('load with their page in English and the current language, and again with a later switch', async () => {
    await i18n.changeLanguage('en');
    const asked: string[] = [];
    await registerNamespace('sample', (language) => {
      asked.push(language);
      return Promise.resolve({ hello: language === 'ja' ? 'こんにちは' : 'Hello' });
    });
    expect(i18n.getResource('en', 'sample', 'hello')).toBe('Hello');
    expect(i18n.hasResourceBundle('ja', 'sample')).toBe(false);

    await loadLanguage('ja');
    expect(i18n.getResource('ja', 'sample', 'hello')).toBe('こんにちは');
    expect(asked).toEqual(['en', 'ja']);
  });
});

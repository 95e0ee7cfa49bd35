import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { generatePasswords } from './passwords.ts';

describe('generated passwords (docs/product.md#star-typing)', () => {
  const passwords = generatePasswords(seededRandom(11));

  it('are 64', () => {
    expect(passwords).toHaveLength(64);
  });

  it.each(passwords)('%s is 8–10 characters with upper, lower, digit and symbol', (password) => {
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect(password.length).toBeLessThanOrEqual(10);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect(password).not.toMatch(/\s/);
  });

  it('use every length from 8 to 10, and differ', () => {
    expect(new Set(passwords.map((p) => p.length))).toEqual(new Set([8, 9, 10]));
    expect(new Set(passwords).size).toBe(64);
  });

  it('are the same for the same seed', () => {
    expect(generatePasswords(seededRandom(11))).toEqual(passwords);
    expect(generatePasswords(seededRandom(12))).not.toEqual(passwords);
  });

  it('hold all four kinds over many seeds', () => {
    for (let seed = 0; seed < 200; seed++) {
      for (const password of generatePasswords(seededRandom(seed))) {
        expect(/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)).toBe(true);
        expect(/[!@#$%&*?+=]/.test(password)).toBe(true);
      }
    }
  });
});

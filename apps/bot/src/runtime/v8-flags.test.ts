import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_V8_FLAGS } from './v8-flags.ts';

describe('the bot process’s V8 flags', () => {
  it('are the ones `npm run bot` starts it with (package.json cannot import them)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start.split(' ').filter((word) => word.startsWith('--'))).toEqual([...BOT_V8_FLAGS]);
  });
});

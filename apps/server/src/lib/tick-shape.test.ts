import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { heldTickEntry } from './tick-shape.ts';

// The child runs plain JavaScript: a TypeScript loader in it would be one more thing queueing
// ticks and collecting, and cuts V8's %DebugPrint output short.
const dir = mkdtempSync(path.join(tmpdir(), 'tick-shape-'));
const module = path.join(dir, 'tick-shape.mjs');
writeFileSync(
  module,
  transformSync(readFileSync(new URL('./tick-shape.ts', import.meta.url), 'utf8'), { loader: 'ts' }).code,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A process that queues ticks between full collections, as the server's start does, then prints
 * the state of the property definitions in nextTick's literal (V8's own view, through
 * %DebugPrint of the function's feedback vector).
 */
function literalStates(holdShape: boolean): string[] {
  const script = `
    ${holdShape ? `await import(${JSON.stringify(module)});` : ''}
    const tick = () => new Promise((resolve) => process.nextTick(resolve));
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 50; i++) await tick();
      await new Promise((resolve) => setImmediate(resolve));
      globalThis.gc();
    }
    await tick();
    %DebugPrint(process.nextTick);`;
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  expect(child.status, child.stderr).toBe(0);
  return [...child.stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe('the shape of nextTick queue entries', () => {
  it('is held through an entry of the queue itself', async () => {
    await new Promise((resolve) => process.nextTick(resolve));
    const entry = heldTickEntry() as { callback?: unknown } | undefined;
    expect(typeof entry?.callback).toBe('function');
    expect(Object.getOwnPropertySymbols(entry).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the entry literal monomorphic through full collections', () => {
    // Without it, the collections leave the literal's definitions megamorphic (Node 20's V8);
    // the day this stops happening, this module can go.
    expect(literalStates(false)).toContain('MEGAMORPHIC');
    const held = literalStates(true);
    expect(held.length).toBeGreaterThanOrEqual(4);
    expect(held.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });
});

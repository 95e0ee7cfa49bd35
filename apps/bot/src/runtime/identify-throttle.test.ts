import { afterAll, describe, expect, it } from 'vitest';
import { DATABASES, twoProcesses } from '../../test/two-processes.ts';
import { DatabaseIdentifyThrottler } from './identify-throttle.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const postgres = DATABASES.find((d) => d.url);

/** Advisory locks between processes need PostgreSQL: skipped without TEST_DATABASE_URL. */
describe.runIf(postgres)('IDENTIFY spaced across processes (PostgreSQL)', () => {
  it('lets one identify a key through per window whichever process asks, and different keys at once', async () => {
    const [a, b] = await twoProcesses(postgres?.url, 'hoshi_identify_test', cleanups);
    const WINDOW = 800;
    const one = new DatabaseIdentifyThrottler(a.db, 2, WINDOW);
    const other = new DatabaseIdentifyThrottler(b.db, 2, WINDOW);
    const signal = new AbortController().signal;
    const started = Date.now();
    const at = async (throttler: DatabaseIdentifyThrottler, shard: number) => {
      await throttler.waitForIdentify(shard, signal);
      return Date.now() - started;
    };
    // Shards 0 and 2 share rate_limit_key 0 (of max_concurrency 2), in two processes; shard 1 is key 1.
    const [zero, two, oneKey] = await Promise.all([at(one, 0), at(other, 2), at(other, 1)]);
    expect(Math.min(zero, two)).toBeLessThan(WINDOW / 2);
    expect(Math.abs(two - zero)).toBeGreaterThanOrEqual(WINDOW - 50);
    expect(oneKey).toBeLessThan(WINDOW / 2);
  });
});

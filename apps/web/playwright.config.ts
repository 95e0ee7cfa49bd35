import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Two shards, each a worker of its own with a fresh demo server of its own (its port and an empty
 * data directory: PGlite + emulator state). A shard runs its spec files one after another as the
 * whole suite once ran on one server, so no two browsers ever share a server's world; the two
 * shards together keep both cores busy. The files are split so the shards take about as long.
 */
const firstPort = Number(process.env.E2E_PORT ?? 3210);
const SHARDS = [
  ['layouts', 'accessibility', 'bosses', 'bot', 'emulator-world', 'games', 'journey', 'leaderboard-chat'],
  [
    'themes',
    'mobile',
    'moderation',
    'pages-a',
    'pages-b',
    'people',
    'prerender',
    'profile',
    'settings',
    'shooter',
  ],
].map((specs, index) => {
  const key = `E2E_DATA_DIR_${index}`;
  process.env[key] ??= mkdtempSync(path.join(tmpdir(), 'hoshi-e2e-'));
  return { name: `shard-${index + 1}`, specs, port: firstPort + index, dataDir: process.env[key] };
});
// A spec file in no shard would never run, one in both would run twice.
const specFiles = readdirSync(path.join(import.meta.dirname, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.replace(/\.spec\.ts$/, ''));
const sharded = SHARDS.flatMap(({ specs }) => specs);
const misplaced = specFiles.filter((spec) => sharded.filter((s) => s === spec).length !== 1);
if (misplaced.length > 0 || sharded.length !== specFiles.length)
  throw new Error(
    `Every E2E spec belongs to exactly one shard: ${misplaced.join(', ') || 'unknown names listed'}`,
  );

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  // One worker per shard (each project allows one): two browsers on two cores.
  workers: SHARDS.length,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A test that needs a retry is broken; npm test counts a flaky pass as a failure.
  retries: 0,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }],
    ['json', { outputFile: 'e2e/artifacts/results.json' }],
  ],
  projects: SHARDS.map(({ name, specs, port }) => ({
    name,
    testMatch: specs.map((spec) => `${spec}.spec.ts`),
    workers: 1,
    use: { baseURL: `http://localhost:${port}` },
  })),
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: SHARDS.map(({ port, dataDir }) => ({
    command: `node --import tsx ${path.resolve(import.meta.dirname, '../server/src/main.ts')}`,
    url: `http://localhost:${port}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One browser signs in ~100 times and makes thousands of API calls in a few minutes, all
      // from one address; the limits themselves are proven by the server's security tests.
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  })),
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh demo server per run: its own port and an empty data directory (PGlite + emulator state).
const port = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'hoshi-e2e-'));
const baseURL = `http://localhost:${port}`;
/** Spec files that never sign in and change nothing on the server; see the projects. */
const VISITORS = /\/(bosses|game-fit|games|phone-menu|prerender)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  // Two lanes, one per core: the files that sign in run one test at a time in one lane, the
  // files that only visit public pages in the other (projects below).
  workers: 2,
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
  use: {
    baseURL,
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
  projects: [
    // Signs akari in once (session.setup.ts); both lanes run after it.
    { name: 'session', testMatch: /session\.setup\.ts$/ },
    // Every file that signs in: settings saves as akari (the server's 2 s action window is per
    // user and server), members joining and chatting, sign-outs, achievements, and the sweeps that
    // read akari's pages while those change. One test at a time, in file order, as before.
    { name: 'chromium', dependencies: ['session'], testIgnore: VISITORS, workers: 1 },
    // Files that never sign in and change nothing on the server (public pages, the games with
    // their scores in local storage): beside the lane above, one at a time. They need no session,
    // but Playwright runs a project with no dependency in a phase before those that have one:
    // without it this lane would run first and alone.
    { name: 'visitors', dependencies: ['session'], testMatch: VISITORS, workers: 1 },
  ],
  webServer: {
    command: `node --import tsx ${path.resolve(import.meta.dirname, '../demo/src/main.ts')}`,
    url: `${baseURL}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // One browser signs in ~100 times and makes thousands of API calls in a few minutes, all
      // from one address; the limits themselves are proven by the server's security tests.
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});

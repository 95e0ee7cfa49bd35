// npm test: typecheck, lint, unit + API integration (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then E2E in Chromium unless E2E=0.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs the steps `lanes` at a time, in the order given (the longest first keeps both lanes busy).
 * Each step's output is kept and printed whole when it ends, so two steps never interleave. Exits
 * with the first failed step's status once every step has ended.
 */
async function runTogether(steps, lanes) {
  const queue = [...steps];
  const failed = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const { label, command, args } = step;
      console.log(`  started: ${label}`);
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => {
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(1);
        });
        child.on('close', (code) => resolve(code ?? 1));
      });
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `  ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (status !== 0) failed.push({ label, status });
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: lanes }, lane));
  console.log(
    `  (${steps.length} steps, ${lanes} at a time: ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (failed.length > 0) {
    console.log(`  failed: ${failed.map((f) => f.label).join(', ')}`);
    process.exit(failed[0].status);
  }
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(
      `E2E needs ${chromium}. Install Debian's chromium (apt-get install chromium) or run with E2E=0.`,
    );
    process.exit(1);
  }
  run('install chromium', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

// Machine-readable results, so the run can close with one count of everything that ran.
const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(root, 'apps/web/e2e/artifacts/results.json');

const workspaces = [
  'packages/contracts',
  'packages/discord-emulator',
  'packages/bot-messages',
  'packages/db',
  'apps/server',
  'apps/bot',
  'apps/demo',
  'apps/web',
];
// Lint and the typechecks are single-threaded and need nothing of each other: two at a time, one
// per core, lint (the longest) first. One after the other they took 185 s; see docs/decisions/0070-the-test-suites-time.md.
await runTogether(
  [
    { label: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
    ...workspaces.map((w) => ({
      label: `typecheck ${w}`,
      command: 'npx',
      args: ['tsc', '-p', `${w}/tsconfig.json`],
    })),
    { label: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  ],
  2,
);
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
// The first pages' JS and CSS against their budgets; E2E reuses this build.
run('build web', 'npm', ['run', 'build', '-w', 'apps/web']);
run('first-page size budget', process.execPath, ['scripts/size-budget.mjs']);
const unit = JSON.parse(readFileSync(vitestReport, 'utf8'));
let passed = unit.numPassedTests;
let failed = unit.numFailedTests;
let skipped = unit.numPendingTests + unit.numTodoTests;
if (process.env.E2E !== '0') {
  ensureChromium();
  run('E2E in Chromium', 'npm', ['run', 'test:e2e', '-w', 'apps/web']);
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  // A test that passed only on a retry is a flaky test: it counts as a failure, not a pass.
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  skipped += stats.skipped;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);

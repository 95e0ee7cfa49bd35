// npm test: typecheck, lint, unit + API integration (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then E2E in Chromium unless E2E=0.
import { spawnSync } from 'node:child_process';
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
  'apps/server',
  'apps/bot',
  'apps/web',
];
for (const w of workspaces) run(`typecheck ${w}`, 'npx', ['tsc', '-p', `${w}/tsconfig.json`]);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
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

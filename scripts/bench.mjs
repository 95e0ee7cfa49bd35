// npm run bench: one table of the numbers we track (the product's speed marks), also written to bench/results.json.
// Nothing here is a test: figures are measured on this machine in this run, and where a baseline
// exists, given as a ratio to it, so the noise of a shared machine mostly cancels out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiBench } from './bench/api.mjs';
import { leaderboardBench } from './bench/leaderboard.mjs';
import {
  lighthouseFigure,
  lighthouseRows,
  lighthouseScores,
  renderTimes,
  scaleRenderTimes,
} from './bench/browser.mjs';
import { idleMemory, root, startHoshi, timeNpmStart } from './bench/servers.mjs';
import { buildServer } from './build-server.mjs';
import { BUDGETS, measurePages } from './size-budget.mjs';

const out = path.join(root, 'bench');
const results = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${os.platform()}`,
};
const step = (label) => console.error(`… ${label}`);

step('building the web app and the server');
if (spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error('web build failed');
}
await buildServer();

results.firstPages = measurePages().map((row) => ({ ...row, budgetJs: BUDGETS[row.page].js }));

step('Discord requests per page');
const cost = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/bench/discord-cost.ts', '--json'], {
  cwd: root,
  encoding: 'utf8',
});
if (cost.status !== 0) throw new Error(cost.stderr);
results.discordCost = JSON.parse(cost.stdout.trim().split('\n').at(-1));

step("the bot: a raid of joins within Discord's limits, event → action latency, settings save → bot");
const botRun = spawnSync(process.execPath, ['--import', 'tsx', 'apps/demo/bench/bot-bench.ts', '--json'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (botRun.status !== 0) throw new Error('bot bench failed');
results.bot = JSON.parse(botRun.stdout.trim().split('\n').at(-1));

step("the bot alone idle after its ready at 2,500 and 5,000 guilds, discord.js default caches and Hoshi's");
const memoryRun = spawnSync(process.execPath, ['--import', 'tsx', 'apps/demo/bench/memory-bench.ts'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (memoryRun.status !== 0) throw new Error('bot memory bench failed');
results.botMemory = JSON.parse(memoryRun.stdout.trim().split('\n').at(-1));

step('XP: messages through the gateway with XP stored, every award checked');
const xpRun = spawnSync(process.execPath, ['--import', 'tsx', 'apps/demo/bench/xp-bench.ts'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (xpRun.status !== 0) throw new Error('XP bench failed');
results.xp = JSON.parse(xpRun.stdout.trim().split('\n').at(-1));

step('start time (npm start; the built server alone; from TypeScript sources as the baseline)');
const dataDir = path.join(root, 'data', 'bench-start');
rmSync(dataDir, { recursive: true, force: true });
const first = startHoshi({ dataDir }); // creates the database; the starts measured find it ready
await first.ready;
await first.stop();
const starts = {};
for (const [name, source] of [
  ['built', false],
  ['source (tsx)', true],
]) {
  const server = startHoshi({ dataDir, source });
  starts[name] = await server.ready;
  await server.stop();
}
// What the start-time mark counts: `npm start` with both builds fresh, median of three.
const npmStarts = [];
for (let i = 0; i < 3; i++) npmStarts.push(await timeNpmStart(dataDir));
starts['npm start'] = npmStarts.sort((a, b) => a - b)[1];
results.startMs = starts;

step('memory: the demo idle after a first start and after a restart (npm start, each process)');
const memoryDir = path.join(root, 'data', 'bench-memory');
rmSync(memoryDir, { recursive: true, force: true });
results.idleMemory = { first: await idleMemory(memoryDir), restart: await idleMemory(memoryDir) };

step('API throughput on PGlite');
results.api = [await apiBench({ label: 'PGlite' })];
if (process.env.TEST_DATABASE_URL) {
  step('API throughput on PostgreSQL + Redis');
  results.api.push(
    await apiBench({
      label: process.env.TEST_REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL',
      postgresUrl: process.env.TEST_DATABASE_URL,
      redisUrl: process.env.TEST_REDIS_URL,
    }),
  );
}

step('leaderboard: first page at 100,000 members, 50 connections');
results.leaderboard = [await leaderboardBench({ label: 'PGlite' })];
if (process.env.TEST_DATABASE_URL)
  results.leaderboard.push(
    await leaderboardBench({ label: 'PostgreSQL', postgresUrl: process.env.TEST_DATABASE_URL }),
  );

if (existsSync('/usr/bin/chromium')) {
  const server = startHoshi({ dataDir });
  await server.ready;
  try {
    step('render times in Chromium');
    results.renderMs = await renderTimes(server.base);
    step('Lighthouse (mobile)');
    results.lighthouse = await lighthouseScores(server.base);
  } finally {
    await server.stop();
  }
}

// The scale world (DEMO_WORLD=scale): a user in 200 guilds, guilds of 500 channels and 250 roles.
if (existsSync('/usr/bin/chromium')) {
  step('render times at scale in Chromium');
  const scaleDir = path.join(root, 'data', 'bench-scale');
  rmSync(scaleDir, { recursive: true, force: true });
  const server = startHoshi({ dataDir: scaleDir, env: { DEMO_WORLD: 'scale' } });
  await server.ready;
  try {
    results.scaleRenderMs = await scaleRenderTimes(server.base);
  } finally {
    await server.stop();
  }
}

// Games: frame time at each game's busiest (its own script, so it also runs alone).
if (existsSync('/usr/bin/chromium')) {
  step('games: frame time in Chromium');
  spawnSync(process.execPath, [path.join(root, 'scripts/bench-games.mjs')], { cwd: root, stdio: 'inherit' });
}
const gamesFile = path.join(out, 'games.json');
if (existsSync(gamesFile)) results.games = JSON.parse(readFileSync(gamesFile, 'utf8'));

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(table(results));
console.error(`\nWritten to bench/results.json`);

/** The one table, in Markdown so the README can show it as printed. */
function table(r) {
  const lines = ['| area | what | figure |', '|---|---|---|'];
  const add = (area, what, figure) => lines.push(`| ${area} | ${what} | ${figure} |`);
  for (const api of r.api) {
    const pct = (share) => `${Math.round(share * 100)} %`;
    const ratio = (row) => `${pct(row.ratio)} of bare, rounds ${pct(row.ratioLow)}–${pct(row.ratioHigh)}`;
    const cpu = (row) => (row.cpuUs === undefined ? '' : `, server CPU ${row.cpuUs} µs/request`);
    const fig = (row) => `${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${cpu(row)}`;
    add(
      `API, ${api.label}`,
      `bare Fastify route, ${api.bytes} B (baseline; medians of ${api.rounds} rounds of ${api.seconds} s)`,
      fig(api.bare),
    );
    add(`API, ${api.label}`, '`GET /api/config`', `${fig(api.config)} (${ratio(api.config)})`);
    add(`API, ${api.label}`, '`GET /api/validate`', `${fig(api.validate)} (${ratio(api.validate)})`);
    add(`API, ${api.label}`, '`GET …/info/xp`', `${fig(api.read)} (${ratio(api.read)})`);
    add(`API, ${api.label}`, '`POST …/save/…/xp` (1 connection)', fig(api.save));
  }
  for (const b of r.leaderboard ?? []) {
    add(
      `leaderboard, ${b.label}`,
      `first page at ${b.members.toLocaleString('en')} members (50 connections)`,
      `${b.rps} req/s, p50 ${b.p50} ms, p99 ${b.p99} ms${b.cpuUs === undefined ? '' : `, server ${b.cpuUs} µs CPU per request`}, load ${b.load}${b.non2xx ? `, ${b.non2xx} non-2xx` : ''}`,
    );
  }
  for (const b of r.bot ?? []) {
    add(
      `bot, ${b.label}`,
      `raid: 1,000 joins across 10 guilds in ${(b.raidDriveMs / 1000).toFixed(1)} s, Discord's limits on`,
      `last greeting ${(b.lastGreetingMs / 1000).toFixed(1)} s after the first join; ${b.raid429s} 429s of ${b.raidAnswers} answers; ${b.wronglyGreeted} members not greeted exactly once; arrival → greeting sent p50 ${b.burstP50} ms, p99 ${b.burstP99} ms; bot CPU ${b.botCpuMsPerJoin} ms/join (${b.topology})`,
    );
    add(
      `bot, ${b.label}`,
      `event → action latency at ${b.pacedPerSecond} joins/s across ${b.pacedGuilds} guilds (within Discord's limits; mark p99 < 50 ms)`,
      `p50 ${b.latencyP50} ms, p99 ${b.latencyP99} ms; ${b.paced429s} 429s`,
    );
    add(
      `bot, ${b.label}`,
      'settings save → the bot reads it (mark ≤ 1 s)',
      `p50 ${b.settingsP50} ms, max ${b.settingsMax} ms`,
    );
  }
  for (const m of r.botMemory ?? []) {
    const [base, hoshi] = m.runs;
    if (!base || !hoshi) continue;
    const mark = m.scaleGuilds >= 5_000 ? ' (mark ≤ 250 MB)' : '';
    add(
      'bot alone, PostgreSQL (memory)',
      `RSS idle ${m.settleMs / 1000} s after ready / after a forced full GC, ${hoshi.guilds.toLocaleString('en')} guilds (scale world; emulator in another process)${mark}`,
      `${hoshi.rssMb} / ${hoshi.gcRssMb} MB with Hoshi's caches and V8 flags (${hoshi.v8Flags}; live heap ${hoshi.liveHeapMb} MB); ${base.rssMb} / ${base.gcRssMb} MB with discord.js's defaults and node's (baseline; live heap ${base.liveHeapMb} MB; Hoshi's idle RSS ${Math.round((hoshi.rssMb / base.rssMb) * 100)} % of it); ready in ${(hoshi.readyMs / 1000).toFixed(1)} / ${(base.readyMs / 1000).toFixed(1)} s; emulator ${m.emulatorRssMb} MB`,
    );
  }
  for (const x of r.xp ?? []) {
    // With moderation on, the ratio is to XP alone on the same database in this run.
    const alone = (r.xp ?? []).find((y) => y.label === x.label && !y.moderation);
    const vsAlone =
      x.moderation && alone ? ` (${Math.round((x.perSecond / alone.perSecond) * 100)} % of XP alone)` : '';
    add(
      `bot, ${x.label}`,
      x.moderation
        ? `the same messages with XP and every moderation rule on (anti-spam at level 5 judging each, ping moderation's 15-minute windows)${x.label === 'PGlite' ? '' : ' (mark ≥ 5,000/s)'}`
        : `${x.messages.toLocaleString('en')} messages from ${x.members} members through the gateway, XP stored (mark ≥ ${x.label === 'PGlite' ? '2,000' : '5,000'}/s)`,
      `${x.perSecond} messages/s${vsAlone}; ${x.wrong} members' XP wrong afterwards${x.moderation ? `; ${x.spamHits} anti-spam hits` : ''}; bot CPU ${x.botCpuUsPerMessage} µs/message (${x.topology})`,
    );
  }
  for (const c of r.discordCost) {
    add('Discord calls', c.page, `cold ${c.cold}, warm ${c.warm}, second manager ${c.secondManager}`);
  }
  for (const p of r.firstPages) {
    add(
      'first page (gzip)',
      p.page,
      `JS ${p.js.toFixed(1)} KiB (budget ${p.budgetJs}), CSS ${p.css.toFixed(1)} KiB`,
    );
  }
  for (const [page, ms] of Object.entries(r.renderMs ?? {}))
    add('Chromium', `${page}: navigation → rendered`, `${ms} ms`);
  for (const [what, ms] of Object.entries(r.scaleRenderMs ?? {}))
    add('Chromium, scale world', what, `${ms} ms`);
  for (const [what, s] of lighthouseRows(r.lighthouse)) add('Lighthouse (mobile)', what, lighthouseFigure(s));
  for (const [when, mark, m] of [
    ['after a first start', 300, r.idleMemory?.first],
    ['after a restart', 250, r.idleMemory?.restart],
  ]) {
    if (!m) continue;
    const each = m.processes.map((p) => `${p.command} ${p.mb}`).join('; ');
    add('memory (RSS, MB)', `the demo idle ${when} (mark ≤ ${mark})`, `${m.totalMb} MB: ${each}`);
  }
  const start = r.startMs;
  add(
    'start',
    '`npm start` → first answer (builds fresh, database made)',
    `${(start['npm start'] / 1000).toFixed(1)} s`,
  );
  add('start', 'spawn → first answer, built', `${(start.built / 1000).toFixed(1)} s`);
  add(
    'start',
    'spawn → first answer, from sources (baseline)',
    `${(start['source (tsx)'] / 1000).toFixed(1)} s (built takes ${((start.built / start['source (tsx)']) * 100).toFixed(0)} %)`,
  );
  // bench/games.json: { games: { whack: { scene, medianMs, p95Ms, … }, … } }
  for (const [name, game] of Object.entries(r.games?.games ?? {})) {
    const mark = game.markP95Ms ? ` (mark < ${game.markP95Ms} ms)` : '';
    add('games (per frame)', name, `median ${game.medianMs} ms, p95 ${game.p95Ms} ms${mark}`);
  }
  return lines.join('\n');
}

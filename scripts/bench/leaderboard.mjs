// The leaderboard's first page at 100,000 members: 50 connections, p50 and p99, on each database.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMicros } from './api.mjs';
import { freshPostgres, root, signIn, startHoshi, STAR_LOUNGE } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
export const LEADERBOARD_MEMBERS = 100_000;

function seed(env) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/bench/seed-leaderboard.ts', String(LEADERBOARD_MEMBERS), STAR_LOUNGE],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
}

export async function leaderboardBench({ label, postgresUrl }) {
  let drop;
  const env = {};
  const dataDir = path.join(root, 'data', `bench-board-${randomBytes(4).toString('hex')}`);
  if (postgresUrl) {
    const database = await freshPostgres(postgresUrl, 'hoshi_bench');
    env.DATABASE_URL = database.url;
    drop = database.drop;
  } else {
    env.DATA_DIR = dataDir;
  }
  seed(env);
  const hoshi = startHoshi({ env, dataDir });
  try {
    await hoshi.ready;
    const { token } = await signIn(hoshi.base);
    const url = `${hoshi.base}/api/guilds/${STAR_LOUNGE}/leaderboard`;
    const options = { url, connections: 50, headers: { authorization: `Bearer ${token}` } };
    const check = await fetch(url, { headers: options.headers });
    if (!check.ok) throw new Error(`leaderboard: ${check.status} ${await check.text()}`);
    await new Promise((resolve, reject) =>
      autocannon({ ...options, duration: 1 }, (err) => (err ? reject(err) : resolve())),
    );
    const before = cpuMicros(hoshi.pid);
    const result = await new Promise((resolve, reject) =>
      autocannon({ ...options, duration: seconds }, (err, r) => (err ? reject(err) : resolve(r))),
    );
    const after = cpuMicros(hoshi.pid);
    return {
      label,
      members: LEADERBOARD_MEMBERS,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      // The server's own CPU per answer, and how busy the machine was (others' work included).
      cpuUs:
        before === undefined || after === undefined
          ? undefined
          : Math.round((after - before) / result.requests.total),
      load: Math.round(os.loadavg()[0] * 10) / 10,
    };
  } finally {
    await hoshi.stop();
    await drop?.();
  }
}

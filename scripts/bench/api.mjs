// API throughput with autocannon on loopback: the settings read and save, beside a bare Fastify
// route answering the same number of bytes (the baseline every figure is a ratio to).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { signIn, startBare, startHoshi, STAR_LOUNGE } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Linux counts a process's CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

/** CPU time (user + system) the process has used, in µs; undefined where /proc is not there. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * One measured run after a short unmeasured one, so the JIT has seen the route. With the server's
 * pid, also the server's CPU time per answered request: the cost of a request on the server side,
 * which autocannon sharing the cores does not blur as much as the rate.
 */
async function run(options, pid) {
  await cannon({ ...options, duration: 1 });
  const before = cpuMicros(pid);
  const result = await cannon({ duration: seconds, ...options });
  const after = cpuMicros(pid);
  result.cpuPerRequest =
    before === undefined || after === undefined ? undefined : (after - before) / result.requests.total;
  return result;
}

const mean = (a, b) => ({
  rps: Math.round((a.rps + b.rps) / 2),
  p50: (a.p50 + b.p50) / 2,
  p99: (a.p99 + b.p99) / 2,
  cpuUs: a.cpuUs === undefined || b.cpuUs === undefined ? undefined : round1((a.cpuUs + b.cpuUs) / 2),
  non2xx: a.non2xx + b.non2xx,
  errors: a.errors + b.errors,
});

const round1 = (n) => Math.round(n * 10) / 10;

const figures = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  cpuUs: result.cpuPerRequest === undefined ? undefined : round1(result.cpuPerRequest),
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** A fresh PostgreSQL database on TEST_DATABASE_URL for one run; dropped after. */
async function freshPostgres(baseUrl) {
  const name = `hoshi_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/** The figures for one database setup: rows keyed by what was measured. */
export async function apiBench({ label, postgresUrl, redisUrl, connections = 200 }) {
  const database = postgresUrl ? await freshPostgres(postgresUrl) : undefined;
  const env = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const hoshi = startHoshi({ env });
  try {
    await hoshi.ready;
    const { token } = await signIn(hoshi.base);
    const auth = { authorization: `Bearer ${token}` };
    const xpUrl = `${hoshi.base}/api/guilds/${STAR_LOUNGE}/info/xp`;
    const first = await fetch(xpUrl, { headers: auth });
    const answer = await first.text();
    if (!first.ok) throw new Error(`xp read: ${first.status} ${answer}`);
    const bytes = Buffer.byteLength(answer);

    // The baseline is measured before and after the app's rows and averaged, so a machine
    // that got busier (or quieter) during the run shifts both sides of each ratio alike.
    const bare = await startBare(bytes);
    const rows = { bytes };
    const bareBefore = figures(await run({ url: bare.url, connections }, bare.pid));
    rows.config = figures(await run({ url: `${hoshi.base}/api/config`, connections }, hoshi.pid));
    rows.validate = figures(
      await run({ url: `${hoshi.base}/api/validate`, connections, headers: auth }, hoshi.pid),
    );
    rows.read = figures(await run({ url: xpUrl, connections, headers: auth }, hoshi.pid));
    rows.save = figures(await run(saveOptions(hoshi.base, token, JSON.parse(answer).settings), hoshi.pid));
    rows.bare = mean(bareBefore, figures(await run({ url: bare.url, connections }, bare.pid)));
    await bare.stop();
    return { label, connections, ...rows };
  } finally {
    await hoshi.stop();
    await database?.drop();
  }
}

/**
 * Saves one after another on one connection, each carrying the version the previous answered
 * (concurrent saves of one document would only measure 409s).
 */
function saveOptions(base, token, settings) {
  let version = settings.version;
  let rate = settings.rate;
  return {
    url: `${base}/api/save/guilds/${STAR_LOUNGE}/xp`,
    connections: 1,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (request) => {
          rate = (rate % 5) + 1;
          return { ...request, body: JSON.stringify({ ...settings, version, rate, token }) };
        },
        onResponse: (status, body) => {
          if (status === 200) version = JSON.parse(body).data.version;
          // The warm-up's last save can land after autocannon stopped listening: take the
          // version the conflict names and go on (this one counts as a non-2xx).
          if (status === 409) version = JSON.parse(body).current.version;
        },
      },
    ],
  };
}

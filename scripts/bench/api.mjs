// API throughput with autocannon on loopback: the settings read and save, beside a bare Fastify
// route answering the same number of bytes (the baseline every figure is a ratio to).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freshPostgres, signIn, startBare, startHoshi, STAR_LOUNGE } from './servers.mjs';

/** Length of each measured load run, and how many rounds of them (bare route, then each read). */
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Linux counts a process's CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

/** CPU time (user + system) the process has used, in µs; undefined where /proc is not there. */
export function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** One measured run; with the server's pid, also the server's CPU time per answered request. */
async function run(options, pid) {
  const before = cpuMicros(pid);
  const result = await cannon({ duration: seconds, ...options });
  const after = cpuMicros(pid);
  result.cpuPerRequest =
    before === undefined || after === undefined ? undefined : (after - before) / result.requests.total;
  return result;
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((x, y) => x - y);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A row's figures over its rounds: the median of each, the failures added up. */
const summary = (runs) => ({
  rps: Math.round(median(runs.map((r) => r.rps))),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  cpuUs: runs.some((r) => r.cpuUs === undefined) ? undefined : round1(median(runs.map((r) => r.cpuUs))),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});

const round1 = (n) => Math.round(n * 10) / 10;
const round3 = (n) => Math.round(n * 1000) / 1000;

const figures = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  cpuUs: result.cpuPerRequest === undefined ? undefined : round1(result.cpuPerRequest),
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** The figures for one database setup: rows keyed by what was measured. */
export async function apiBench({ label, postgresUrl, redisUrl, connections = 200 }) {
  const database = postgresUrl ? await freshPostgres(postgresUrl, 'hoshi_bench') : undefined;
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

    // This machine's speed moves by half from one minute to the next (other tenants share the
    // host). So the bare route is measured in every round, right before and after the rows, and
    // each row's ratio is taken to the mean of the two bare runs around it; the table gives the
    // median over the rounds, and the lowest and highest round beside it.
    const bare = await startBare(bytes);
    const targets = {
      config: { options: { url: `${hoshi.base}/api/config`, connections }, pid: hoshi.pid },
      validate: { options: { url: `${hoshi.base}/api/validate`, connections, headers: auth }, pid: hoshi.pid },
      read: { options: { url: xpUrl, connections, headers: auth }, pid: hoshi.pid },
    };
    const baseline = { options: { url: bare.url, connections }, pid: bare.pid };
    // A short unmeasured run of each first, so the JIT has seen every route.
    for (const { options } of [baseline, ...Object.values(targets)]) await cannon({ ...options, duration: 1 });
    const bareRuns = [];
    const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      bareRuns.push(figures(await run(baseline.options, baseline.pid)));
      for (const [name, { options, pid }] of Object.entries(targets)) runs[name].push(figures(await run(options, pid)));
    }
    bareRuns.push(figures(await run(baseline.options, baseline.pid)));
    const rows = { bytes, rounds, seconds };
    for (const [name, rowRuns] of Object.entries(runs)) {
      const ratios = rowRuns.map((r, i) => r.rps / ((bareRuns[i].rps + bareRuns[i + 1].rps) / 2));
      rows[name] = {
        ...summary(rowRuns),
        ratio: round3(median(ratios)),
        ratioLow: round3(Math.min(...ratios)),
        ratioHigh: round3(Math.max(...ratios)),
      };
    }
    rows.bare = summary(bareRuns);
    const saves = saveOptions(hoshi.base, token, JSON.parse(answer).settings);
    await cannon({ ...saves, duration: 1 });
    rows.save = summary([figures(await run(saves, hoshi.pid))]);
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

// `BENCH_PROFILE=<dir>`: a CPU profile of one measured phase only (not the start, seed or checks),
// written as <dir>/<name>.cpuprofile for Chrome DevTools or any .cpuprofile reader. Without it the
// phase just runs. The profiler's sampling slows the phase, so figures of a profiled run are not
// the bench's. On PostgreSQL the Discord side's child process (world.ts) is profiled too, its
// whole life, as <dir>/CPU.*.cpuprofile.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export async function profiled<T>(name: string, phase: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return phase();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await phase();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

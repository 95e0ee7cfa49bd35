// npm run bench (Lighthouse part), alone: the built app (run `npm run build` first) on a fresh
// server, Lighthouse mobile on the public pages cold in every theme and on the signed-in pages.
// Prints the rows the bench's table prints, and what Lighthouse holds against each page.
//   node scripts/bench-lighthouse.mjs [--runs N] [--themes a,b] [--pages home,about] [--save dir]
//     [--calibrate]
// --save writes every run's Lighthouse report (JSON) to dir. --calibrate audits each run twice:
// at Lighthouse's default 4× CPU slowdown and at the slowdown calibrated to the host from the
// run's benchmark index (docs/decisions/0072-a-first-visit-paints-at-once.md); both figures are printed.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouseFigure, lighthouseRows, lighthouseScores } from './bench/browser.mjs';
import { root, startHoshi } from './bench/servers.mjs';
import { buildServer } from './build-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    themes: { type: 'string' },
    pages: { type: 'string' },
    save: { type: 'string' },
    calibrate: { type: 'boolean' },
  },
});
if (!existsSync(path.join(root, 'apps/web/dist/prerendered')))
  throw new Error('No web build: run `npm run build` first.');
await buildServer();
const dataDir = path.join(root, 'data', 'bench-lighthouse');
rmSync(dataDir, { recursive: true, force: true });
const server = startHoshi({ dataDir });
await server.ready;
try {
  const result = await lighthouseScores(server.base, {
    runs: Number(values.runs ?? 3),
    only: { themes: values.themes?.split(','), pages: values.pages?.split(',') },
    saveTo: values.save && path.resolve(values.save),
    calibrate: values.calibrate,
  });
  for (const [what, s] of lighthouseRows(result)) {
    console.log(`${what}: ${lighthouseFigure(s)}`);
    for (const failing of s.failing) console.log(`    ${failing.id} ${failing.items.join(' ')}`);
  }
} finally {
  await server.stop();
}

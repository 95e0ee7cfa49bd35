// The Discord requests each dashboard page costs (from the emulator's request counter), cold
// (fresh caches), warm, and for a second manager of the same guild arriving cold. Settings pages
// come from the registry, so a new page is measured without touching this file. Prints a table,
// or JSON rows with --json (npm run bench reads them).
import type { FastifyInstance } from 'fastify';
import { DEMO, SCALE, scaleGuildId } from '@hoshi/discord-emulator';
import { COLLECTION_PAGE_NAMES, SETTINGS_PAGE_NAMES } from '@hoshi/contracts/page-names';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { signIn } from '../test/helpers.ts';

const A = DEMO.guilds.A;
const user = DEMO.users.akari;
// What a page's queries request: the server list posts the user's ids; a settings page asks for
// its document, the pickers' channels and roles, and the server's info (member count).
const pages: Record<string, string[]> = {
  'server list': ['POST /api/guilds'],
  'server hub': [`GET /api/guilds/${A}/info`],
  ...Object.fromEntries(
    [...SETTINGS_PAGE_NAMES, ...COLLECTION_PAGE_NAMES].map((name) => [
      name,
      [
        `GET /api/guilds/${A}/info/${name}`,
        `GET /api/guilds/${A}/channels`,
        `GET /api/guilds/${A}/roles`,
        `GET /api/guilds/${A}/info`,
      ],
    ]),
  ),
  // My Profile: the member's own inventory, no Discord object lists.
  inventory: [`GET /api/guilds/${A}/info/inventory`],
};
const guildList = { id: user, guilds: Object.values(DEMO.guilds) };

/** Loads a page's API calls in parallel, as the browser does; answers the Discord requests made. */
async function discordCalls(app: FastifyInstance, headers: Record<string, string>, calls: string[]) {
  await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
  const answers = await Promise.all(
    calls.map((call) => {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      return app.inject({ method, url, headers, ...(method === 'POST' ? { payload: guildList } : {}) });
    }),
  );
  const failed = answers.find((a) => a.statusCode !== 200);
  if (failed) throw new Error(`${calls.join(', ')}: ${failed.statusCode} ${failed.body}`);
  return ((await app.inject({ url: '/discord-emulator/_stats' })).json<{ total: number }>()).total;
}

export interface CostRow {
  page: string;
  cold: number;
  warm: number;
  secondManager: number;
}

const rows: CostRow[] = [];
for (const [page, calls] of Object.entries(pages)) {
  // A fresh app per page: "cold" shares no cache with the pages measured before it. The bot's
  // guild set is server-wide state loaded before the app is ready, not part of any page view.
  const app = await buildApp(testConfig());
  await app.ready();
  const { headers } = await signIn(app, user);
  const cold = await discordCalls(app, headers, calls);
  const warm = await discordCalls(app, headers, calls);
  // A second manager arrives: what is cached per guild is warm, what is cached per user is not.
  // (The demo world has one manager per guild, so the same user's per-user entries are dropped.)
  await app.cache.delete(`user-guilds:${user}`);
  const secondManager = await discordCalls(app, headers, calls);
  rows.push({ page, cold, warm, secondManager });
  await app.close();
}

// The scale world: Nova in 200 guilds (500 channels, 250 roles each), the bot in 5,000.
{
  const app = await buildApp(testConfig({ demoWorld: 'scale' }));
  await app.ready();
  const { headers } = await signIn(app, SCALE.user);
  const body = {
    id: SCALE.user,
    guilds: Array.from({ length: SCALE.userGuilds }, (_, i) => scaleGuildId(i + 1)),
  };
  const list = async () => {
    await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    const res = await app.inject({ method: 'POST', url: '/api/guilds', headers, payload: body });
    if (res.statusCode !== 200) throw new Error(`scale server list: ${res.statusCode} ${res.body}`);
    return ((await app.inject({ url: '/discord-emulator/_stats' })).json<{ total: number }>()).total;
  };
  await app.cache.delete(`user-guilds:${SCALE.user}`);
  const cold = await list();
  const warm = await list();
  await app.cache.delete(`user-guilds:${SCALE.user}`);
  const secondManager = await list();
  rows.push({ page: 'server list, scale (200 guilds, bot in 5,000)', cold, warm, secondManager });
  await app.close();
}

const over = rows.filter((r) => r.cold > 4 || r.warm > 0);
if (over.length > 0) {
  console.error(`over budget (4 cold, 0 warm): ${over.map((r) => r.page).join(', ')}`);
  process.exitCode = 1;
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows));
} else {
  console.log('Discord requests per page load (demo world, guild A):');
  for (const r of rows) {
    console.log(`  ${r.page.padEnd(14)} cold ${r.cold}  warm ${r.warm}  second manager ${r.secondManager}`);
  }
}

// Prints the Discord requests each dashboard page costs, cold (fresh caches) and warm.
import type { FastifyInstance } from 'fastify';
import { DEMO } from '@hoshi/discord-emulator';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { signIn } from '../test/helpers.ts';

const A = DEMO.guilds.A;
const pages: Record<string, string[]> = {
  'server list': ['POST /api/guilds'],
  'server hub': [`GET /api/guilds/${A}/info`],
  // What each page's queries request (apps/web/src/features/*/components/*-page.tsx).
  greetings: [
    `GET /api/guilds/${A}/info/greetings`,
    `GET /api/guilds/${A}/channels`,
    `GET /api/guilds/${A}/roles`,
    `GET /api/guilds/${A}/info`,
  ],
  xp: [`GET /api/guilds/${A}/info/xp`, `GET /api/guilds/${A}/channels`, `GET /api/guilds/${A}/roles`],
  autovc: [`GET /api/guilds/${A}/info/autovc`, `GET /api/guilds/${A}/channels`],
  surveys: [
    `GET /api/guilds/${A}/info/surveys`,
    `GET /api/guilds/${A}/channels`,
    `GET /api/guilds/${A}/roles`,
  ],
  lotteries: [
    `GET /api/guilds/${A}/info/lotteries`,
    `GET /api/guilds/${A}/channels`,
    `GET /api/guilds/${A}/roles`,
  ],
};
const guildList = { id: DEMO.users.akari, guilds: Object.values(DEMO.guilds) };

/** Loads a page's API calls in parallel, as the browser does; answers the Discord requests made. */
async function discordCalls(app: FastifyInstance, headers: Record<string, string>, calls: string[]) {
  await app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
  await Promise.all(
    calls.map((call) => {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      return app.inject({ method, url, headers, ...(method === 'POST' ? { payload: guildList } : {}) });
    }),
  );
  return ((await app.inject({ url: '/discord-emulator/_stats' })).json() as { total: number }).total;
}

console.log('Discord requests per page load (demo world, guild A):');
for (const [page, calls] of Object.entries(pages)) {
  // A fresh app per page: "cold" shares no cache with the pages measured before it.
  const app = await buildApp(testConfig());
  await app.ready();
  const { headers } = await signIn(app, DEMO.users.akari);
  const cold = await discordCalls(app, headers, calls);
  const warm = await discordCalls(app, headers, calls);
  console.log(`  ${page.padEnd(12)} cold ${cold}  warm ${warm}`);
  await app.close();
}

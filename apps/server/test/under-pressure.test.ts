import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import configPlugin from '../src/plugins/config.ts';
import errorHandler from '../src/plugins/error-handler.ts';
import pressure, { BUSY_RETRY_AFTER_S } from '../src/plugins/under-pressure.ts';

// Overload protection (plugins/under-pressure.ts): while the event loop lags, API requests are
// refused at once with 503 server_busy and a Retry-After; the rest is still served.

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(maxEventLoopDelayMs: number) {
  const base = testConfig();
  const app = Fastify();
  apps.push(app);
  await app.register(configPlugin, { config: { ...base, limits: { ...base.limits, maxEventLoopDelayMs } } });
  await app.register(errorHandler);
  // Sampled every 10 ms here (each second in the server), so a test need not wait a second.
  await app.register(pressure, { sampleIntervalMs: 10 });
  app.get('/api/ping', async () => ({ data: 'pong' }));
  app.get('/site/page', async () => 'page');
  await app.ready();
  return app;
}

/** Holds the event loop for `ms`, as a long synchronous step would. */
function block(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server under pressure', () => {
  it('answers API requests 503 server_busy with a Retry-After while its event loop lags, the rest as usual', async () => {
    const app = await appWith(100);
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
    let busy;
    for (let i = 0; i < 20 && busy === undefined; i += 1) {
      block(400);
      await tick(30);
      const answer = await app.inject({ url: '/api/ping' });
      if (answer.statusCode !== 200) busy = answer;
    }
    expect(busy?.statusCode).toBe(503);
    expect(busy?.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
    expect(busy?.json()).toMatchObject({ error: { code: 'server_busy' } });
    // Not the API: still served under the same lag.
    block(400);
    await tick(30);
    expect((await app.inject({ url: '/site/page' })).statusCode).toBe(200);
    // Recovering once the loop is calm is under-pressure's own sampling: on a loaded machine the
    // loop may lag for seconds, so it is not asserted here.
  });

  it('never refuses when the limit is 0 (the demo default)', async () => {
    const app = await appWith(0);
    block(400);
    await tick(30);
    expect((await app.inject({ url: '/api/ping' })).statusCode).toBe(200);
    expect(app.hasDecorator('isUnderPressure')).toBe(false);
  });
});

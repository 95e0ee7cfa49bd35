// The REST proxy as a process of its own (0103): started by the cluster manager (`npm run bot`
// with BOT_CLUSTERS), or alone (`npm run bot:proxy`) when several machines' clusters share it.
import { z } from 'zod';
import { startRestProxy } from './rest-proxy.ts';

const parsed = z
  .object({
    DISCORD_API_URL: z.url().default('https://discord.com/api'),
    BOT_REST_GLOBAL_PER_SECOND: z.coerce.number().int().min(1).default(50),
    BOT_REST_PROXY_PORT: z.coerce.number().int().min(0).max(65535).default(8280),
    BOT_REST_PROXY_HOST: z.string().min(1).default('127.0.0.1'),
  })
  .safeParse(process.env);
if (!parsed.success) {
  console.error(
    `Invalid REST proxy configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
  );
  process.exit(1);
}
const e = parsed.data;
const proxy = await startRestProxy({
  apiBase: e.DISCORD_API_URL.replace(/\/$/, ''),
  globalPerSecond: e.BOT_REST_GLOBAL_PER_SECOND,
  port: e.BOT_REST_PROXY_PORT,
  host: e.BOT_REST_PROXY_HOST,
});
console.log(`[rest-proxy] listening: DISCORD_API_URL=${proxy.url} → ${e.DISCORD_API_URL}`);
process.send?.({ restProxy: proxy.url });

const shutdown = async () => {
  await proxy.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
// Started by the manager: it goes when the manager goes.
process.once('disconnect', () => void shutdown());

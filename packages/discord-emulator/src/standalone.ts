import { DEMO, SCALE, buildEmulatorApp, EMULATOR_PREFIX } from './index.ts';
import type { LimitOptions } from './index.ts';

// The only module that reads the environment (ESLint enforces it).
const port = Number(process.env.EMULATOR_PORT ?? 3001);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`EMULATOR_PORT must be a port number, got "${process.env.EMULATOR_PORT}"`);
  process.exit(1);
}
const host = process.env.EMULATOR_HOST ?? '127.0.0.1';
const redirectUris = (
  process.env.EMULATOR_REDIRECT_URIS ??
  'http://localhost:3000/auth/discord/callback,http://localhost:5173/auth/discord/callback'
)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

// Unset: state lives in memory only, fresh from the seed on every start.
const persistPath = process.env.EMULATOR_PERSIST_PATH || undefined;

// The seed: the demo world, or with EMULATOR_WORLD=scale the demo's scale world too (as the
// server's DEMO_WORLD=scale), its generated guilds cut to EMULATOR_SCALE_GUILDS if given.
const world = process.env.EMULATOR_WORLD ?? 'demo';
if (world !== 'demo' && world !== 'scale') {
  console.error(`EMULATOR_WORLD must be "demo" or "scale", got "${world}"`);
  process.exit(1);
}
const scaleGuilds = Number(process.env.EMULATOR_SCALE_GUILDS ?? SCALE.guildCount);
if (!Number.isInteger(scaleGuilds) || scaleGuilds < 1 || scaleGuilds > SCALE.guildCount) {
  console.error(
    `EMULATOR_SCALE_GUILDS must be a whole number from 1 to ${SCALE.guildCount}, got "${process.env.EMULATOR_SCALE_GUILDS}"`,
  );
  process.exit(1);
}

// Discord's limits apply unless changed, e.g. EMULATOR_LIMITS='{"globalPerSecond":100}' (see LimitOptions).
let limits: LimitOptions | undefined;
try {
  limits = process.env.EMULATOR_LIMITS
    ? (JSON.parse(process.env.EMULATOR_LIMITS) as LimitOptions)
    : undefined;
} catch {
  console.error(`EMULATOR_LIMITS must be JSON, got "${process.env.EMULATOR_LIMITS}"`);
  process.exit(1);
}

const app = buildEmulatorApp(
  {
    clientId: DEMO.clientId,
    clientSecret: DEMO.clientSecret,
    botToken: DEMO.botToken,
    redirectUris,
    persistPath,
    world,
    scaleGuilds,
    ...(limits ? { limits } : {}),
  },
  { logger: { level: 'warn' } },
);

const close = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port, host });
const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${EMULATOR_PREFIX}`;
console.log(`Discord emulator listening on ${base}
  DISCORD_API_URL=${base}/api
  DISCORD_CLIENT_ID=${DEMO.clientId}
  DISCORD_CLIENT_SECRET=${DEMO.clientSecret}
  DISCORD_BOT_TOKEN=${DEMO.botToken}
  authorize page: ${base}/oauth2/authorize
  accepted redirect URIs (EMULATOR_REDIRECT_URIS): ${redirectUris.join(', ')}
  world (EMULATOR_WORLD, EMULATOR_SCALE_GUILDS): ${world === 'scale' ? `demo + scale, ${scaleGuilds} generated guilds` : 'demo'}
  state file (EMULATOR_PERSIST_PATH): ${persistPath ?? 'none, in memory only'}
  Discord's limits (EMULATOR_LIMITS): ${limits ? JSON.stringify(limits) : 'as Discord sets them'}
  gateway: ${base.replace('http', 'ws')}/gateway (named by GET ${base}/api/v10/gateway/bot)
  world page: ${base}/world (and POST ${base}/_world/join|leave|message|voice|boost|roles|click)
  test switches: POST/DELETE ${base}/_faults, GET/DELETE ${base}/_stats, POST ${base}/_gateway`);

import { DEMO, buildEmulatorApp, EMULATOR_PREFIX } from './index.ts';
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
  state file (EMULATOR_PERSIST_PATH): ${persistPath ?? 'none, in memory only'}
  Discord's limits (EMULATOR_LIMITS): ${limits ? JSON.stringify(limits) : 'as Discord sets them'}
  gateway: ${base.replace('http', 'ws')}/gateway (named by GET ${base}/api/v10/gateway/bot)
  world page: ${base}/world (and POST ${base}/_world/join|leave|message|voice|boost|roles|click)
  test switches: POST/DELETE ${base}/_faults, GET/DELETE ${base}/_stats, POST ${base}/_gateway`);

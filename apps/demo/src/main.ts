// `npm start`'s process: the server (the site, the API and, in demo mode, the Discord emulator
// mounted at /discord-emulator), and in demo mode the bot beside it, connected to that emulator.
// The server and the bot are apps of their own that know nothing of each other; this entry is
// where they meet (docs/decisions/0090-the-database-is-a-package-and-no-app-imports-another.md).
import { fileURLToPath } from 'node:url';
import { runPgliteInitIfAsked } from '@hoshi/db/client';
import { startServer } from '@hoshi/server';

// The short-lived copy of this process that creates a new embedded database (initPgliteInChild).
await runPgliteInitIfAsked();
const server = await startServer(fileURLToPath(import.meta.url));
if (server.app.config.demoBot) {
  const { startDemoBot } = await import('./demo-bot.ts');
  server.stopFirst(await startDemoBot(server.app));
}

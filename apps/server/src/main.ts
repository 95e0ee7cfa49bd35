// The server alone (production, whose bot is a process of its own: `npm run bot`). `npm start`
// runs apps/demo's entry, which starts this server and, in demo mode, the bot beside it.
import { fileURLToPath } from 'node:url';
import { runPgliteInitIfAsked } from '@hoshi/db/client';
import { startServer } from './start.ts';

// The short-lived copy of this process that creates a new embedded database (initPgliteInChild).
await runPgliteInitIfAsked();
await startServer(fileURLToPath(import.meta.url));

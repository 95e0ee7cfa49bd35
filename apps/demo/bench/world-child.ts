// The Discord side of a bot bench in a process of its own (world.ts): the PostgreSQL URL is its
// one argument; the bench talks to it over the IPC channel.
import { serveOverIpc } from './world.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('world-child.ts: the PostgreSQL URL is its argument');
await serveOverIpc(databaseUrl);

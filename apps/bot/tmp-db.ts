import { openDatabase } from '@hoshi/server/db';
const t = Date.now();
const h = await openDatabase({});
console.log('opened', Date.now() - t);
await h.close();

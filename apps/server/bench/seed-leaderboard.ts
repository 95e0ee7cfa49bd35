// Seeds a server's leaderboard for the bench: `node --import tsx apps/server/bench/seed-leaderboard.ts
// <members> [guildId]`, on DATABASE_URL or the PGlite in DATA_DIR (run before the server opens it).
import { sql } from 'drizzle-orm';
import { openDatabase } from '@hoshi/db';
import { memberXp } from '@hoshi/db/schema';

const members = Number(process.argv[2] ?? 100_000);
const guildId = process.argv[3] ?? '200000000000000001';
const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = process.env;

const handle = await openDatabase({ databaseUrl, dataDir });
const BATCH = 5_000;
for (let start = 0; start < members; start += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, members - start) }, (_, i) => {
    const n = start + i;
    // Many ties, as real servers have: XP in steps of 5 over a wide range.
    return {
      guildId,
      userId: String(300_000_000_000_000_000n + BigInt(n)),
      username: `member${n}`,
      xp: ((n * 7919) % 40_000) * 5,
      messages: n % 500,
    };
  });
  await handle.db.insert(memberXp).values(rows).onConflictDoNothing();
}
// Fresh statistics, as a server that has run a while has them.
await handle.db.execute(sql`ANALYZE member_xp`);
await handle.close();
console.log(`seeded ${members} members in ${guildId}`);

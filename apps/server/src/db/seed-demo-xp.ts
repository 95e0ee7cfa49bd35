import { DEMO, ENTRANTS } from '@hoshi/discord-emulator';
import type { Database } from '@hoshi/db';
import { memberXp } from '@hoshi/db/schema';

const A = DEMO.guilds.A;
const at = new Date(Date.UTC(2026, 10, 20, 21));

/**
 * Star Lounge has chatted before the visitor arrives: a leaderboard with a tie (mika and sora)
 * and members at several levels. The bot adds to these rows as the world's members chat.
 */
export const DEMO_XP: Array<typeof memberXp.$inferInsert> = [
  {
    userId: DEMO.users.akari,
    username: 'akari',
    avatar: '5f1d8c0e9b2a4c6d8e0f1a2b3c4d5e6f',
    xp: 4210,
    messages: 201,
  },
  { userId: DEMO.users.mika, username: 'mika', avatar: null, xp: 1830, messages: 92 },
  {
    userId: DEMO.users.sora,
    username: 'sora.night',
    avatar: '0a9b8c7d6e5f40312233445566778899',
    xp: 1830,
    messages: 88,
  },
  { userId: ENTRANTS.hikari, username: 'hikari', avatar: null, xp: 960, messages: 47 },
  { userId: ENTRANTS.ren, username: 'ren', avatar: null, xp: 610, messages: 30 },
  { userId: ENTRANTS.yuki, username: 'yuki', avatar: null, xp: 240, messages: 12 },
  { userId: ENTRANTS.nao, username: 'nao', avatar: null, xp: 95, messages: 5 },
].map((row) => ({ ...row, guildId: A, lastAwardAt: at }));

export async function seedDemoXp(db: Database): Promise<void> {
  await db.insert(memberXp).values(DEMO_XP).onConflictDoNothing();
}

import { and, eq } from 'drizzle-orm';
import { DEMO, ENTRANTS } from '@hoshi/discord-emulator';
import type { AutovcEntry, Lottery, Survey } from '@hoshi/contracts';
import { lotteryJobs, queueJobs, type Database } from '@hoshi/db';
import { auditLog, guildItems } from '@hoshi/db/schema';

const A = DEMO.guilds.A;
const SEEDED = 'seed:demo-collections';
const DAY = 86_400;

// Demo surveys, lotteries and an auto-VC lobby of Star Lounge, so the collection pages have something to show. Their ids are this block's; keep them stable.
export const DEMO_ITEMS = {
  feedbackSurvey: '710000000000000001',
  ideasSurvey: '710000000000000002',
  activeLottery: '720000000000000001',
  endedLottery: '720000000000000002',
} as const;

function surveys(): Survey[] {
  const blank = { question3: '', question4: '', question5: '' };
  return [
    {
      id: DEMO_ITEMS.feedbackSurvey,
      version: 1,
      title: 'How was the meteor watch?',
      message: 'Tell us how the last event went — answers reach the staff only.',
      channel: DEMO.channels.generalA,
      role: DEMO.roles.funA,
      style: 'ticket',
      display: 'compact',
      question1: 'What did you enjoy most?',
      question2: 'What should we change?',
      ...blank,
      location: DEMO.channels.welcomeA,
    },
    {
      id: DEMO_ITEMS.ideasSurvey,
      version: 1,
      title: 'Ideas for the lounge',
      message: 'Every idea becomes a post in the ideas forum.',
      channel: DEMO.channels.ideasForumA,
      role: null,
      style: 'thread',
      display: 'noAuthor',
      question1: 'Your idea',
      question2: 'Why would it help?',
      ...blank,
      location: DEMO.channels.generalA,
    },
  ];
}

function lotteries(nowSeconds: number): Lottery[] {
  const everyone = [DEMO.users.akari, DEMO.users.mika, ...Object.values(ENTRANTS)];
  return [
    {
      id: DEMO_ITEMS.activeLottery,
      version: 1,
      title: 'Nitro giveaway',
      message: 'Press the button to enter. Good luck, stargazers!',
      message2: 'Congratulations to our winners — check your DMs!',
      listType: 'any',
      roles: [],
      finish: nowSeconds + 3 * DAY,
      maxWinners: 2,
      rolls: 0,
      location: DEMO.channels.generalA,
      creator: DEMO.users.akari,
      entrants: everyone,
      winners: [],
      previousWinners: [],
    },
    {
      id: DEMO_ITEMS.endedLottery,
      version: 1,
      title: 'Telescope raffle',
      message: 'Stargazers only: win a small telescope.',
      message2: 'The telescope has found its stargazer. Congratulations!',
      listType: 'whitelist',
      roles: [DEMO.roles.funA],
      finish: nowSeconds - 2 * DAY,
      maxWinners: 1,
      rolls: 1,
      location: DEMO.channels.generalA,
      creator: DEMO.users.akari,
      entrants: everyone,
      winners: [{ id: ENTRANTS.hikari, name: 'Hikari' }],
      previousWinners: [],
    },
  ];
}

/**
 * Gaming is an auto-VC lobby: a member who joins it is moved into a room of their own, deleted
 * once empty (README "Watch the bot"). Gaming's own name and category, as a save would record them.
 */
const gamingLobby: AutovcEntry = {
  id: DEMO.channels.gamingVoiceA,
  version: 1,
  name: 'Gaming',
  type: 2,
  category: DEMO.channels.voiceCategoryA,
  roomName: "!USER!'s room",
  limit: 0,
  audio: 96,
  position: 'under',
};

/**
 * Once per database: an audit row marks the seeding, so items a visitor deleted never return.
 */
export async function seedDemoCollections(db: Database, nowMs = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.guildId, A), eq(auditLog.action, SEEDED)));
    if (done.length > 0) return;
    const rows = [
      ...surveys().map((item) => ({ feature: 'surveys', item })),
      ...lotteries(Math.floor(nowMs / 1000)).map((item) => ({ feature: 'lotteries', item })),
      { feature: 'autovc', item: gamingLobby },
    ].map(({ feature, item: { id, version, ...data } }) => ({
      guildId: A,
      feature,
      id,
      version,
      data,
      createdBy: DEMO.users.akari,
    }));
    await tx.insert(guildItems).values(rows).onConflictDoNothing();
    // The bot posts the demo lotteries (an ended one is skipped) and ends the open one at its finish.
    const nowJobs = lotteries(Math.floor(nowMs / 1000)).flatMap((item) =>
      lotteryJobs(item, 'create', { guildId: A, nowMs }),
    );
    await queueJobs(tx, nowJobs);
    await tx
      .insert(auditLog)
      .values({ guildId: A, userId: DEMO.users.akari, action: SEEDED, before: null, after: null });
  });
}

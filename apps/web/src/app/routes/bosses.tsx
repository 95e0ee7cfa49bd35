import { loadBossesTexts } from '../../features/activities/bosses/texts.ts';

/** /activities/bosses: the game's code and its texts load together. */
export async function loadBossesRoute() {
  const [{ BossesGame }] = await Promise.all([
    import('../../features/activities/bosses/bosses-game.tsx'),
    loadBossesTexts(),
  ]);
  return { Component: BossesGame };
}

import type { TFunction } from 'i18next';
import type { BossGameState, GameEvent } from './core/types.ts';
import type { Sound } from './sound.ts';

/** What a screen reader hears for an event, if anything (shots and hits would drown the rest). */
export function announcement(t: TFunction<'bosses'>, event: GameEvent, state: BossGameState): string | null {
  switch (event.type) {
    case 'bossIn':
      return t('announce.bossIn', {
        level: event.level,
        boss: t(`boss.${event.bossId}` as 'boss.nebulaSlime'),
      });
    case 'bossDown':
      return t('announce.bossDown', {
        boss: t(`boss.${event.bossId}` as 'boss.nebulaSlime'),
        score: state.score,
      });
    case 'playerHit':
      return t('announce.playerHit', { hp: event.hp });
    case 'powerUp': {
      const name = t(`powerUp.${event.kind}`);
      return event.kind === 'reversed' || event.kind === 'visualChaos'
        ? t('announce.curse', { name })
        : t('announce.powerUp', { name });
    }
    case 'safe':
      return t('announce.safe');
    case 'gameOver':
      return t('announce.gameOver', { score: event.score });
    default:
      return null;
  }
}

export function soundOf(event: GameEvent): Sound {
  if (event.type === 'powerUp')
    return event.kind === 'reversed' || event.kind === 'visualChaos' ? 'curse' : 'powerUp';
  return event.type;
}

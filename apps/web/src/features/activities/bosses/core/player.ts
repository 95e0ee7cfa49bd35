import { CURSE_MS, PLAYER_INVINCIBLE_MS, SHAKE_HIT } from './constants.ts';
import { burst, floatText, shake } from './effects.ts';
import type { BossGameState } from './types.ts';

/**
 * One hit on the player: a shield takes it instead; otherwise 1 HP and 1 s of invincibility.
 * Answers whether it cost HP.
 */
export function hurtPlayer(state: BossGameState): boolean {
  const { player } = state;
  if (player.invincibleMs > 0 || state.phase !== 'playing') return false;
  if (state.effects.shield) {
    delete state.effects.shield;
    player.invincibleMs = PLAYER_INVINCIBLE_MS;
    burst(state, player.x, player.y, '#7df9ff', 24);
    return false;
  }
  player.hp -= 1;
  player.invincibleMs = PLAYER_INVINCIBLE_MS;
  player.flashMs = 200;
  shake(state, SHAKE_HIT);
  burst(state, player.x, player.y, '#ff6b6b', 30, 240);
  state.events.push({ type: 'playerHit', hp: player.hp });
  if (player.hp <= 0) {
    state.phase = 'gameover';
    state.events.push({ type: 'gameOver', score: state.score });
  }
  return true;
}

/** A curse: controls reversed or the screen in chaos for the shorter effect timer, with CURSED! over the ship. */
export function curse(state: BossGameState, kind: 'reversed' | 'visualChaos'): void {
  state.effects[kind] = CURSE_MS;
  floatText(state, 'cursed', state.player.x, state.player.y - 30);
  state.events.push({ type: 'powerUp', kind });
}

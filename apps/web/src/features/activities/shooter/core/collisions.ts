import type { Random } from '../../shared/random.ts';
import { damageBoss } from './bosses.ts';
import {
  BOSSES,
  BULLET_RADIUS,
  BOSS_SHOT_RADIUS,
  FLASH_HURT_MS,
  INVINCIBLE_AFTER_HIT_MS,
  LETTER_HALF_SIZE,
  LETTER_POINTS,
  PLAYER_HALF_WIDTH,
  PLAYER_Y,
  POWER_UP_RADIUS,
  SHAKE_HURT,
  WRONG_FLASH_MS,
  WRONG_PENALTY,
} from './constants.ts';
import { PARTICLE_COLORS, burst, shake } from './fx.ts';
import { collectPowerUp, hasEffect } from './power-ups.ts';
import { completeWord, neededLetter, targetWord } from './progress.ts';
import type { Boss, Bullet, ShooterState } from './types.ts';

/** The ship's body, as a box around (player.x, PLAYER_Y). */
const SHIP_HALF_HEIGHT = 16;

function touchesShip(state: ShooterState, x: number, y: number, radius: number): boolean {
  return (
    Math.abs(x - state.player.x) <= PLAYER_HALF_WIDTH + radius &&
    Math.abs(y - PLAYER_Y) <= SHIP_HALF_HEIGHT + radius
  );
}

/** A hit on the ship: nothing while invincible, the shield takes one, otherwise 1 hp and 1 s of invincibility. */
export function hurt(state: ShooterState, random: Random): void {
  const { player } = state;
  if (player.invincibleMs > 0 || hasEffect(state, 'invincible')) return;
  if (player.shield) {
    player.shield = false;
    delete state.effects.shield;
    player.invincibleMs = INVINCIBLE_AFTER_HIT_MS;
    burst(state, random, player.x, PLAYER_Y, 16, PARTICLE_COLORS.powerUp);
    state.events.push({ type: 'blocked' });
    return;
  }
  player.hp -= 1;
  player.invincibleMs = INVINCIBLE_AFTER_HIT_MS;
  burst(state, random, player.x, PLAYER_Y, 24, PARTICLE_COLORS.hurt, 220);
  shake(state, SHAKE_HURT);
  state.flashMs = Math.max(state.flashMs, FLASH_HURT_MS);
  state.events.push({ type: 'hurt', hp: Math.max(0, player.hp) });
}

/** A letter shot: the one the word needs next scores, any other is WRONG! and costs 5 points. */
function shootLetter(state: ShooterState, index: number, random: Random): void {
  const [letter] = state.letters.splice(index, 1);
  if (!letter) return;
  if (letter.char === neededLetter(state)) {
    state.progress += 1;
    state.score += LETTER_POINTS * state.player.scoreMultiplier;
    burst(state, random, letter.x, letter.y, 12, PARTICLE_COLORS.letter);
    state.events.push({ type: 'letter', char: letter.char });
    if (state.progress === targetWord(state)?.letters.length) {
      completeWord(state, random);
    }
    return;
  }
  state.score = Math.max(0, state.score - WRONG_PENALTY);
  state.wrongMs = WRONG_FLASH_MS;
  burst(state, random, letter.x, letter.y, 10, PARTICLE_COLORS.wrong);
  state.events.push({ type: 'wrong', char: letter.char });
}

/** Which boss (and serpent segment) a bullet is in, if any. */
function bossAt(state: ShooterState, bullet: Bullet): { boss: Boss; segment: number } | null {
  for (const boss of state.bosses) {
    const def = BOSSES[boss.kind];
    if (boss.kind === 'serpent') {
      const reach = (def.halfWidth + BULLET_RADIUS) ** 2;
      const segment = boss.segments.findIndex(
        (s) => s.hp > 0 && (s.x - bullet.x) ** 2 + (s.y - bullet.y) ** 2 <= reach,
      );
      if (segment >= 0) return { boss, segment };
    } else if (
      boss.state === 'fighting' &&
      Math.abs(bullet.x - boss.x) <= def.halfWidth + BULLET_RADIUS &&
      Math.abs(bullet.y - boss.y) <= def.halfHeight + BULLET_RADIUS
    ) {
      return { boss, segment: 0 };
    }
  }
  return null;
}

/** What each of the ship's shots hit first: a letter, a capsule or a boss. */
function resolveBullets(state: ShooterState, random: Random): void {
  const flying: Bullet[] = [];
  for (const bullet of state.bullets) {
    const letter = state.letters.findIndex(
      (l) =>
        Math.abs(bullet.x - l.x) <= LETTER_HALF_SIZE + BULLET_RADIUS &&
        Math.abs(bullet.y - l.y) <= LETTER_HALF_SIZE + BULLET_RADIUS,
    );
    if (letter >= 0) {
      shootLetter(state, letter, random);
      continue;
    }
    const drop = state.powerUps.findIndex(
      (d) => Math.hypot(bullet.x - d.x, bullet.y - d.y) <= POWER_UP_RADIUS + BULLET_RADIUS,
    );
    if (drop >= 0) {
      const [taken] = state.powerUps.splice(drop, 1);
      if (taken) collectPowerUp(state, taken.type, random, taken.x, taken.y);
      continue;
    }
    const target = bossAt(state, bullet);
    if (target) {
      damageBoss(state, target.boss, 1, random, target.segment);
      burst(state, random, bullet.x, bullet.y, 3, PARTICLE_COLORS.spark, 120);
      continue;
    }
    flying.push(bullet);
  }
  state.bullets = flying;
}

/** What reaches the ship: letters and boss shots hurt, capsules are caught. */
function resolveShip(state: ShooterState, random: Random): void {
  state.letters = state.letters.filter((letter) => {
    if (!touchesShip(state, letter.x, letter.y, LETTER_HALF_SIZE)) return true;
    hurt(state, random);
    return false;
  });
  state.enemyShots = state.enemyShots.filter((shot) => {
    if (!touchesShip(state, shot.x, shot.y, BOSS_SHOT_RADIUS)) return true;
    hurt(state, random);
    return false;
  });
  state.powerUps = state.powerUps.filter((drop) => {
    if (!touchesShip(state, drop.x, drop.y, POWER_UP_RADIUS)) return true;
    collectPowerUp(state, drop.type, random, drop.x, drop.y);
    return false;
  });
}

export function collide(state: ShooterState, random: Random): void {
  resolveBullets(state, random);
  resolveShip(state, random);
  state.bosses = state.bosses.filter((boss) => boss.hp > 0);
}

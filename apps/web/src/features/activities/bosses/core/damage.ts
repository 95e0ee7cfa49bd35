import { coreOpen } from './behaviors/multipart.ts';
import { illusionBroken } from './behaviors/illusion.ts';
import { divide } from './behaviors/mitosis.ts';
import {
  HIT_FLASH_MS,
  ILLUSION_REVEAL_DAMAGE,
  POWER_UP_EVERY_DAMAGE,
  SCORE_MULTIPLIER,
  SCORE_PER_HIT,
  SCORE_PER_PART,
  SHAKE_BOSS_DOWN,
} from './constants.ts';
import { burst, shake } from './effects.ts';
import { dropPowerUp } from './power-ups.ts';
import type { Boss, BossGameState, Part } from './types.ts';

/** Points, doubled while the multiplier power-up runs. */
export function addScore(state: BossGameState, points: number): void {
  state.score += points * (state.effects.multiplier ? SCORE_MULTIPLIER : 1);
}

export function partHittable(boss: Boss, part: Part): boolean {
  if (part.hp <= 0 || boss.life !== 'fighting') return false;
  return part.kind !== 'core' || coreOpen(boss);
}

/** A faded phantom or a boss hidden among its illusions lets shots pass. */
export const bodyTangible = (boss: Boss) =>
  (boss.life === 'entering' || boss.life === 'fighting') && boss.alpha > 0.3;

function tally(state: BossGameState, amount: number, x: number, y: number): void {
  state.damageTally += amount;
  if (state.damageTally >= POWER_UP_EVERY_DAMAGE) {
    state.damageTally -= POWER_UP_EVERY_DAMAGE;
    dropPowerUp(state, x, y);
  }
}

export function damagePart(state: BossGameState, boss: Boss, part: Part, amount: number): void {
  const x = boss.x + part.dx;
  const y = boss.y + part.dy;
  part.hp = Math.max(0, part.hp - amount);
  part.flashMs = HIT_FLASH_MS;
  addScore(state, SCORE_PER_HIT);
  tally(state, amount, x, y);
  state.events.push({ type: 'hit' });
  if (part.hp > 0) return;
  burst(state, x, y, boss.type.accent, 26, 220);
  addScore(state, SCORE_PER_PART);
  state.events.push({ type: 'partDown' });
  if (part.kind === 'illusion' && illusionBroken(state, boss, part) === 'real')
    damageBody(state, boss, ILLUSION_REVEAL_DAMAGE);
}

export function damageBody(state: BossGameState, boss: Boss, amount: number): void {
  if (boss.life !== 'fighting' || boss.invulnerable) return;
  boss.hp = Math.max(0, boss.hp - amount);
  boss.flashMs = HIT_FLASH_MS;
  addScore(state, SCORE_PER_HIT);
  tally(state, amount, boss.x, boss.y);
  state.events.push({ type: 'hit' });
  if (boss.hp === 0) killBoss(state, boss);
}

/** docs/product.md#boss-shooter: fighting → dying; a mitosis cell short of generation 2 splits instead. */
function killBoss(state: BossGameState, boss: Boss): void {
  if (boss.type.behavior === 'mitosis') {
    const children = divide(state, boss);
    if (children.length > 0) {
      boss.life = 'defeated';
      state.bosses.push(...children);
      return;
    }
  }
  boss.life = 'dying';
  boss.mode = 'dying';
  boss.modeMs = 0;
  boss.parts = [];
  boss.invulnerable = true;
  shake(state, SHAKE_BOSS_DOWN);
  burst(state, boss.x, boss.y, boss.type.color, 60, 320);
  state.events.push({ type: 'bossDown', level: state.level, bossId: boss.type.id });
}

/** One player shot against one boss: answers whether the shot was stopped (by a part, the body or a shield). */
export function shotHits(state: BossGameState, boss: Boss, x: number, y: number, amount: number): boolean {
  for (const part of boss.parts) {
    if (!partHittable(boss, part)) continue;
    if (Math.hypot(boss.x + part.dx - x, boss.y + part.dy - y) < part.radius) {
      damagePart(state, boss, part, amount);
      return true;
    }
  }
  if (!bodyTangible(boss)) return false;
  const onBody =
    Math.hypot(boss.x - x, boss.y - y) < boss.type.radius ||
    boss.segments.some((s) => Math.hypot(s.x - x, s.y - y) < boss.type.radius * 0.8);
  if (!onBody) return false;
  if (boss.invulnerable || boss.life !== 'fighting') burst(state, x, y, '#9bf6ff', 3, 120);
  else damageBody(state, boss, amount);
  return true;
}

/** A bomb: the body where it can be hurt, otherwise the first part that can. */
export function blastBosses(state: BossGameState, amount: number): void {
  for (const boss of [...state.bosses]) {
    if (boss.life !== 'fighting') continue;
    const part = boss.parts.find((p) => partHittable(boss, p));
    if (!boss.invulnerable) damageBody(state, boss, amount);
    else if (part) damagePart(state, boss, part, amount);
  }
}

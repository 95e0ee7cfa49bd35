import type { Random } from '../../shared/random.ts';
import {
  BOSSES,
  BOSS_ENTRY_SPEED,
  BOSS_HIT_FLASH_MS,
  BOSS_HP_GROWTH_PER_CYCLE,
  BOSS_SHOT_SPEED,
  BOSS_WAVES,
  FIELD_WIDTH,
  PLAYER_Y,
  SERPENT_DROP,
  SERPENT_SEGMENTS,
  SERPENT_SPACING,
  SHAKE_BOSS_DOWN,
} from './constants.ts';
import type { BossKind } from './constants.ts';
import { PARTICLE_COLORS, burst, shake } from './fx.ts';
import type { Boss, ShooterState } from './types.ts';

/** Which bosses fight number `fight` (1, 2, …) brings: the waves in turn. */
export function waveFor(fight: number): readonly BossKind[] {
  return BOSS_WAVES[(fight - 1) % BOSS_WAVES.length] ?? ['crab'];
}

/** Hit points of one boss (a serpent's: of one segment) in fight `fight`: tougher every cycle. */
export function bossHpFor(kind: BossKind, fight: number): number {
  const cycle = Math.floor((fight - 1) / BOSS_WAVES.length);
  return Math.round(BOSSES[kind].hp * (1 + BOSS_HP_GROWTH_PER_CYCLE * cycle));
}

function createBoss(state: ShooterState, kind: BossKind, index: number, count: number): Boss {
  const def = BOSSES[kind];
  const hp = bossHpFor(kind, state.bossFights);
  const x = (FIELD_WIDTH * (index + 1)) / (count + 1);
  const boss: Boss = {
    id: state.nextId++,
    kind,
    x,
    y: -def.halfHeight * 2,
    hp,
    maxHp: hp,
    state: 'entering',
    dir: index % 2 === 0 ? 1 : -1,
    attackInMs: def.attackMs,
    hitFlashMs: 0,
    segments: [],
  };
  if (kind === 'serpent') {
    // The body comes in from the left edge, one segment behind the other.
    boss.segments = Array.from({ length: SERPENT_SEGMENTS }, (_, i) => ({
      x: -def.halfWidth - i * SERPENT_SPACING,
      y: def.y,
      hp,
      dir: 1 as const,
    }));
    boss.hp = boss.maxHp = hp * SERPENT_SEGMENTS;
    boss.state = 'fighting';
    boss.dir = 1;
    boss.x = boss.segments[0]!.x;
    boss.y = def.y;
  }
  return boss;
}

/** The fight begins: the letters on the field burst, the next wave comes in. */
export function startBossFight(state: ShooterState, random: Random): void {
  state.bossFights += 1;
  state.mode = 'boss';
  for (const letter of state.letters) burst(state, random, letter.x, letter.y, 5, PARTICLE_COLORS.spark);
  state.letters = [];
  const kinds = waveFor(state.bossFights);
  state.bosses = kinds.map((kind, index) => createBoss(state, kind, index, kinds.length));
  state.events.push({ type: 'bossStart', kinds: [...kinds] });
}

/** Damage to a boss; for the serpent, to segment `segment` (its head by default). */
export function damageBoss(
  state: ShooterState,
  boss: Boss,
  amount: number,
  random: Random,
  segment = 0,
): void {
  if (boss.hp <= 0) return;
  boss.hitFlashMs = BOSS_HIT_FLASH_MS;
  if (boss.kind === 'serpent') {
    const alive = boss.segments.filter((s) => s.hp > 0);
    const hit = boss.segments[segment]?.hp ? boss.segments[segment] : alive[0];
    if (!hit) return;
    hit.hp = Math.max(0, hit.hp - amount);
    if (hit.hp === 0) burst(state, random, hit.x, hit.y, 14, PARTICLE_COLORS.boss);
    boss.hp = boss.segments.reduce((sum, s) => sum + s.hp, 0);
  } else {
    boss.hp = Math.max(0, boss.hp - amount);
  }
  state.events.push({ type: 'bossHit' });
  if (boss.hp > 0) return;
  burst(state, random, boss.x, boss.y, 60, PARTICLE_COLORS.boss, 260);
  shake(state, SHAKE_BOSS_DOWN);
  state.events.push({ type: 'bossDown', kind: boss.kind });
}

function fire(state: ShooterState, x: number, y: number, angle: number): void {
  state.enemyShots.push({
    x,
    y,
    vx: Math.sin(angle) * BOSS_SHOT_SPEED,
    vy: Math.cos(angle) * BOSS_SHOT_SPEED,
  });
}

function attack(state: ShooterState, boss: Boss): void {
  const def = BOSSES[boss.kind];
  if (boss.kind === 'crab') {
    for (let i = 0; i < def.shots; i++) fire(state, boss.x, boss.y + def.halfHeight, (i - 1) * 0.3);
  } else if (boss.kind === 'eye') {
    // Aimed at where the ship is now.
    fire(state, boss.x, boss.y + def.halfHeight, Math.atan2(state.player.x - boss.x, PLAYER_Y - boss.y));
  }
}

function moveSerpent(state: ShooterState, boss: Boss, seconds: number): boolean {
  const def = BOSSES.serpent;
  let head = true;
  for (const segment of boss.segments) {
    segment.x += segment.dir * def.speed * seconds;
    const pastRight = segment.dir === 1 && segment.x > FIELD_WIDTH - def.halfWidth;
    const pastLeft = segment.dir === -1 && segment.x < def.halfWidth;
    if (pastRight || pastLeft) {
      segment.x = pastRight ? FIELD_WIDTH - def.halfWidth : def.halfWidth;
      segment.dir = segment.dir === 1 ? -1 : 1;
      segment.y += SERPENT_DROP;
    }
    if (segment.hp > 0 && head) {
      boss.x = segment.x;
      boss.y = segment.y;
      head = false;
    }
  }
  // docs/product.md#starshooter: a serpent reaching the bottom ends the game at once.
  return boss.segments.some((s) => s.hp > 0 && s.y + def.halfHeight >= PLAYER_Y);
}

/**
 * Moves and fires. `dt` is already slowed by timeWarp. Answers whether a serpent reached the
 * bottom; the defeated are taken off the field.
 */
export function stepBosses(state: ShooterState, dt: number): boolean {
  const seconds = dt / 1000;
  let serpentDown = false;
  for (const boss of state.bosses) {
    const def = BOSSES[boss.kind];
    boss.hitFlashMs = Math.max(0, boss.hitFlashMs - dt);
    if (boss.kind === 'serpent') {
      serpentDown = moveSerpent(state, boss, seconds) || serpentDown;
      continue;
    }
    if (boss.state === 'entering') {
      boss.y = Math.min(def.y, boss.y + BOSS_ENTRY_SPEED * seconds);
      if (boss.y >= def.y) boss.state = 'fighting';
      continue;
    }
    boss.x += boss.dir * def.speed * seconds;
    if (boss.x < def.halfWidth || boss.x > FIELD_WIDTH - def.halfWidth) {
      boss.x = Math.min(FIELD_WIDTH - def.halfWidth, Math.max(def.halfWidth, boss.x));
      boss.dir = boss.dir === 1 ? -1 : 1;
    }
    boss.attackInMs -= dt;
    if (boss.attackInMs <= 0) {
      boss.attackInMs += def.attackMs;
      attack(state, boss);
    }
  }
  state.bosses = state.bosses.filter((boss) => boss.hp > 0);
  return serpentDown;
}

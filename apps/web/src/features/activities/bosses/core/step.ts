import { BEHAVIORS } from './behaviors/registry.ts';
import { bossTypeForLevel } from './boss-types.ts';
import {
  BOSS_DYING_MS,
  BOSS_ENTRY_SPEED,
  FRAME_60_MS,
  NEXT_LEVEL_MS,
  PLAYER_BULLET_DAMAGE,
  PLAYER_BULLET_SPEED,
  PLAYER_FIRE_MS,
  PLAYER_RADIUS,
  PLAYER_SPEED,
  SCORE_PER_BOSS_LEVEL,
  SPEED_FACTOR,
  TIME_WARP_FACTOR,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from './constants.ts';
import { addScore, blastBosses, bodyTangible, shotHits } from './damage.ts';
import { burst, floatText, stepEffects } from './effects.ts';
import { hurtPlayer } from './player.ts';
import { dropPowerUp, stepEffectTimers, stepPowerUps } from './power-ups.ts';
import { spawnLevel } from './state.ts';
import type { Boss, BossGameState, BossInput, Bullet, Player } from './types.ts';

export const NO_INPUT: BossInput = { moveX: 0, moveY: 0, target: null };

/** How long skull bullets steer toward the player before flying straight. */
const SKULL_HOMING_MS = 2000;
const SKULL_TURN = 2.2;
/** The ship's hit box is smaller than its picture, as players expect of a bullet-hell game. */
const PLAYER_HITBOX = PLAYER_RADIUS * 0.6;

/**
 * Advances the game by `dt` ms. The screen calls it with fixed steps (1/120 s); any dt works,
 * which the tests use. Events of the step are appended to `state.events` for the screen to take.
 */
export function stepBossGame(state: BossGameState, dt: number, input: BossInput = NO_INPUT): void {
  if (state.phase === 'gameover') stepEffects(state, dt);
  if (state.phase !== 'playing') return;
  state.elapsedMs += dt;
  stepEffectTimers(state, dt);
  movePlayer(state, dt, input);
  firePlayer(state, dt);
  movePlayerBullets(state, dt);
  stepBosses(state, dt);
  moveEnemyBullets(state, dt);
  touchBosses(state);
  stepPowerUps(state, dt, (amount) => blastBosses(state, amount));
  stepEffects(state, dt);
}

function movePlayer(state: BossGameState, dt: number, input: BossInput): void {
  const { player } = state;
  player.invincibleMs = Math.max(0, player.invincibleMs - dt);
  player.flashMs = Math.max(0, player.flashMs - dt);
  const speed = PLAYER_SPEED * (state.effects.speed ? SPEED_FACTOR : 1);
  const flip = state.effects.reversed ? -1 : 1;
  let dx = input.moveX;
  let dy = input.moveY;
  if (input.target) {
    dx = input.target.x - player.x;
    dy = input.target.y - player.y;
  }
  const length = Math.hypot(dx, dy);
  if (length > 0) {
    const travel = Math.min((speed * dt) / 1000, input.target ? length : Infinity);
    player.x += (dx / length) * travel * flip;
    player.y += (dy / length) * travel * flip;
  }
  player.x = Math.min(WORLD_WIDTH - PLAYER_RADIUS, Math.max(PLAYER_RADIUS, player.x));
  player.y = Math.min(WORLD_HEIGHT - PLAYER_RADIUS, Math.max(WORLD_HEIGHT * 0.35, player.y));
}

/** The ship fires on its own: one hand (or thumb) steers, nothing needs holding. */
function firePlayer(state: BossGameState, dt: number): void {
  const { player } = state;
  player.fireMs -= dt;
  if (player.fireMs > 0) return;
  player.fireMs += PLAYER_FIRE_MS;
  const angles = state.effects.stars ? [-0.18, 0, 0.18] : [0];
  for (const a of angles) {
    state.playerBullets.push({
      x: player.x,
      y: player.y - 18,
      vx: Math.sin(a) * PLAYER_BULLET_SPEED,
      vy: -Math.cos(a) * PLAYER_BULLET_SPEED,
    });
  }
  state.events.push({ type: 'shot' });
}

function movePlayerBullets(state: BossGameState, dt: number): void {
  const s = dt / 1000;
  state.playerBullets = state.playerBullets.filter((b) => {
    b.x += b.vx * s;
    b.y += b.vy * s;
    if (b.y < -20 || b.x < -20 || b.x > WORLD_WIDTH + 20) return false;
    for (const boss of state.bosses) if (shotHits(state, boss, b.x, b.y, PLAYER_BULLET_DAMAGE)) return false;
    return true;
  });
}

function stepBosses(state: BossGameState, dt: number): void {
  const hadBosses = state.bosses.length > 0;
  // Indexed: a mitosis split appends daughters that start moving on the next step.
  const count = state.bosses.length;
  for (let i = 0; i < count; i++) stepBoss(state, state.bosses[i]!, dt);
  state.bosses = state.bosses.filter((boss) => boss.life !== 'defeated');
  if (hadBosses && state.bosses.length === 0) levelCleared(state);
  if (!hadBosses && state.nextLevelMs > 0) {
    state.nextLevelMs -= dt;
    if (state.nextLevelMs <= 0) {
      state.level += 1;
      spawnLevel(state);
    }
  }
}

/** docs/product.md#boss-shooter: entering → fighting → dying → defeated. */
function stepBoss(state: BossGameState, boss: Boss, dt: number): void {
  boss.flashMs = Math.max(0, boss.flashMs - dt);
  for (const part of boss.parts) part.flashMs = Math.max(0, part.flashMs - dt);
  switch (boss.life) {
    case 'entering':
      // docs/product.md#boss-shooter: entry speed 2.5 units per 60 Hz frame.
      boss.y += (BOSS_ENTRY_SPEED * dt) / FRAME_60_MS;
      if (boss.y >= boss.homeY) {
        boss.y = boss.homeY;
        boss.life = 'fighting';
        boss.invulnerable = false;
        BEHAVIORS[boss.type.behavior].start(state, boss);
      }
      break;
    case 'fighting':
      BEHAVIORS[boss.type.behavior].update(state, boss, dt);
      break;
    case 'dying':
      boss.modeMs += dt;
      if (state.random() < dt / 60)
        burst(
          state,
          boss.x + (state.random() - 0.5) * 80,
          boss.y + (state.random() - 0.5) * 80,
          boss.type.accent,
          12,
        );
      if (boss.modeMs >= BOSS_DYING_MS) boss.life = 'defeated';
      break;
    case 'defeated':
      break;
  }
}

/** The last boss of the level is down: its bonus (level × its multiplier), a power-up, a breather. */
function levelCleared(state: BossGameState): void {
  addScore(state, Math.round(SCORE_PER_BOSS_LEVEL * state.level * bossTypeForLevel(state.level).multiplier));
  dropPowerUp(state, WORLD_WIDTH / 2, 200);
  floatText(state, 'levelUp', WORLD_WIDTH / 2, WORLD_HEIGHT / 2);
  state.bullets = [];
  state.nextLevelMs = NEXT_LEVEL_MS;
}

function moveEnemyBullets(state: BossGameState, dt: number): void {
  const s = (dt / 1000) * (state.effects.timeWarp ? TIME_WARP_FACTOR : 1);
  const { player } = state;
  let hit = false;
  // Compacted in place: hundreds of bullets move every 1/120 s, and a new array each step is garbage.
  let kept = 0;
  for (const b of state.bullets) {
    if (moveBullet(b, s, dt, player)) continue;
    if (!hit && Math.hypot(b.x - player.x, b.y - player.y) < b.r + PLAYER_HITBOX) {
      hit = true;
      hurtPlayer(state);
      continue;
    }
    state.bullets[kept++] = b;
  }
  state.bullets.length = kept;
}

/** Moves one enemy bullet; answers whether it has left the screen. */
function moveBullet(b: Bullet, s: number, dt: number, player: Player): boolean {
  b.ageMs += dt;
  if (b.kind === 'skull' && b.ageMs < SKULL_HOMING_MS) {
    const speed = Math.hypot(b.vx, b.vy);
    const want = Math.atan2(player.y - b.y, player.x - b.x);
    const now = Math.atan2(b.vy, b.vx);
    const turn = Math.max(
      -SKULL_TURN * s,
      Math.min(SKULL_TURN * s, Math.atan2(Math.sin(want - now), Math.cos(want - now))),
    );
    b.vx = Math.cos(now + turn) * speed;
    b.vy = Math.sin(now + turn) * speed;
  }
  if (b.stopAt) {
    const dx = b.stopAt.x - b.x;
    const dy = b.stopAt.y - b.y;
    const distance = Math.hypot(dx, dy);
    const speed = Math.max(380, distance * 2) * s;
    if (distance <= speed) {
      b.x = b.stopAt.x;
      b.y = b.stopAt.y;
    } else {
      b.x += (dx / distance) * speed;
      b.y += (dy / distance) * speed;
    }
  } else {
    b.x += b.vx * s;
    b.y += b.vy * s;
  }
  return b.y > WORLD_HEIGHT + 30 || b.y < -60 || b.x < -30 || b.x > WORLD_WIDTH + 30;
}

/** Running into a boss, a segment or a minion hurts like a bullet. */
function touchBosses(state: BossGameState): void {
  const { player } = state;
  const near = (x: number, y: number, r: number) =>
    Math.hypot(x - player.x, y - player.y) < r + PLAYER_HITBOX;
  for (const boss of state.bosses) {
    if (boss.life !== 'fighting') continue;
    const touched =
      (bodyTangible(boss) &&
        (near(boss.x, boss.y, boss.type.radius * 0.85) ||
          boss.segments.some((s) => near(s.x, s.y, boss.type.radius * 0.7)))) ||
      boss.parts.some((p) => p.kind === 'minion' && p.hp > 0 && near(boss.x + p.dx, boss.y + p.dy, p.radius));
    if (touched) {
      hurtPlayer(state);
      return;
    }
  }
}

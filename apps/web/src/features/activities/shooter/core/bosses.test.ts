import { describe, expect, it } from 'vitest';
import {
  BOSSES,
  BOSS_BONUS_PER_FIGHT,
  PLAYER_MAX_HP,
  PLAYER_Y,
  SERPENT_SEGMENTS,
  WORDS_PER_BOSS,
} from './constants.ts';
import { bossHpFor, damageBoss, startBossFight, waveFor } from './bosses.ts';
import { targetWord } from './progress.ts';
import { letterAbove, testGame } from './testing.ts';

type Game = ReturnType<typeof testGame>;

function clearWord(game: Game) {
  for (const char of targetWord(game.state)!.letters) {
    letterAbove(game.state, char);
    game.press('Fire');
    game.run(200);
  }
}

function defeatAll(game: Game) {
  for (const boss of [...game.state.bosses]) {
    // A serpent falls segment by segment.
    while (boss.hp > 0) damageBoss(game.state, boss, boss.hp, game.random);
  }
  game.events.push(...game.state.events);
  game.run(20);
}

describe('boss fights', () => {
  it(`start after every ${WORDS_PER_BOSS} words cleared, with no target word and no letters`, () => {
    const game = testGame();
    game.start();
    for (let i = 1; i < WORDS_PER_BOSS; i++) clearWord(game);
    expect(game.state.mode).toBe('words');
    game.state.letters.push({ id: 900, char: 'q', x: 50, y: 100 });
    clearWord(game);
    expect(game.state.mode).toBe('boss');
    expect(game.state.bossFights).toBe(1);
    expect(targetWord(game.state)).toBeUndefined();
    expect(game.state.letters).toEqual([]);
    expect(game.events).toContainEqual({ type: 'bossStart', kinds: ['crab'] });
  });

  it('end when every boss is down: a bonus of 100 × the fight, then a new target word', () => {
    const game = testGame();
    game.start();
    for (let i = 0; i < WORDS_PER_BOSS; i++) clearWord(game);
    const before = game.state.score;
    game.events.length = 0;
    defeatAll(game);
    expect(game.state.mode).toBe('words');
    expect(game.state.score).toBe(before + BOSS_BONUS_PER_FIGHT);
    expect(game.events.map((e) => e.type)).toEqual(['bossHit', 'bossDown', 'bossBonus', 'target']);
    game.events.length = 0;
    for (let i = 0; i < WORDS_PER_BOSS; i++) clearWord(game);
    expect(game.state.bossFights).toBe(2);
    const second = game.state.score;
    defeatAll(game);
    expect(game.state.score).toBe(second + 2 * BOSS_BONUS_PER_FIGHT);
  });

  it('are fought with shots: each shot takes 1 hp, only once the boss has come in', () => {
    const game = testGame();
    game.start();
    startBossFight(game.state, game.random);
    const crab = game.state.bosses[0]!;
    expect(crab.state).toBe('entering');
    game.run(3000);
    expect(crab.state).toBe('fighting');
    expect(crab.y).toBe(BOSSES.crab.y);
    game.state.player.x = crab.x;
    crab.x = game.state.player.x;
    game.state.bosses[0]!.dir = 1;
    const hp = crab.hp;
    game.state.bullets.push({ x: crab.x, y: crab.y + 20, vx: 0, vy: -1 });
    game.run(10);
    expect(crab.hp).toBe(hp - 1);
  });

  it('come in waves of our own, tougher every cycle', () => {
    expect([1, 2, 3, 4, 5].map(waveFor)).toEqual([
      ['crab'],
      ['serpent'],
      ['eye', 'crab'],
      ['serpent', 'eye'],
      ['crab'],
    ]);
    expect(bossHpFor('crab', 1)).toBe(BOSSES.crab.hp);
    expect(bossHpFor('crab', 5)).toBe(BOSSES.crab.hp * 1.5);
  });

  it('the crab fires three shots every 1400 ms; the eye aims at the ship', () => {
    const game = testGame();
    game.start();
    game.state.bossFights = 2;
    startBossFight(game.state, game.random);
    const [eye, crab] = game.state.bosses;
    game.state.player.invincibleMs = 1e9;
    eye!.state = crab!.state = 'fighting';
    eye!.y = BOSSES.eye.y;
    crab!.y = BOSSES.crab.y;
    game.state.player.x = 500;
    game.run(BOSSES.eye.attackMs + 10);
    const aimed = game.state.enemyShots[0]!;
    expect(game.state.enemyShots).toHaveLength(1);
    expect(aimed.vx).toBeGreaterThan(0);
    game.run(BOSSES.crab.attackMs - BOSSES.eye.attackMs);
    expect(game.state.enemyShots).toHaveLength(1 + 3);
  });
});

describe('the serpent', () => {
  it(`has ${SERPENT_SEGMENTS} segments, each shot down on its own`, () => {
    const game = testGame();
    game.start();
    game.state.bossFights = 1;
    startBossFight(game.state, game.random);
    const serpent = game.state.bosses[0]!;
    expect(serpent.kind).toBe('serpent');
    expect(serpent.segments).toHaveLength(SERPENT_SEGMENTS);
    expect(serpent.maxHp).toBe(SERPENT_SEGMENTS * BOSSES.serpent.hp);
    damageBoss(game.state, serpent, BOSSES.serpent.hp, game.random, 3);
    expect(serpent.segments[3]!.hp).toBe(0);
    expect(serpent.hp).toBe((SERPENT_SEGMENTS - 1) * BOSSES.serpent.hp);
  });

  it('ends the game at once when it reaches the bottom, whatever the hp', () => {
    const game = testGame();
    game.start();
    game.state.bossFights = 1;
    startBossFight(game.state, game.random);
    game.state.effects.invincible = 1e9;
    const serpent = game.state.bosses[0]!;
    let seconds = 0;
    while (game.state.phase === 'playing' && seconds < 200) {
      game.run(1000);
      seconds += 1;
    }
    expect(game.state.phase).toBe('over');
    expect(game.state.player.hp).toBe(PLAYER_MAX_HP);
    expect(game.events.at(-1)).toMatchObject({ type: 'over', cause: 'serpent' });
    expect(Math.max(...serpent.segments.map((s) => s.y)) + BOSSES.serpent.halfHeight).toBeGreaterThanOrEqual(
      PLAYER_Y,
    );
  });
});

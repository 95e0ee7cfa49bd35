import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XP_DEFAULTS, type XpSettings } from './xp.ts';
import {
  baseXp,
  decideXp,
  levelForXp,
  levelProgress,
  levelRolesFor,
  missingLevelRoles,
  snowflakeTime,
  XP_COOLDOWN_MS,
  xpForLevel,
  xpToNextLevel,
  type XpMessage,
  type XpStanding,
} from './xp-rules.ts';

const DISCORD_EPOCH = 1_420_070_400_000;
/** A message id made at `ms` (since 1970), with `seq` in the low bits as Discord's counter is. */
const idAt = (ms: number, seq = 0) => ((BigInt(ms - DISCORD_EPOCH) << 22n) | BigInt(seq)).toString();
const T0 = Date.UTC(2026, 10, 26, 12);

const settings = (patch: Partial<XpSettings> = {}): XpSettings => ({ ...XP_DEFAULTS, ...patch });
const message = (patch: Partial<XpMessage> = {}): XpMessage => ({
  id: idAt(T0),
  channelId: '300000000000000001',
  parentId: null,
  authorIsBot: false,
  authorBoosts: false,
  ...patch,
});
const fresh: XpStanding = { xp: 0, lastAwardAt: null };

describe('the level curve', () => {
  it('takes 100 XP to reach level 1, then 5L² + 50L + 100 per level', () => {
    expect(xpForLevel(0)).toBe(0);
    expect(xpForLevel(1)).toBe(100);
    expect(xpForLevel(2)).toBe(255);
    expect(xpForLevel(3)).toBe(475);
    expect(xpToNextLevel(10)).toBe(1100);
  });

  it('reads the level back from any XP, and the level holds until the next threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (level) => {
        expect(levelForXp(xpForLevel(level))).toBe(level);
        expect(levelForXp(xpForLevel(level + 1) - 1)).toBe(level);
        expect(xpForLevel(level + 1) - xpForLevel(level)).toBe(xpToNextLevel(level));
      }),
    );
  });

  it('stops at the spec’s highest level, 1000', () => {
    expect(levelForXp(Number.MAX_SAFE_INTEGER)).toBe(1000);
    expect(levelProgress(xpForLevel(1000) + 5)).toEqual({ level: 1000, into: 5, needed: 0 });
  });

  it('says how far a member is into their level', () => {
    expect(levelProgress(300)).toEqual({ level: 2, into: 45, needed: 220 });
  });
});

describe('awarding XP for a message', () => {
  it('earns 15 to 25 XP, the same for the same message every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 4095 }), (ms, seq) => {
        const id = idAt(T0 + ms, seq);
        expect(baseXp(id)).toBeGreaterThanOrEqual(15);
        expect(baseXp(id)).toBeLessThanOrEqual(25);
        expect(baseXp(id)).toBe(baseXp(id));
      }),
    );
  });

  it('reads the message’s time from its snowflake', () => {
    expect(snowflakeTime(idAt(T0, 7))).toBe(T0);
  });

  it('multiplies by the base rate, and by the boost bonus only for boosters', () => {
    const id = idAt(T0);
    const base = baseXp(id);
    const earned = (s: Partial<XpSettings>, boosts: boolean) => {
      const d = decideXp(message({ id, authorBoosts: boosts }), fresh, settings(s));
      return d.award ? d.amount : 0;
    };
    expect(earned({ rate: 1 }, false)).toBe(base);
    expect(earned({ rate: 3 }, false)).toBe(base * 3);
    // bonus 3 → ×1.6 (docs/product.md#xp)
    expect(earned({ rate: 1, boostBonus: 3 }, true)).toBe(Math.round(base * 1.6));
    expect(earned({ rate: 2, boostBonus: 5 }, true)).toBe(base * 4);
    expect(earned({ rate: 1, boostBonus: 5 }, false)).toBe(base);
  });

  it('earns nothing at base rate 0, for bots, or in an exempt channel or its threads', () => {
    expect(decideXp(message(), fresh, settings({ rate: 0 }))).toEqual({ award: false, reason: 'disabled' });
    expect(decideXp(message({ authorIsBot: true }), fresh, settings())).toEqual({
      award: false,
      reason: 'bot',
    });
    const exempt = settings({ exempt: ['300000000000000001'] });
    expect(decideXp(message(), fresh, exempt)).toEqual({ award: false, reason: 'exempt' });
    const thread = message({ channelId: '300000000000000009', parentId: '300000000000000001' });
    expect(decideXp(thread, fresh, exempt)).toEqual({ award: false, reason: 'exempt' });
  });

  it('pays once per minute of the messages’ own time: an hour of chat every second earns 60 times', () => {
    let standing = fresh;
    let awards = 0;
    for (let s = 0; s < 3600; s++) {
      const d = decideXp(message({ id: idAt(T0 + s * 1000, s % 4096) }), standing, settings());
      if (d.award) {
        awards++;
        standing = { xp: d.xp, lastAwardAt: d.at };
      }
    }
    expect(awards).toBe(60);
  });

  it('never pays twice within the cooldown, whatever the order messages arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 60 }), (offsets) => {
        let standing = fresh;
        const paid: number[] = [];
        for (const [i, ms] of offsets.entries()) {
          const d = decideXp(message({ id: idAt(T0 + ms, i) }), standing, settings());
          if (d.award) {
            paid.push(d.at);
            standing = { xp: d.xp, lastAwardAt: d.at };
          }
        }
        for (let i = 1; i < paid.length; i++)
          expect(paid[i]! - paid[i - 1]!).toBeGreaterThanOrEqual(XP_COOLDOWN_MS);
      }),
    );
  });

  it('says when a message lifts the member to a new level', () => {
    const d = decideXp(message(), { xp: 99, lastAwardAt: null }, settings());
    expect(d).toMatchObject({ award: true, level: 1, levelUp: true });
    const e = decideXp(message(), { xp: 100, lastAwardAt: null }, settings());
    expect(e).toMatchObject({ award: true, level: 1, levelUp: false });
  });
});

describe('level roles', () => {
  const roles = settings({
    lvlroles: { '5': '500000000000000005', '10': '500000000000000010' },
    reward: { role: '500000000000000099', level: 20 },
  });

  it('stack: every level role at or below the level, and the reward role from its level', () => {
    expect([...levelRolesFor(4, roles)]).toEqual([]);
    expect([...levelRolesFor(12, roles)].sort()).toEqual(['500000000000000005', '500000000000000010']);
    expect(levelRolesFor(20, roles).has('500000000000000099')).toBe(true);
  });

  it('gives a member already past a newly added level its role, and nothing they hold', () => {
    expect(missingLevelRoles(15, ['500000000000000005'], roles)).toEqual(['500000000000000010']);
  });

  it('stops giving a role taken out of the settings', () => {
    const fewer = settings({ lvlroles: { '5': '500000000000000005' } });
    expect(missingLevelRoles(15, [], fewer)).toEqual(['500000000000000005']);
  });

  it('gives no reward role when none is set', () => {
    expect(levelRolesFor(1000, settings()).size).toBe(0);
  });
});

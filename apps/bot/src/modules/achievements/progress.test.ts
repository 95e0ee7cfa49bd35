import { describe, expect, it } from 'vitest';
import { CARDS } from '@hoshi/contracts/profile-catalogue';
import { CARD_RANK_ODDS } from '@hoshi/contracts/profile-rules';
import { pickCard, rankWeights } from './draw.ts';
import { MessageType } from 'discord-api-types/v10';
import { commandEvents, messageEvents, repliedTo } from './progress.ts';

const base = { id: 'm1', guildId: 'g', userId: 'u' };
const counters = (at: number, extra = {}) =>
  messageEvents({ ...base, at, ...extra })[0]?.updates.map((u) => `${u.counter}=${u.value}`);

describe('what a message counts (docs/product.md#achievements)', () => {
  it('the message keyed by its id, the UTC day, and the server once', () => {
    const at = Date.UTC(2026, 10, 29, 12);
    const events = messageEvents({ ...base, at });
    expect(events.map((e) => e.key)).toEqual(['event:msg:g:m1', 'server:g:u']);
    expect(events[0]?.activeDay).toBe(Math.floor(at / 86_400_000));
    expect(counters(at)).toEqual(['messages=1']);
  });

  it('the night owl between midnight and 4, the morning star between 5 and 7 (UTC)', () => {
    expect(counters(Date.UTC(2026, 0, 1, 3, 59))).toContain('night-messages=1');
    expect(counters(Date.UTC(2026, 0, 1, 4))).toEqual(['messages=1']);
    expect(counters(Date.UTC(2026, 0, 1, 5))).toContain('morning-messages=1');
    expect(counters(Date.UTC(2026, 0, 1, 7))).toEqual(['messages=1']);
  });

  it('days in the server, days boosting, and each boost once by its start', () => {
    const at = Date.UTC(2026, 0, 1);
    const joinedAt = new Date(at - 400 * 86_400_000).toISOString();
    const premiumSince = new Date(at - 10 * 86_400_000).toISOString();
    const events = messageEvents({ ...base, at, joinedAt, premiumSince });
    expect(events[0]?.updates).toEqual(
      expect.arrayContaining([
        { counter: 'membership-days', value: 400 },
        { counter: 'boost-days', value: 10 },
      ]),
    );
    expect(events[2]).toEqual({
      key: `boost:g:u:${premiumSince}`,
      updates: [{ counter: 'boosts', value: 1 }],
    });
  });

  it('a command keyed by its interaction', () => {
    expect(commandEvents('i1', 'g', 'u', 0).map((e) => e.key)).toEqual(['event:cmd:i1', 'server:g:u']);
  });
});

describe('/draw by rank odds (docs/decisions/0101-achievements-cards-and-pets.md)', () => {
  const total = Object.values(CARD_RANK_ODDS).reduce((a, b) => a + b, 0);

  it('picks the rank by its weight, then a card of that rank', () => {
    // The lowest rolls are S, the highest E.
    expect(CARDS[pickCard(() => 0, false)]?.rank).toBe('S');
    expect(CARDS[pickCard(() => (CARD_RANK_ODDS.S - 0.5) / total, false)]?.rank).toBe('S');
    expect(CARDS[pickCard(() => CARD_RANK_ODDS.S / total, false)]?.rank).toBe('A');
    expect(CARDS[pickCard(() => 0.999_999, false)]?.rank).toBe('E');
  });

  it('Stardust Cat raises the weight of B and better only', () => {
    const lucky = rankWeights(true);
    expect(lucky.S + lucky.A + lucky.B).toBeGreaterThan(
      CARD_RANK_ODDS.S + CARD_RANK_ODDS.A + CARD_RANK_ODDS.B,
    );
    expect([lucky.C, lucky.D, lucky.E]).toEqual([CARD_RANK_ODDS.C, CARD_RANK_ODDS.D, CARD_RANK_ODDS.E]);
  });
});

describe('Welcome Committee sees a reply (docs/product.md#achievements)', () => {
  it("by Discord's reply only: not a forward or a message that only references another", () => {
    const reference = { message_id: 'first', channel_id: 'c' };
    expect(repliedTo({ type: MessageType.Reply, message_reference: reference })).toBe('first');
    expect(repliedTo({ type: MessageType.Default, message_reference: reference })).toBeNull();
    expect(repliedTo({ type: MessageType.ChannelPinnedMessage, message_reference: reference })).toBeNull();
    expect(repliedTo({ type: MessageType.Reply })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { comparable, inviteCodes, judge, SPAM_LEVELS, WINDOW_MS, type SeenMessage } from './rules.ts';

const T = Date.UTC(2026, 10, 29, 12);
const moderate = SPAM_LEVELS[3] ?? SPAM_LEVELS[1];
const strict = SPAM_LEVELS[4];

let next = 0;
const msg = (over: Partial<SeenMessage> = {}): SeenMessage => {
  next += 1;
  return {
    id: String(next),
    channelId: 'general',
    at: T + next * 1000,
    text: `line ${next}`,
    excerpt: '',
    content: '',
    mentions: 0,
    attachments: 0,
    invites: 0,
    ...over,
  };
};
/** `n` messages `every` ms apart (a second by default), then the judged one as long after. */
const burst = (n: number, over: (i: number) => Partial<SeenMessage> = () => ({}), every = 1000) => {
  const start = T + 100_000 * (next + 1);
  const messages = Array.from({ length: n + 1 }, (_, i) => msg({ at: start + i * every, ...over(i) }));
  const latest = messages.pop();
  if (!latest) throw new Error('no message');
  return { latest, earlier: messages };
};

describe('anti-spam rules (level 3, moderate: python-discord’s limits)', () => {
  if (!moderate || !strict) throw new Error('levels missing');

  it('lets 7 messages in 10 s in a channel pass and takes the 8th as spam, with all 8 deleted', () => {
    const seven = burst(6);
    expect(judge(seven.latest, seven.earlier, moderate)).toBeNull();
    const eight = burst(7);
    const hit = judge(eight.latest, eight.earlier, moderate);
    expect(hit?.rule).toBe('channelRate');
    expect(hit?.burst).toHaveLength(8);
  });

  it('counts the server-wide rate across channels, where no one channel is too fast', () => {
    const spread = burst(12, (i) => ({ channelId: `c${i % 3}` }), 500);
    expect(judge(spread.latest, spread.earlier, moderate)?.rule).toBe('rate');
    const fewer = burst(11, (i) => ({ channelId: `c${i % 3}` }), 500);
    expect(judge(fewer.latest, fewer.earlier, moderate)).toBeNull();
  });

  it('judges on the messages’ own times: a message 10 s older is out of the window', () => {
    const { latest, earlier } = burst(7);
    const late = { ...latest, at: (earlier[0]?.at ?? 0) + WINDOW_MS };
    expect(judge(late, earlier, moderate)).toBeNull();
  });

  it('takes the same text a fourth time as duplicates, whatever its case and spacing', () => {
    const same = burst(3, () => ({ text: comparable('  FREE   nitro ') }));
    expect(judge({ ...same.latest, text: comparable('free nitro') }, same.earlier, moderate)?.rule).toBe(
      'duplicates',
    );
    const three = burst(2, () => ({ text: 'free nitro' }));
    expect(judge(three.latest, three.earlier, moderate)).toBeNull();
  });

  it('never takes messages of attachments only as duplicates', () => {
    const pictures = burst(5, () => ({ text: '', attachments: 1 }));
    expect(judge(pictures.latest, pictures.earlier, moderate)).toBeNull();
  });

  it('counts mentions and attachments per message', () => {
    const mentions = burst(1, () => ({ mentions: 3 }));
    expect(judge(mentions.latest, mentions.earlier, moderate)?.rule).toBe('mentions');
    const fine = burst(1, (i) => ({ mentions: i === 0 ? 3 : 2 }));
    expect(judge(fine.latest, fine.earlier, moderate)).toBeNull();
    const files = burst(1, () => ({ attachments: 6 }));
    expect(judge(files.latest, files.earlier, moderate)?.rule).toBe('attachments');
  });

  it('lets one message carry Discord’s most attachments (10) at levels 1–3', () => {
    const dump = burst(0, () => ({ text: '', attachments: 10 }));
    for (const level of [1, 2, 3]) {
      const limits = SPAM_LEVELS[level];
      if (!limits) throw new Error(`no level ${level}`);
      expect([level, judge(dump.latest, dump.earlier, limits)]).toEqual([level, null]);
    }
    expect(judge(dump.latest, dump.earlier, strict)?.rule).toBe('attachments');
  });

  it('judges invites to other servers at strict and aggressive only', () => {
    const invite = burst(0, () => ({ invites: 1 }));
    expect(judge(invite.latest, invite.earlier, moderate)).toBeNull();
    expect(judge(invite.latest, invite.earlier, strict)?.rule).toBe('invites');
  });

  it('is stricter level by level', () => {
    for (const level of [1, 2, 3, 4] as const) {
      const lighter = SPAM_LEVELS[level];
      const stricter = SPAM_LEVELS[level + 1];
      if (!lighter || !stricter) throw new Error('levels missing');
      for (const key of ['channelRate', 'rate', 'duplicates', 'mentions', 'attachments'] as const)
        expect([level, key, stricter[key] < lighter[key]]).toEqual([level, key, true]);
    }
  });
});

describe('invite codes', () => {
  it('are found in each of Discord’s forms, each once', () => {
    expect(
      inviteCodes(
        'join discord.gg/abc123 or https://discord.com/invite/Star-Lounge and discordapp.com/invite/abc123',
      ),
    ).toEqual(['abc123', 'Star-Lounge']);
    expect(inviteCodes('see https://example.com/discord and discord.gg')).toEqual([]);
  });
});

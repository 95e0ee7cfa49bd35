import { describe, expect, it } from 'vitest';
import {
  comparable,
  MemberWindows,
  SPAM_LEVELS,
  WINDOW_MS,
  type SeenMessage,
  type SpamLimits,
} from './rules.ts';

// The false-positive check (docs/decisions/0089-anti-spam-levels.md): ordinary chat, quick replies
// and pasted links included, triggers nothing at levels 1–3. The chat is generated from a fixed
// seed, so every run judges the same 10,000 messages.

/** mulberry32: a small PRNG, so the corpus is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LINES = [
  'good morning everyone',
  'おはようございます！',
  'did anyone finish the event yet?',
  'イベントもう終わった？',
  'lol',
  'www',
  '草',
  'ok',
  'ありがとう！',
  'thanks!',
  'that boss took me 40 minutes',
  'same here',
  'wait what',
  'I think the patch notes said Friday',
  'パッチノートは金曜日って書いてあったよ',
  'brb dinner',
  'ご飯食べてくる',
  'gg',
  'nice',
  'すごい',
  'who is up for a match tonight?',
  '今夜誰か一緒にやる？',
];
const QUICK = ['yes', 'no', 'lol', 'ok', 'gg', 'same', 'うん', 'はい', 'わかる', '👍'];
const LINKS = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://github.com/discordjs/discord.js/releases',
  'https://store.steampowered.com/app/1145360/',
  'https://x.com/discord/status/1700000000000000000',
  'https://docs.google.com/spreadsheets/d/1a2b3c/edit',
];

interface Posted {
  userId: string;
  message: SeenMessage;
}

/**
 * Ordinary chat in one server: 80 members over 5 channels, about 3 hours. Members talk in turns
 * with pauses; one in five turns is a run of quick replies (2–5 lines a second or two apart);
 * some lines repeat ("lol" twice); links are pasted; replies mention 1–2 members; screenshots
 * come 1–4 at a time, and now and then 10 in one message.
 */
function ordinaryChat(count: number, seed: number): Posted[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const members = Array.from({ length: 80 }, (_, i) => `member-${i}`);
  const channels = ['general', 'gaming', 'japanese', 'media', 'help'];
  const out: Posted[] = [];
  let at = Date.UTC(2026, 10, 29, 18);
  let id = 0;
  const post = (userId: string, channelId: string, content: string, over: Partial<SeenMessage> = {}) => {
    id += 1;
    out.push({
      userId,
      message: {
        id: String(id),
        channelId,
        at,
        text: comparable(content),
        excerpt: content.slice(0, 80),
        content,
        mentions: 0,
        attachments: 0,
        invites: 0,
        ...over,
      },
    });
  };
  while (out.length < count) {
    const userId = pick(members);
    const channelId = pick(channels);
    const kind = rnd();
    if (kind < 0.2) {
      // A run of quick replies, each answering something else (so no line comes back within it).
      const n = 2 + Math.floor(rnd() * 4);
      const replies = [...QUICK].sort(() => rnd() - 0.5);
      for (let i = 0; i < n; i += 1) {
        post(userId, channelId, replies[i] ?? 'ok');
        at += 1000 + Math.floor(rnd() * 1500);
      }
    } else if (kind < 0.3) {
      post(userId, channelId, `${pick(['look', 'this', '見て', 'new trailer'])} ${pick(LINKS)}`);
    } else if (kind < 0.4) {
      const n = 1 + Math.floor(rnd() * 2);
      post(userId, channelId, `${pick(LINES)} ${'<@1> '.repeat(n)}`, { mentions: n });
    } else if (kind < 0.47) {
      // Screenshots, and now and then a photo dump of up to Discord's 10 in one message.
      post(userId, channelId, '', { attachments: rnd() < 0.2 ? 10 : 1 + Math.floor(rnd() * 4) });
    } else if (kind < 0.5) {
      // The same short reaction twice, a few seconds apart.
      const line = pick(QUICK);
      post(userId, channelId, line);
      at += 3000;
      post(userId, channelId, line);
    } else {
      post(userId, channelId, pick(LINES));
    }
    at += 300 + Math.floor(rnd() * 2500);
  }
  return out.slice(0, count);
}

function hits(chat: readonly Posted[], limits: SpamLimits) {
  const windows = new MemberWindows();
  return chat.flatMap(({ userId, message }) => {
    const hit = windows.observe('guild', userId, message, limits);
    return hit ? [{ userId, rule: hit.rule, at: message.id }] : [];
  });
}

describe('anti-spam on ordinary chat', () => {
  const chat = ordinaryChat(10_000, 20261129);

  it.each([1, 2, 3])('10,000 ordinary messages trigger nothing at level %i', (level) => {
    const limits = SPAM_LEVELS[level];
    if (!limits) throw new Error(`no level ${level}`);
    expect(hits(chat, limits)).toEqual([]);
  });

  it('the same chat with one member flooding a channel is caught at level 1, and only that member', () => {
    const limits = SPAM_LEVELS[1];
    if (!limits) throw new Error('no level 1');
    const start = chat[5000]?.message.at ?? 0;
    const flood: Posted[] = Array.from({ length: 15 }, (_, i) => ({
      userId: 'flooder',
      message: {
        id: `f${i}`,
        channelId: 'general',
        at: start + i * 500,
        text: `free nitro ${i}`,
        excerpt: '',
        content: `free nitro ${i}`,
        mentions: 0,
        attachments: 0,
        invites: 0,
      },
    }));
    const mixed = [...chat.slice(0, 5000), ...flood, ...chat.slice(5000)].sort(
      (a, b) => a.message.at - b.message.at,
    );
    expect(hits(mixed, limits).map((h) => h.userId)).toEqual(['flooder']);
  });

  it('keeps a member’s messages only while a window needs them', () => {
    const limits = SPAM_LEVELS[3];
    if (!limits) throw new Error('no level 3');
    const windows = new MemberWindows();
    const at = Date.UTC(2026, 10, 29, 18);
    const said = (id: string, userId: string, time: number) =>
      windows.observe(
        'guild',
        userId,
        {
          id,
          channelId: 'general',
          at: time,
          text: id,
          excerpt: id,
          content: id,
          mentions: 0,
          attachments: 0,
          invites: 0,
        },
        limits,
      );
    said('a1', 'a', at);
    said('a2', 'a', at + 1000);
    expect(windows.size).toBe(2);
    // A window later someone else speaks: a's lines are no longer needed.
    said('b1', 'b', at + 1000 + WINDOW_MS);
    expect(windows.size).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { GREETINGS_DEFAULTS, type GreetingsSettings } from '@hoshi/contracts';
import { AT, CHANNELS, emptyState, guildView, member, settings } from '../../core/fixtures.ts';
import { greetings } from './decide.ts';
import type { BotEvent } from '../../core/types.ts';

const luna = { id: '700000000000000009', username: 'luna' };
const join: BotEvent = { kind: 'memberAdd', member: member(), randomMember: luna, at: AT };
const leave: BotEvent = { kind: 'memberRemove', member: member(), randomMember: luna, at: AT };

function withGreetings(change: (g: GreetingsSettings) => void) {
  const greetingsSettings = structuredClone(GREETINGS_DEFAULTS);
  change(greetingsSettings);
  return settings({ greetings: greetingsSettings });
}

describe('greetings', () => {
  it('sends the join message in its channel with the variables filled, pinging only whom it names', () => {
    const s = withGreetings((g) => {
      g.join = {
        channel: CHANNELS.welcome,
        style: 'text',
        message: '!USER! (!NAME!) is #!MEMBERS! of !SERVER!, say hi !RANDOM!',
      };
    });
    expect(greetings(join, s, guildView(), emptyState())).toEqual([
      {
        type: 'send',
        channelId: CHANNELS.welcome,
        content: '<@700000000000000001> (sora) is #1235 of Star Lounge, say hi <@700000000000000009>',
        mentions: { users: ['700000000000000001', luna.id], roles: [] },
      },
    ]);
  });

  it('sends the leave message, with the count after the leave, and nothing for a join', () => {
    const s = withGreetings((g) => {
      g.leave = { channel: CHANNELS.welcome, style: 'text', message: '!NAME! left, !MEMBERS! remain' };
    });
    const actions = greetings(leave, s, guildView({ memberCount: 1233 }), emptyState());
    expect(actions).toMatchObject([{ type: 'send', content: 'sora left, 1233 remain' }]);
    expect(greetings(join, s, guildView(), emptyState())).toEqual([]);
  });

  it('sends nothing when no channel is picked', () => {
    expect(greetings(join, settings(), guildView(), emptyState())).toEqual([]);
  });

  it('skips a channel deleted since the save, saying so once', () => {
    const s = withGreetings((g) => {
      g.join.channel = '400000000000009999';
    });
    expect(greetings(join, s, guildView(), emptyState())).toEqual([
      { type: 'skip', reason: 'join greeting: channel 400000000000009999 no longer exists' },
    ]);
  });

  it('skips a channel the declared rule refuses: closed to Hoshi, no sending, or not a text channel', () => {
    const base = guildView();
    const welcome = base.channels.get(CHANNELS.welcome);
    if (!welcome) throw new Error('the fixture has a welcome channel');
    const withWelcome = (bot: { view: boolean; send: boolean }) =>
      guildView({ channels: new Map([...base.channels, [CHANNELS.welcome, { ...welcome, bot }]]) });
    const toWelcome = withGreetings((g) => {
      g.join.channel = CHANNELS.welcome;
    });
    expect(greetings(join, toWelcome, withWelcome({ view: true, send: false }), emptyState())).toEqual([
      { type: 'skip', reason: `join greeting: channel ${CHANNELS.welcome} does not let Hoshi send messages` },
    ]);
    expect(greetings(join, toWelcome, withWelcome({ view: false, send: false }), emptyState())).toEqual([
      { type: 'skip', reason: `join greeting: channel ${CHANNELS.welcome} is closed to Hoshi` },
    ]);
    // A greeting takes a text channel only (packages/contracts/src/greetings.ts), not a voice one.
    const toLounge = withGreetings((g) => {
      g.join.channel = CHANNELS.lounge;
    });
    expect(greetings(join, toLounge, base, emptyState())).toEqual([
      {
        type: 'skip',
        reason: `join greeting: channel ${CHANNELS.lounge} is not of a type this setting takes`,
      },
    ]);
  });

  it('draws a card as an embed with the avatar, its fixed words in the bot language', () => {
    const s = withGreetings((g) => {
      g.join = { channel: CHANNELS.welcome, style: 'card', message: 'Hi !USER!' };
    });
    const [action] = greetings(join, s, guildView({ lang: 'ja' }), emptyState());
    expect(action).toMatchObject({
      type: 'send',
      content: '',
      embed: {
        title: 'ようこそ！',
        description: 'Hi <@700000000000000001>',
        author: 'Star Lounge',
        thumbnailUrl: member().avatarUrl,
        footer: 'sora · 1235 人目のメンバー',
      },
    });
  });

  it('attaches a welcome picture for the image style, with the words in the bot language', () => {
    const s = withGreetings((g) => {
      g.leave = { channel: CHANNELS.welcome, style: 'image', message: 'Bye !NAME!' };
    });
    const [action] = greetings(leave, s, guildView({ memberCount: 1233 }), emptyState());
    expect(action).toMatchObject({
      content: 'Bye sora',
      image: { headline: 'Goodbye!', username: 'sora', server: 'Star Lounge', countLine: '1233 members now' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { XP_DEFAULTS, type XpSettings } from '@hoshi/contracts';
import { CHANNELS, guildView } from '../../core/fixtures.ts';
import { xpActions, type XpAward } from './decide.ts';

const MEMBER = '100000000000000777';
const LEVEL5 = '500000000000000005';
const LEVEL10 = '500000000000000010';
const REWARD = '500000000000000099';
const settings = (patch: Partial<XpSettings> = {}): XpSettings => ({
  ...XP_DEFAULTS,
  channel: CHANNELS.welcome,
  lvlroles: { '5': LEVEL5, '10': LEVEL10 },
  reward: { role: REWARD, level: 12 },
  ...patch,
});
const award = (patch: Partial<XpAward> = {}): XpAward => ({
  messageId: '900000000000000001',
  userId: MEMBER,
  roles: [],
  level: 3,
  levelUp: true,
  ...patch,
});

describe('XP awards', () => {
  it('announce a level-up in the notification channel, mentioning only the member', () => {
    expect(xpActions(award(), settings(), guildView())).toEqual([
      {
        type: 'send',
        channelId: CHANNELS.welcome,
        content: `🎉 <@${MEMBER}> reached level 3!`,
        mentions: { users: [MEMBER], roles: [] },
      },
    ]);
  });

  it('speak the server’s bot language', () => {
    const [send] = xpActions(award(), settings(), guildView({ lang: 'ja' }));
    expect(send).toMatchObject({ content: `🎉 <@${MEMBER}> さんがレベル 3 になりました！` });
  });

  it('announce nothing without a notification channel, and nothing when the level stays', () => {
    expect(xpActions(award(), settings({ channel: null }), guildView())).toEqual([]);
    expect(xpActions(award({ levelUp: false }), settings(), guildView())).toEqual([]);
  });

  it('skip a notification channel deleted since the save, with its reason', () => {
    const [skip] = xpActions(award(), settings({ channel: '400000000000009999' }), guildView());
    expect(skip).toMatchObject({ type: 'skip', reason: expect.stringContaining('no longer exists') });
  });

  it('give every level role reached and lacking, and the reward role from its level', () => {
    const actions = xpActions(award({ level: 12, levelUp: false, roles: [LEVEL5] }), settings(), guildView());
    expect(actions).toEqual([
      { type: 'addRole', userId: MEMBER, roleId: LEVEL10, reason: 'XP level 12' },
      { type: 'addRole', userId: MEMBER, roleId: REWARD, reason: 'XP level 12' },
    ]);
  });

  it('give a role added to the settings later to a member already past its level', () => {
    const later = settings({ lvlroles: { '5': LEVEL5, '10': LEVEL10, '2': '500000000000000002' } });
    const actions = xpActions(award({ level: 6, levelUp: false, roles: [LEVEL5] }), later, guildView());
    expect(actions).toEqual([
      { type: 'addRole', userId: MEMBER, roleId: '500000000000000002', reason: 'XP level 6' },
    ]);
  });
});

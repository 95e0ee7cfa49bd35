import { describe, expect, it } from 'vitest';
import { BOOSTS_DEFAULTS } from '@hoshi/contracts';
import { boosts } from './decide.ts';
import { AT, CHANNELS, emptyState, guildView, member, settings } from '../../core/fixtures.ts';
import type { BotEvent } from '../../core/types.ts';

const boosting = member({ premiumSince: '2026-11-26T12:00:00.000Z' });
const configured = settings({
  boosts: { ...BOOSTS_DEFAULTS, channel: CHANNELS.welcome, message: '!USER! → level !LEVEL!' },
});

describe('boosts', () => {
  it('thanks a member who starts boosting, with the server level', () => {
    const event: BotEvent = {
      kind: 'memberUpdate',
      before: { roles: [], premiumSince: null },
      member: boosting,
      at: AT,
    };
    expect(boosts(event, configured, guildView({ premiumTier: 3 }), emptyState())).toEqual([
      {
        type: 'send',
        channelId: CHANNELS.welcome,
        content: '<@700000000000000001> → level 3',
        mentions: { users: ['700000000000000001'], roles: [] },
      },
    ]);
  });

  it('does not thank again while the boost goes on, nor when it stops', () => {
    const still: BotEvent = {
      kind: 'memberUpdate',
      before: { roles: [], premiumSince: boosting.premiumSince },
      member: boosting,
      at: AT,
    };
    const stopped: BotEvent = {
      kind: 'memberUpdate',
      before: { roles: [], premiumSince: boosting.premiumSince },
      member: member(),
      at: AT,
    };
    expect(boosts(still, configured, guildView(), emptyState())).toEqual([]);
    expect(boosts(stopped, configured, guildView(), emptyState())).toEqual([]);
  });

  it('sends nothing without a channel', () => {
    const event: BotEvent = {
      kind: 'memberUpdate',
      before: { roles: [], premiumSince: null },
      member: boosting,
      at: AT,
    };
    expect(boosts(event, settings(), guildView(), emptyState())).toEqual([]);
  });
});

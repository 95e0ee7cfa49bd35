import { describe, expect, it } from 'vitest';
import { PINGS_DEFAULTS, type PingsSettings } from '@hoshi/contracts';
import {
  dropped,
  EVERYONE_TIMEOUT_MS,
  everyoneWithoutPermission,
  keepMs,
  pingedBy,
  whitelisted,
} from './rules.ts';

const user = (id: string, bot = false) => ({
  id,
  username: id,
  discriminator: '0',
  global_name: null,
  avatar: null,
  bot,
});
const all = { ...PINGS_DEFAULTS.ghostSettings, everyone: true, users: true, roles: true };
const message = (over: Partial<Parameters<typeof pingedBy>[0]> = {}): Parameters<typeof pingedBy>[0] => ({
  author: user('1'),
  mentions: [],
  mention_roles: [],
  mention_everyone: false,
  ...over,
});

describe('ping moderation rules', () => {
  it('count users, roles and everyone per the toggles; never the author, a bot, or a reply to a bot', () => {
    const m = message({
      mentions: [user('1'), user('2'), user('9', true)],
      mention_roles: ['5'],
      mention_everyone: true,
    });
    expect(pingedBy(m, all)).toEqual({ users: ['2'], roles: ['5'], everyone: true });
    expect(pingedBy(m, { ...all, users: false, everyone: false })).toEqual({
      users: [],
      roles: ['5'],
      everyone: false,
    });
    expect(pingedBy({ ...m, referenced_message: { author: user('9', true) } }, all)).toEqual({
      users: [],
      roles: [],
      everyone: false,
    });
    expect(pingedBy({ ...m, referenced_message: { author: user('2') } }, all).users).toEqual(['2']);
  });

  it('tell what an edit took away', () => {
    expect(
      dropped(
        { users: ['2', '3'], roles: ['5'], everyone: true },
        { users: ['3'], roles: [], everyone: true },
      ),
    ).toEqual({ users: ['2'], roles: ['5'], everyone: false });
  });

  it('mark @everyone and @here that Discord did not let through', () => {
    expect(everyoneWithoutPermission({ content: 'free nitro @everyone', mention_everyone: false })).toBe(
      true,
    );
    expect(everyoneWithoutPermission({ content: 'hey @here', mention_everyone: false })).toBe(true);
    expect(everyoneWithoutPermission({ content: 'hey @everyone', mention_everyone: true })).toBe(false);
    expect(
      everyoneWithoutPermission({ content: 'mail me at a@everyones.example', mention_everyone: false }),
    ).toBe(false);
  });

  it('time out for the level’s length, 30 min up to a week', () => {
    expect([1, 2, 3, 4, 5, 6].map((l) => EVERYONE_TIMEOUT_MS[l]! / 60_000)).toEqual([
      30,
      60,
      24 * 60,
      3 * 24 * 60,
      5 * 24 * 60,
      7 * 24 * 60,
    ]);
    expect(EVERYONE_TIMEOUT_MS[0]).toBeUndefined();
  });

  it('keep messages only as long as a window in use needs them', () => {
    const page = (change: (p: PingsSettings) => void) => {
      const p = structuredClone(PINGS_DEFAULTS);
      change(p);
      return p;
    };
    // Ghost pings on by default (60 s); ghost messages only with a channel.
    expect(keepMs(PINGS_DEFAULTS)).toBe(60_000);
    expect(
      keepMs(page((p) => Object.assign(p.ghostSettings, { everyone: false, users: false, roles: false }))),
    ).toBe(0);
    expect(keepMs(page((p) => Object.assign(p.msgSettings, { channel: '7', time: 900 })))).toBe(900_000);
  });

  it('exempt a whitelisted role', () => {
    expect(whitelisted(['4', '5'], ['5'])).toBe(true);
    expect(whitelisted(['4'], ['5'])).toBe(false);
  });
});

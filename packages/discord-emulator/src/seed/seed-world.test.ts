import { describe, expect, it } from 'vitest';
import { DEMO, seedWorld } from '../index.ts';

describe('seed world', () => {
  it('keeps the ids docs/product.md#the-demo-world fixes', () => {
    const world = seedWorld();
    expect(world.users.map((u) => u.id)).toEqual(
      expect.arrayContaining(['100000000000000001', '100000000000000002', DEMO.botUserId]),
    );
    expect(world.guilds.map((g) => [g.id, g.name])).toEqual([
      ['200000000000000001', 'Star Lounge'],
      ['200000000000000002', 'Night Sky Club'],
      ['200000000000000003', 'Cafe Comet'],
      ['200000000000000004', 'Quiet Garden'],
    ]);
  });

  it('ids are unique across users, guilds, roles and channels (except @everyone = guild id)', () => {
    const world = seedWorld();
    const ids = [
      ...world.users.map((u) => u.id),
      ...world.guilds.map((g) => g.id),
      ...world.guilds.flatMap((g) => g.roles.filter((r) => r.id !== g.id).map((r) => r.id)),
      ...world.guilds.flatMap((g) => g.channels.map((c) => c.id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every channel parent and member role exists in its guild', () => {
    for (const guild of seedWorld().guilds) {
      const channelIds = new Set(guild.channels.map((c) => c.id));
      for (const channel of guild.channels)
        if (channel.parent_id !== null) expect(channelIds.has(channel.parent_id)).toBe(true);
      const roleIds = new Set(guild.roles.map((r) => r.id));
      for (const member of guild.members)
        for (const role of member.roles) expect(roleIds.has(role)).toBe(true);
    }
  });

  it('returns a deep-fresh copy each time', () => {
    const first = seedWorld();
    first.guilds[0]?.channels.pop();
    first.users.pop();
    const second = seedWorld();
    expect(second.guilds[0]?.channels.length).toBe((first.guilds[0]?.channels.length ?? 0) + 1);
    expect(second.users.length).toBe(first.users.length + 1);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO } from './demo-ids.ts';
import { SCALE, scaleGuildId, seedScaleWorld } from './scale-world.ts';
import { seedWorld } from './seed-world.ts';

describe('the scale world', () => {
  const world = seedScaleWorld();
  const member = (guildId: string, userId: string) =>
    world.guilds.find((g) => g.id === guildId)?.members.some((m) => m.user_id === userId);

  it('keeps the demo world as it is and adds Nova and 5,010 generated guilds', () => {
    const demo = seedWorld();
    expect(world.guilds.slice(0, demo.guilds.length)).toEqual(demo.guilds);
    expect(world.guilds).toHaveLength(demo.guilds.length + SCALE.guildCount);
    expect(world.users.some((u) => u.id === SCALE.user)).toBe(true);
  });

  it('puts Nova in 200 guilds at 500 channels and 250 roles, and the bot in all but 20', () => {
    const novas = world.guilds.filter((g) => g.members.some((m) => m.user_id === SCALE.user));
    expect(novas).toHaveLength(200);
    for (const g of novas) {
      expect(g.channels).toHaveLength(500);
      expect(g.roles).toHaveLength(250);
    }
    const bots = world.guilds.filter((g) => g.members.some((m) => m.user_id === DEMO.botUserId));
    expect(bots).toHaveLength(3 + SCALE.guildCount - 20);
    expect(member(scaleGuildId(95), DEMO.botUserId)).toBe(false);
    expect(member(scaleGuildId(90), DEMO.botUserId)).toBe(true);
  });

  it('has unique ids and is the same on every seed', () => {
    const ids = world.guilds.flatMap((g) => [
      g.id,
      ...g.roles.map((r) => r.id).filter((id) => id !== g.id),
      ...g.channels.map((c) => c.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seedScaleWorld().guilds[500]).toEqual(world.guilds[500]);
  });

  it('cut to its first 2,500 generated guilds (the bot memory bench), the same guilds as in the whole', () => {
    const cut = seedScaleWorld(2_500);
    const demo = seedWorld();
    expect(cut.guilds).toHaveLength(demo.guilds.length + 2_500);
    expect(cut.guilds).toEqual(world.guilds.slice(0, demo.guilds.length + 2_500));
    expect(cut.guilds.filter((g) => g.members.some((m) => m.user_id === DEMO.botUserId))).toHaveLength(
      3 + 2_490,
    );
  });
});

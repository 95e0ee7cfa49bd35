import { describe, expect, it } from 'vitest';
import { DISCORD_LIMITS } from '@hoshi/discord-emulator';
import { loadBotConfig } from './config.ts';

const base = { DISCORD_BOT_TOKEN: 't', DATABASE_URL: 'postgres://db/hoshi' };

describe("the standalone bot's configuration", () => {
  it('defaults to Discord, to all shards and to Discord’s global limit (the one the emulator holds it to)', () => {
    expect(loadBotConfig(base)).toMatchObject({
      apiBase: 'https://discord.com/api',
      shards: undefined,
      shardCount: undefined,
      restGlobalPerSecond: 50,
    });
    expect(DISCORD_LIMITS.globalPerSecond).toBe(50);
  });

  it('names each variable that is missing or wrong', () => {
    expect(() => loadBotConfig({})).toThrow(/DISCORD_BOT_TOKEN.*DATABASE_URL/);
    expect(() => loadBotConfig({ ...base, DATABASE_URL: 'file:./data' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => loadBotConfig({ ...base, BOT_SHARDS: '0,1' })).toThrow(/BOT_SHARDS needs BOT_SHARD_COUNT/);
    expect(() => loadBotConfig({ ...base, BOT_SHARDS: '0,2', BOT_SHARD_COUNT: '2' })).toThrow(/below/);
  });

  it('reads the shards this process runs', () => {
    expect(loadBotConfig({ ...base, BOT_SHARDS: '1', BOT_SHARD_COUNT: '2' })).toMatchObject({
      shards: [1],
      shardCount: 2,
    });
  });

  it('reads shard clusters, which divide the shards themselves', () => {
    expect(loadBotConfig({ ...base, BOT_CLUSTERS: '2', BOT_SHARD_COUNT: '4' })).toMatchObject({
      clusters: 2,
      shardCount: 4,
      restProxyPort: 0,
    });
    expect(loadBotConfig(base)).toMatchObject({ clusters: undefined });
    expect(() =>
      loadBotConfig({ ...base, BOT_CLUSTERS: '2', BOT_SHARDS: '0', BOT_SHARD_COUNT: '4' }),
    ).toThrow(/leave BOT_SHARDS unset/);
    expect(() => loadBotConfig({ ...base, BOT_CLUSTERS: '3', BOT_SHARD_COUNT: '2' })).toThrow(
      /must not exceed/,
    );
  });
});

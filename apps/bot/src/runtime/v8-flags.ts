/**
 * The bot process's V8 flags (decision 0106): a young generation of at most 8 MB a semi-space.
 * Left to itself V8 grows it to 64 MB a semi-space (128 MB of new space) under the ready's burst
 * of guild payloads, and those pages stay resident while the bot idles: 440 MB of RSS at 5,000
 * guilds where 8 MB a semi-space leaves about 330 MB. The old space is not capped: what the bot
 * holds grows with its guilds, and a cap would be a crash at a scale not measured here.
 */
// apps/bot/package.json's start script repeats them (v8-flags.test.ts holds the two alike).
export const BOT_V8_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

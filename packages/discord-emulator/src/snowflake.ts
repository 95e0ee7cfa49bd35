const DISCORD_EPOCH = 1420070400000n;

export const SNOWFLAKE_PATTERN = /^(0|[1-9][0-9]*)$/;

export function isSnowflake(value: string): boolean {
  return SNOWFLAKE_PATTERN.test(value) && value.length <= 20;
}

/**
 * Ids for objects created at run time, built like Discord's: timestamp << 22 | increment.
 * Never at or below `after`: ids restored from a state file must not be handed out again, even
 * when the clock reads earlier than it did before the restart (manual test clocks, NTP steps).
 */
export function snowflakeGenerator(now: () => number, after = 0n): () => string {
  let increment = 0n;
  let last = after;
  return () => {
    increment = (increment + 1n) & 0xfffn;
    let id = ((BigInt(now()) - DISCORD_EPOCH) << 22n) | increment;
    if (id <= last) id = last + 1n;
    last = id;
    return id.toString();
  };
}

let timedIncrement = 0n;

/** An id whose timestamp part is the given time (a message "sent" then); the low bits keep ids apart. */
export function snowflakeAt(ms: number): string {
  timedIncrement = (timedIncrement + 1n) & 0x3fffffn;
  return (((BigInt(Math.trunc(ms)) - DISCORD_EPOCH) << 22n) | timedIncrement).toString();
}

/** The time (epoch ms) a snowflake encodes. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

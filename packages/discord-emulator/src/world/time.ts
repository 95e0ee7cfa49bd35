/** Discord's timestamp format: microseconds and an explicit offset. */
export function discordTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '000+00:00');
}

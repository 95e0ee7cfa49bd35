import type { PingTab, PingsSettings } from '@hoshi/contracts';

/**
 * What Save on the pings page saves (docs/product.md#api-calls: "the active tab's settings only"): the saved
 * document with the active tab's section replaced. The request carries that section alone
 * (saveOutgoing); the other tabs keep their unsaved edits and badges.
 */
export const withActiveTab =
  (tab: PingTab) =>
  (working: PingsSettings, saved: PingsSettings): PingsSettings => ({
    ...saved,
    version: working.version,
    [tab]: working[tab],
  });

/** docs/product.md#moderation: minutes 0-15 and seconds 0-59, seconds forced to 0 at 15 minutes; total seconds. */
export function pingTime(total: number) {
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

export function toPingSeconds(minutes: number, seconds: number, maxMinutes: number): number {
  return minutes * 60 + (minutes >= maxMinutes ? 0 : seconds);
}

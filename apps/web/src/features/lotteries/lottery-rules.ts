import { finishWindow, type Lottery } from '@hoshi/contracts';

/** docs/product.md#lotteries: a finish time is clamped to now + 5 minutes … now + 28 days (unix seconds). */
export function clampFinish(finish: number, nowMs: number): number {
  const { min, max } = finishWindow(nowMs);
  return Math.min(max, Math.max(min, finish));
}

/** docs/product.md#lotteries: once it has rolls, listType, roles and finish are locked. */
export const isLocked = (lottery: Pick<Lottery, 'rolls'>) => lottery.rolls > 0;

/** The button reads End until the first draw, Reroll after (docs/product.md#lotteries). */
export const actionOf = (lottery: Pick<Lottery, 'rolls'>): 'end' | 'reroll' =>
  lottery.rolls > 0 ? 'reroll' : 'end';

/** unix seconds ↔ the value of an <input type="datetime-local"> in the reader's time zone. */
export function toLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): number | null {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

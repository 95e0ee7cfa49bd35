import type { TimestampStyle } from './markdown.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const FORMATS: Record<Exclude<TimestampStyle, 'R'>, Intl.DateTimeFormatOptions> = {
  t: TIME,
  T: { ...TIME, second: '2-digit' },
  d: { year: 'numeric', month: '2-digit', day: '2-digit' },
  D: LONG_DATE,
  f: { ...LONG_DATE, ...TIME },
  F: { weekday: 'long', ...LONG_DATE, ...TIME },
};

/** "in 3 hours", "2 days ago": the largest whole unit, as Discord's relative style shows it. */
function relative(seconds: number, now: number, locale: string): string {
  const diff = seconds - now;
  const size = Math.abs(diff);
  const [unit, span]: [Intl.RelativeTimeFormatUnit, number] =
    size >= YEAR
      ? ['year', YEAR]
      : size >= MONTH
        ? ['month', MONTH]
        : size >= DAY
          ? ['day', DAY]
          : size >= HOUR
            ? ['hour', HOUR]
            : size >= MINUTE
              ? ['minute', MINUTE]
              : ['second', 1];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.trunc(diff / span), unit);
}

/**
 * A <t:seconds:style> timestamp as Discord shows it to a reader in `locale`, or null when the
 * moment cannot be a date (Discord then leaves the text as typed).
 */
export function formatTimestamp(
  seconds: number,
  style: TimestampStyle,
  locale: string,
  nowSeconds = Date.now() / 1000,
): string | null {
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return null;
  if (style === 'R') return relative(seconds, nowSeconds, locale);
  return new Intl.DateTimeFormat(locale, FORMATS[style]).format(date);
}

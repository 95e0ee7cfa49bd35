/**
 * Member counts abbreviated with K or M (docs/product.md#routes, docs/product.md#toasts-and-select-widgets).
 * Rule: one decimal, rounded half up, a trailing ".0" dropped. When rounding would show
 * "1000K" the count is shown in M instead (999_950 → "1M").
 */
export function formatMemberCount(count: number): string {
  const n = Math.max(0, Math.trunc(count));
  if (n < 1000) return String(n);
  const thousandTenths = Math.round(n / 100);
  if (thousandTenths < 10_000) return `${fromTenths(thousandTenths)}K`;
  return `${fromTenths(Math.round(n / 100_000))}M`;
}

function fromTenths(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** Up to two initials of a server's name, shown when it has no icon. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

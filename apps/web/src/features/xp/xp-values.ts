/** docs/product.md#xp: the boost bonus shows as (100 + bonus×20)/100, e.g. 3 → "1.6". */
export const formatBoost = (multiplier: number): string => String(Math.round(multiplier * 100) / 100);

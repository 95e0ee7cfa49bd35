/** docs/product.md#settings-forms: colour 0 ("no colour") shows as white, others as a 6-digit hex. */
export function roleColor(color: number): string {
  if (color === 0) return '#ffffff';
  return `#${color.toString(16).padStart(6, '0')}`;
}

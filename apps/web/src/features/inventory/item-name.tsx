import { useTranslation } from 'react-i18next';
import type { BagItem } from '@hoshi/contracts';

/**
 * An item's name in the reader's language (docs/product.md#inventory name {en, ja, ja2}); in Japanese its
 * kana reading (ja2) sits above it as ruby when the name is written with kanji.
 */
export function ItemName({ name }: { name: BagItem['name'] }) {
  const { i18n } = useTranslation();
  if (i18n.language !== 'ja') return <>{name.en}</>;
  if (name.ja === name.ja2) return <>{name.ja}</>;
  return (
    <ruby>
      {name.ja}
      <rp>(</rp>
      <rt>{name.ja2}</rt>
      <rp>)</rp>
    </ruby>
  );
}

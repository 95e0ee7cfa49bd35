import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListedItem {
  id: string;
  label: string;
  /** An icon or mark before the label (a lottery's active/ended state). */
  mark?: ReactNode;
  detail?: string;
}

interface ItemListProps {
  label: string;
  items: ListedItem[];
  selected: string | null;
  onSelect: (id: string) => void;
  empty: string;
}

/** The items of a collection page to pick one for editing; each a toggle button. */
export function ItemList({ label, items, selected, onSelect, empty }: ItemListProps) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="field__hint">{empty}</p>;
  return (
    <ul className="item-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="item-list__item"
            aria-pressed={item.id === selected}
            onClick={() => onSelect(item.id)}
          >
            {item.mark}
            <span className="item-list__label">{item.label || t('collections.untitled')}</span>
            {item.detail && <span className="item-list__detail">{item.detail}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

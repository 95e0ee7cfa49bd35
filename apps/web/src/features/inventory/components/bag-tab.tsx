import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BagItem } from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ThemedSelect } from '../../../components/pickers/themed-select.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { localText } from '../../../lib/local-text.ts';
import { ItemName } from '../item-name.tsx';

interface BagTabProps {
  coins: number;
  bag: BagItem[];
}

/** docs/product.md#inventory: coins, an item picker and the picked item's details. */
export function BagTab({ coins, bag }: BagTabProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [pickedId, setPickedId] = useState(bag[0]?.id ?? null);
  const picked = bag.find((item) => item.id === pickedId) ?? null;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <div className="settings-fields">
      <p className="inventory-coins">
        <Icon name="coin" size={22} />
        <span>{t('inventory.coins')}</span>
        <strong data-testid="coins">{number.format(coins)}</strong>
      </p>

      {bag.length === 0 ? (
        <p className="inventory-empty">{t('inventory.emptyBag')}</p>
      ) : (
        <>
          <Field
            htmlFor={`${id}-item`}
            label={t('inventory.item')}
            hint={t('inventory.itemHint', { count: bag.length })}
          >
            <div className="picker">
              <ThemedSelect<BagItem, false>
                inputId={`${id}-item`}
                options={bag}
                value={picked}
                isClearable={false}
                getOptionValue={(item) => item.id}
                getOptionLabel={(item) => localText(item.name, i18n.language)}
                formatOptionLabel={(item) => (
                  <span className="picker-option">
                    <SafeImage src={`/images/${item.img}`} alt="" width={22} height={22} />
                    <span className="picker-option__name">{localText(item.name, i18n.language)}</span>
                    <span className="inventory-amount">{t('inventory.amount', { count: item.amount })}</span>
                  </span>
                )}
                onChange={(item) => setPickedId(item?.id ?? null)}
              />
            </div>
          </Field>

          {picked && (
            <article className="inventory-detail" aria-labelledby={`${id}-detail`} data-testid="item-detail">
              <SafeImage
                className="inventory-detail__img"
                src={`/images/${picked.img}`}
                alt=""
                width={96}
                height={96}
              />
              <div className="inventory-detail__text">
                <h3 id={`${id}-detail`} className="inventory-detail__name">
                  <ItemName name={picked.name} />
                </h3>
                <p className="inventory-detail__amount">{t('inventory.owned', { count: picked.amount })}</p>
                <p>{localText(picked.description, i18n.language)}</p>
              </div>
            </article>
          )}
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { GEAR_SLOTS, type Inventory } from '@hoshi/contracts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { localText } from '../../../lib/local-text.ts';
import { ItemName } from '../item-name.tsx';

/**
 * docs/product.md#inventory: energy (current of max), then weapon, head, upper and lower with
 * pictures, each piece's level and its description (what it gives per level, docs/product.md#economy).
 */
export function GearTab({ gear, energy }: Pick<Inventory, 'gear' | 'energy'>) {
  const { t, i18n } = useTranslation();
  return (
    <div className="settings-fields">
      <div className="inventory-energy">
        <span className="field__label" id="inventory-energy">
          {t('inventory.energy')}
        </span>
        <meter
          className="inventory-energy__meter"
          aria-labelledby="inventory-energy"
          min={0}
          max={energy.max}
          low={energy.max * 0.25}
          optimum={energy.max}
          value={energy.current}
        />
        <span className="inventory-energy__value" data-testid="energy">
          {t('inventory.energyValue', { current: energy.current, max: energy.max })}
        </span>
      </div>

      <ul className="inventory-gear">
        {GEAR_SLOTS.map((slot) => {
          const piece = gear[slot];
          return (
            <li key={slot} className="inventory-gear__slot" aria-labelledby={`gear-${slot}`}>
              <h3 className="inventory-gear__slot-name" id={`gear-${slot}`}>
                {t(`inventory.slots.${slot}`)}
              </h3>
              {piece ? (
                <div className="inventory-detail">
                  <SafeImage
                    className="inventory-detail__img"
                    src={`/images/${piece.img}`}
                    alt=""
                    width={72}
                    height={72}
                  />
                  <div className="inventory-detail__text">
                    <p className="inventory-detail__name">
                      <ItemName name={piece.name} />{' '}
                      <span data-testid={`gear-level-${slot}`}>
                        {t('inventory.gearLevel', { level: piece.level })}
                      </span>
                    </p>
                    <p>{localText(piece.description, i18n.language)}</p>
                  </div>
                </div>
              ) : (
                <p className="inventory-empty">{t('inventory.emptySlot')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhackKind, WhackStatus } from './engine.ts';
import { ItemArt } from './item-art.tsx';

interface WhackHoleProps {
  hole: number;
  keyLabel: string;
  /** The item in the hole, as plain values so an unchanged hole skips its render. */
  itemId: number | null;
  kind: WhackKind | null;
  status: WhackStatus | null;
  press: (hole: number) => void;
}

/** One hole: always a button, named for what is up in it (spec: star or bomb, and its key). */
export const WhackHole = memo(function WhackHole({
  hole,
  keyLabel,
  itemId,
  kind,
  status,
  press,
}: WhackHoleProps) {
  const { t } = useTranslation();
  const up = status === 'rising' && kind !== null;
  const name = t('activities.whack.hole', {
    item: up ? t(`activities.whack.${kind}`) : t('activities.whack.empty'),
    key: keyLabel,
  });
  return (
    <button
      type="button"
      className="whack-hole"
      aria-label={name}
      data-item={up ? kind : undefined}
      onPointerDown={(event) => {
        // A press counts on contact, not on release; the click that follows is ignored.
        if (event.button === 0) press(hole);
      }}
      onClick={(event) => {
        // detail 0: Enter or Space on the focused hole.
        if (event.detail === 0) press(hole);
      }}
    >
      <span className="whack-hole__pit" aria-hidden="true" />
      {itemId !== null && kind !== null && (
        <span key={itemId} className={`whack-item whack-item--${status} whack-item--${kind}`}>
          <ItemArt kind={kind} />
          {(status === 'hit' || status === 'hit_hiding' || status === 'exploding') && (
            <span className="whack-pop" aria-hidden="true">
              {kind === 'star' ? '+1' : '−1'}
            </span>
          )}
        </span>
      )}
      <span className="whack-hole__key" aria-hidden="true">
        {keyLabel}
      </span>
    </button>
  );
});

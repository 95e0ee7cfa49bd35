import { useTranslation } from 'react-i18next';
import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { toastProgress } from '../../../lib/toast.ts';
import { useThrottledAction } from '../../../lib/use-throttled-action.ts';

interface HubToggleProps {
  icon: IconName;
  title: string;
  text: string;
  /** What the setting is now, shown on the card. */
  value: string;
  /** For on/off settings: exposed as a switch. */
  checked?: boolean;
  run: () => Promise<unknown>;
}

/**
 * A hub toggle (docs/product.md#server-list-and-hub–5): a loading toast Changing... that becomes Success! or Error!,
 * and at most one use per 2 s.
 */
export function HubToggle({ icon, title, text, value, checked, run }: HubToggleProps) {
  const { t } = useTranslation();
  const { run: press } = useThrottledAction(() => {
    toastProgress(run(), {
      loading: t('toast.changing'),
      success: t('toast.success'),
      error: t('toast.error'),
    }).catch((error: unknown) => console.error(`${title} toggle failed`, error));
  }, ACTION_THROTTLE_MS);

  return (
    <button
      type="button"
      className="card card--toggle"
      onClick={press}
      role={checked === undefined ? undefined : 'switch'}
      aria-checked={checked}
    >
      <span className="card__icon">
        <Icon name={icon} size={26} />
      </span>
      <span className="card__body">
        <span className="card__title-row">
          <span className="card__title">{title}</span>
          <span className={`pill${checked === false ? ' pill--off' : ''}`}>{value}</span>
        </span>
        <span className="card__text">{text}</span>
      </span>
    </button>
  );
}

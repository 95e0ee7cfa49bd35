import { useTranslation } from 'react-i18next';
import { SafeImage } from './safe-image.tsx';

/** The loading image every page shows while its data or session is unknown. */
export function Loader() {
  const { t } = useTranslation();
  return (
    <div className="loader" role="status" aria-live="polite">
      <SafeImage src="/images/loading.svg" alt="" width={96} height={96} className="loader__image" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

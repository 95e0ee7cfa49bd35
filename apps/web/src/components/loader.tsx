import { useTranslation } from 'react-i18next';
import { SafeImage } from './safe-image.tsx';

/**
 * The loading image every page shows while its data or session is unknown (docs/product.md#texts: failed
 * loads are only logged and the loader stays). Free of the query and HTTP libraries, so the
 * first page can show it; dashboard pages use `QueryLoader`, which can also say that Discord
 * asked us to slow down.
 */
export function Loader() {
  const { t } = useTranslation();
  return (
    <div className="loader" role="status" aria-live="polite">
      <SafeImage src="/images/loading.svg" alt="" width={96} height={96} className="loader__image" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

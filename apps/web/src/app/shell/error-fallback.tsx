import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TranslatedItem } from '../../components/translated-item.tsx';

/** docs/product.md#navigation-and-shell: a rendering error shows "I'm so sleepy" and a sleepy picture. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div className="page error-fallback" role="alert">
      {/* Given as an image tag in the texts (docs/product.md#navigation-and-shell), so each language can name its picture. */}
      <TranslatedItem text={t('error.image')} />
      <h1>{t('error.sleepy')}</h1>
      <p className="page__lead">{t('error.text')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

/** The routes' errorElement: logs what broke, then shows the fallback. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return <ErrorFallback />;
}

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { backOrHome } from '../back-or-home.ts';

/** `*`: a lost star; pressing it goes back, or home when there is nowhere to go back to. */
export function NotFoundStar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The prerendered page leads home; once hydrated, the browser's history decides.
  const hydrated = useHydrated();
  const target = hydrated ? backOrHome(window.history.length, window.history.state) : '/';

  return (
    <div className="page not-found">
      <button
        type="button"
        className="not-found__star"
        onClick={() => void (target === -1 ? navigate(-1) : navigate(target))}
        aria-label={target === -1 ? t('notFound.back') : t('notFound.home')}
      >
        <SafeImage src="/images/not-found-star.svg" alt="" width={220} height={220} loading="eager" />
      </button>
      <h1>{t('notFound.title')}</h1>
      <p className="page__lead">{t('notFound.text')}</p>
    </div>
  );
}

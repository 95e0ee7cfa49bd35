import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { usePublicConfig } from '../../../lib/api/public-config.ts';

const VALUES = ['privacy', 'bilingual', 'fun'] as const;

/** /aboutme: about the bot and the people who make it. */
export function AboutPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <article className="page page--narrow">
      <header className="page__header about-header">
        <SafeImage src="/images/logo-star.svg" alt="" width={88} height={88} />
        <div>
          <h1>{t('about.title')}</h1>
          <p className="page__lead">{t('about.lead')}</p>
        </div>
      </header>
      <section className="prose">
        <h2>{t('about.botTitle')}</h2>
        <p>{t('about.botText')}</p>
        <h2>{t('about.makersTitle')}</h2>
        <p>{t('about.makersText')}</p>
        <h2>{t('about.valuesTitle')}</h2>
        <ul className="star-list">
          {VALUES.map((value) => (
            <li key={value}>{t(`about.values.${value}`)}</li>
          ))}
        </ul>
        <p>{t('about.contact')}</p>
        <p>
          <ExternalLink className="button button--secondary" href={config?.supportUrl}>
            {t('nav.support')}
          </ExternalLink>
        </p>
      </section>
    </article>
  );
}

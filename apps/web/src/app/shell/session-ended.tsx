import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { LoginButton } from '../../features/auth/components/login-button.tsx';

/** A dashboard page whose session could not be renewed: signed out, and one press from back. */
export function SessionEnded() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="state-panel" aria-labelledby="session-ended-title">
        <span className="state-panel__icon">
          <Icon name="user" size={28} />
        </span>
        <h2 id="session-ended-title">{t('auth.sessionEnded')}</h2>
        <p className="state-panel__text">{t('auth.sessionEndedText')}</p>
        <div className="state-panel__actions">
          <LoginButton className="button button--primary">{t('auth.signInAgain')}</LoginButton>
        </div>
      </section>
    </div>
  );
}

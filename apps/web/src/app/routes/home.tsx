import { useTranslation } from 'react-i18next';
import { LoginButton } from '../../features/auth/components/login-button.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <HomePage signIn={<LoginButton className="button button--primary">{t('auth.signIn')}</LoginButton>} />
  );
}

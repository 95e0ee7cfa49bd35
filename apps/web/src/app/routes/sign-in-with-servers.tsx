import { useTranslation } from 'react-i18next';
import { LoginButton } from '../../features/auth/components/login-button.tsx';

/** The usual sign-in (the user and their servers), offered where a ban appeal's sign-in lacks them. */
export function SignInWithServers() {
  const { t } = useTranslation();
  return <LoginButton className="button button--primary">{t('auth.signInWithServers')}</LoginButton>;
}

import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppealPage } from '../../features/appeals/components/appeal-page.tsx';
import { LoginButton } from '../../features/auth/components/login-button.tsx';
import { queryClient } from '../../lib/query-client.ts';

/**
 * /appeal/{guildId}: reached from a link, outside the dashboard (whose layout holds the query
 * client), so it brings the app's query client itself.
 */
export function AppealRoute() {
  const { t } = useTranslation();
  const { guildId = '' } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <AppealPage
        guildId={guildId}
        signIn={
          <LoginButton scope="identify" className="button button--primary appeal-button">
            {t('appeal.signIn')}
          </LoginButton>
        }
      />
    </QueryClientProvider>
  );
}

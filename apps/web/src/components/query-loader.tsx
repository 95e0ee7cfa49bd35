import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '../lib/api/api-error.ts';
import { Loader } from './loader.tsx';

/** A load that failed because Discord asked us to slow down (503), shown and not being retried. */
const isRateLimited = (query: Query) =>
  query.state.status === 'error' &&
  query.state.fetchStatus === 'idle' &&
  query.getObserversCount() > 0 &&
  apiErrorCode(query.state.error) === 'discord_rate_limited';

const anyRateLimited = (client: QueryClient) => client.getQueryCache().findAll().some(isRateLimited);

/**
 * The loader of pages that load through TanStack Query. Failed loads are only logged and the
 * loader stays (docs/product.md#texts), except one the user can act on: when Discord rate limits us, the
 * loader says so and offers to try again.
 */
export function QueryLoader() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rateLimited = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => anyRateLimited(client),
  );
  if (rateLimited) {
    return (
      <div className="loader loader--problem" role="alert">
        <p>{t('common.discordRateLimited')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void client.refetchQueries({ predicate: isRateLimited })}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return <Loader />;
}

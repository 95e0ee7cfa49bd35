import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '../lib/api/api-error.ts';
import { SafeImage } from './safe-image.tsx';

/** A load that failed because Discord asked us to slow down (503), shown and not being retried. */
const isRateLimited = (query: Query) =>
  query.state.status === 'error' &&
  query.state.fetchStatus === 'idle' &&
  query.getObserversCount() > 0 &&
  apiErrorCode(query.state.error) === 'discord_rate_limited';

const anyRateLimited = (client: QueryClient) => client.getQueryCache().findAll().some(isRateLimited);

/**
 * The loading image every page shows while its data or session is unknown. Failed loads are only
 * logged and the loader stays (spec 000 §8), except one the user can act on: when Discord rate
 * limits us, the loader says so and offers to try again.
 */
export function Loader() {
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
  return (
    <div className="loader" role="status" aria-live="polite">
      <SafeImage src="/images/loading.svg" alt="" width={96} height={96} className="loader__image" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

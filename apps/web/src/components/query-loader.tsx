import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '../lib/api/api-error.ts';
import { Loader } from './loader.tsx';

/** Loads that fail for a while and work again soon (503s), each with what the loader says. */
const WAIT_AND_RETRY = {
  // Discord asked us to slow down.
  discord_rate_limited: 'common.discordRateLimited',
  // Hoshi's server was too busy to take the request (apps/server/src/plugins/under-pressure.ts).
  server_busy: 'common.serverBusy',
} as const;

/** A load that failed for one of those, shown and not being retried: its code. */
const waitCode = (query: Query) => {
  const code = apiErrorCode(query.state.error);
  return query.state.status === 'error' &&
    query.state.fetchStatus === 'idle' &&
    query.getObserversCount() > 0 &&
    code !== undefined &&
    code in WAIT_AND_RETRY
    ? (code as keyof typeof WAIT_AND_RETRY)
    : undefined;
};
const isWaiting = (query: Query) => waitCode(query) !== undefined;

const firstWaiting = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll()
    .map(waitCode)
    .find((code) => code !== undefined);

/**
 * The loader of pages that load through TanStack Query. Failed loads are only logged and the
 * loader stays (docs/product.md#texts), except those the user can act on: when Discord rate
 * limits us, or Hoshi's server is too busy, the loader says so and offers to try again.
 */
export function QueryLoader() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const waiting = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => firstWaiting(client),
  );
  if (waiting) {
    return (
      <div className="loader loader--problem" role="alert">
        <p>{t(WAIT_AND_RETRY[waiting])}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void client.refetchQueries({ predicate: isWaiting })}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return <Loader />;
}

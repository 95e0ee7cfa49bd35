import { isAxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

/**
 * Whether a failed call failed for want of the `guilds` scope: our server says so with its code,
 * and Discord refuses its server list with 401 once the session has been renewed (the client
 * retries every 401 once after a refresh), which for a live session means the scope is missing.
 */
export function lacksServers(error: unknown, fromDiscord = false): boolean {
  if (!isAxiosError(error)) return false;
  if (fromDiscord) return error.response?.status === 401;
  // Read by hand, not with the error schema: the server list is a first page, kept free of zod.
  const body: unknown = error.response?.data;
  const inner = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  return (
    typeof inner === 'object' && inner !== null && 'code' in inner && inner.code === 'servers_not_granted'
  );
}

/**
 * A sign-in made for a ban appeal asked Discord for the user alone (docs/product.md#ban-appeals):
 * pages that list the user's servers say so and offer the usual sign-in (`signIn`, the app's
 * login button: components do not reach into features).
 */
export function ServersNotGranted({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="state-panel" aria-labelledby="servers-not-granted">
      <span className="state-panel__icon">
        <Icon name="user" size={28} />
      </span>
      <h2 id="servers-not-granted" className="state-panel__text">
        {t('auth.serversNotGranted')}
      </h2>
      <div className="state-panel__actions">{signIn}</div>
    </section>
  );
}

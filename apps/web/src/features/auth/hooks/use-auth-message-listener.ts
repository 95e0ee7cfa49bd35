import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGE_TYPE } from '@hoshi/contracts';
import type { LoginAnswer } from '@hoshi/contracts';
import { readAuthMessage as readMessageData } from '@hoshi/contracts/first-page';
import { paths } from '../../../config/paths.ts';
import { staysOnSignIn } from '../sign-in-return.ts';
import { login } from '../../../lib/session/session-actions.ts';

/**
 * docs/product.md#api-rules: the opener accepts discord-auth-success only from its own origin, and only when
 * the data has the contract's shape; anything else is ignored (other frames, extensions and
 * pages post messages too).
 */
export function readAuthMessage(event: MessageEvent, ownOrigin: string): LoginAnswer | null {
  if (event.origin !== ownOrigin) return null;
  return readMessageData(event.data, AUTH_MESSAGE_TYPE)?.payload ?? null;
}

/**
 * Logs in and opens the dashboard when the login popup reports success; someone signing in on a
 * page they stay on (a dashboard page whose session had ended, an appeal page) stays on it.
 */
export function useAuthMessageListener(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const answer = readAuthMessage(event, window.location.origin);
      if (!answer) return;
      login(answer);
      if (!staysOnSignIn(window.location.pathname)) void navigate(paths.dashboard.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
}

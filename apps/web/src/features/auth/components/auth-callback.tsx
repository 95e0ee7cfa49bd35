import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGE_TYPE } from '@hoshi/contracts';
import type { AuthMessage } from '@hoshi/contracts';
import { paths } from '../../../config/paths.ts';
import { Loader } from '../../../components/loader.tsx';
import { login } from '../../../lib/session/session-actions.ts';
import { notify } from '../../../lib/toast.ts';
import { exchangeCode } from '../api/exchange-code.ts';
import { takeReturn } from '../sign-in-return.ts';

/** The opener when this page runs in our own login popup, else null. */
function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    // Reading a cross-origin opener's location throws: not our popup.
    return null;
  }
}

/**
 * /auth/discord/callback (docs/product.md#session-and-sign-in): trade code and state for a session. In the popup the
 * answer goes to the opener, which logs in; after the full-page fallback it logs in here.
 */
export function AuthCallback() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Strict mode runs effects twice; a code can be exchanged only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const opener = sameOriginOpener();
    const code = params.get('code');
    const state = params.get('state');

    if (params.get('error') || !code || !state) {
      // The visitor cancelled on Discord (error=access_denied) or the link is incomplete.
      if (opener) window.close();
      void navigate(paths.home, { replace: true });
      return;
    }

    const toastId = notify.loading(t('toast.loggingIn'));
    exchangeCode({ code, state })
      .then((answer) => {
        notify.dismiss(toastId);
        if (opener) {
          const message: AuthMessage = { type: AUTH_MESSAGE_TYPE, payload: answer };
          opener.postMessage(message, window.location.origin);
          window.close();
          return;
        }
        login(answer);
        void navigate(takeReturn(window, paths.dashboard.index), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Login exchange failed', error);
        notify.dismiss(toastId);
        void navigate(paths.home, { replace: true });
      });
  }, [params, navigate, t]);

  return <Loader />;
}

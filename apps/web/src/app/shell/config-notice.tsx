import { useTranslation } from 'react-i18next';
import { usePublicConfigDelay } from '../../lib/api/public-config.ts';

/**
 * Said on every page while the app's configuration has not come (a busy server answered 429, or
 * none answered): the pages needing it show their loader, and this says why and when the next
 * try is, instead of a page that only waits.
 */
export function ConfigNotice() {
  const { t } = useTranslation();
  const delay = usePublicConfigDelay();
  if (!delay) return null;
  const { seconds } = delay;
  return (
    <p className="config-notice" role="status">
      {t(delay.busy ? 'configNotice.busy' : 'configNotice.unreachable', { seconds })}
    </p>
  );
}

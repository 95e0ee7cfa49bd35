import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { missingPermissions, type PermissionName } from '@hoshi/contracts';
import { botPermissionsQuery, getBotPermissions, useBotPermissions } from '../lib/api/bot-permissions.ts';

/**
 * Said on a page whose settings make Hoshi act when Hoshi lacks a permission for it
 * (docs/product.md#hoshis-permissions): which ones, and "Check again" once they are given.
 * Nothing while loading, on a failure, or when Hoshi holds all of `needed`.
 */
export default function BotPermissionsNotice({
  guildId,
  needed,
}: {
  guildId: string;
  needed: readonly PermissionName[];
}) {
  const { t, i18n } = useTranslation('botPermissions');
  const held = useBotPermissions(guildId);
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  if (!held.data) return null;
  const missing = missingPermissions(needed, held.data);
  if (missing.length === 0) return null;

  const checkAgain = async () => {
    setChecking(true);
    try {
      const fresh = await getBotPermissions(guildId, true);
      queryClient.setQueryData(botPermissionsQuery(guildId).queryKey, fresh);
    } catch {
      // The notice stays as it was; the next press tries again.
    } finally {
      setChecking(false);
    }
  };
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    missing.map((name) => t(`names.${name}`)),
  );
  return (
    <div className="bot-permissions-notice" role="status">
      <p className="bot-permissions-notice__title">{t('needs', { names })}</p>
      <p className="bot-permissions-notice__text">{t('how')}</p>
      <button type="button" className="button button--secondary" disabled={checking} onClick={checkAgain}>
        {checking ? t('checking') : t('checkAgain')}
      </button>
    </div>
  );
}

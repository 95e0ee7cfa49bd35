import { lazy, Suspense } from 'react';
import type { PermissionName } from '@hoshi/contracts';
import { loadBotPermissionsTexts } from './bot-permissions-texts.ts';

const Panel = lazy(async () => {
  const [panel] = await Promise.all([
    import('./bot-permissions-notice-panel.tsx'),
    loadBotPermissionsTexts(),
  ]);
  return panel;
});

/**
 * What Hoshi lacks for a page's settings to act (docs/product.md#hoshis-permissions). Its code,
 * texts and the question to the server load only once the settings need something, so a first
 * visit to a page that needs nothing pays nothing for it.
 */
export function BotPermissionsNotice(props: { guildId: string; needed: readonly PermissionName[] }) {
  if (props.needed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

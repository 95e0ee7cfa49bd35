import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { mayOpen } from '../../../lib/access.ts';
import { useCallerAccess } from '../../../lib/api/caller-access.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { useInventory } from '../api/get-inventory.ts';
import { useOwnRank } from '../../../lib/api/leaderboard.ts';
import { BagTab } from './bag-tab.tsx';
import { GearTab } from './gear-tab.tsx';
import './inventory.css';

type InventoryTab = 'bag' | 'gear';

/** /dashboard/servers/{id}/inventory: the signed-in member's bag and gear there (docs/product.md#inventory). */
export function InventoryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, error } = useInventory(id);
  const rank = useOwnRank(id);
  const [tab, setTab] = useState<InventoryTab>('bag');
  // A member who may not open the server's hub goes back to their profile, which lists their
  // inventories (docs/product.md#profile), not to a page that refuses them.
  const hub = mayOpen(useCallerAccess(id), '');
  const up = hub ? undefined : { to: paths.dashboard.profile.index, label: t('hub.backToProfile') };

  return (
    <GuildPageFrame guildId={id} guild={data} error={error} data={data} up={up}>
      {(data) => (
        <section className="settings-panel inventory-panel" aria-labelledby="inventory-title">
          <div className="settings-panel__head">
            <h2 id="inventory-title" className="settings-panel__title">
              {t('hub.inventory')}
            </h2>
          </div>
          <p className="settings-intro">{t('inventory.intro')}</p>
          {rank.isSuccess && (
            <p className="inventory-rank" data-testid="own-rank">
              {rank.data
                ? t('leaderboard.yourRank', { rank: rank.data.rank, level: rank.data.level })
                : t('leaderboard.noRankYet')}
            </p>
          )}
          <Tabs
            label={t('inventory.tabsLabel')}
            selected={tab}
            onSelect={(next) => setTab(next as InventoryTab)}
            tabs={[
              {
                id: 'bag',
                label: t('inventory.tabs.bag'),
                panel: <BagTab coins={data.settings.coins} bag={data.settings.bag} />,
              },
              {
                id: 'gear',
                label: t('inventory.tabs.gear'),
                panel: <GearTab gear={data.settings.gear} energy={data.settings.energy} />,
              },
            ]}
          />
        </section>
      )}
    </GuildPageFrame>
  );
}

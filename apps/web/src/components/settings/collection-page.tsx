import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionPermissions, type CollectionPageName } from '@hoshi/contracts';
import { useCollectionData, type CollectionData } from '../../lib/api/collections.ts';
import { BotPermissionsNotice } from '../bot-permissions-notice.tsx';
import { Icon } from '../icon.tsx';
import { GuildPageFrame } from '../guild-page-frame.tsx';
import { whenLoaded, type Loading } from './settings-page.tsx';
import { useCollection, type CollectionController } from './use-collection.ts';

interface CollectionPageProps<N extends CollectionPageName, Extra extends object> {
  /** The page's name in the registry (@hoshi/contracts COLLECTION_PAGES). */
  page: N;
  guildId: string;
  extra: Loading<Extra>;
  children: (collection: CollectionController<N>, extra: Extra) => ReactNode;
}

/**
 * Every collection page (auto-VC, surveys, lotteries): the server's frame (header, loader, a 403
 * or 404 said instead), the title, then the page's tabs with the calls of the registry behind them.
 */
export function CollectionPage<N extends CollectionPageName, Extra extends object = object>(
  props: CollectionPageProps<N, Extra>,
) {
  const query = useCollectionData(props.page, props.guildId);
  const extra = whenLoaded(props.extra);
  const data = query.data;
  return (
    <GuildPageFrame
      guildId={props.guildId}
      guild={data}
      error={query.error}
      data={data && extra && { data, extra }}
    >
      {(loaded) => <CollectionEditor key={loaded.data.id} {...props} {...loaded} />}
    </GuildPageFrame>
  );
}

function CollectionEditor<N extends CollectionPageName, Extra extends object>({
  page,
  guildId,
  data,
  extra,
  children,
}: CollectionPageProps<N, Extra> & { data: CollectionData<N>; extra: Extra }) {
  const { t } = useTranslation();
  const pages: Record<string, Record<string, string | undefined> | undefined> = t('fields', {
    returnObjects: true,
  });
  const labels = pages[page] ?? {};
  const labelOf = (path: string) =>
    path
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : (labels[part] ?? part)))
      .join(' › ');
  const collection = useCollection(page, guildId, data, labelOf);
  return (
    <section className="settings-panel" aria-labelledby="settings-title">
      <div className="settings-panel__head">
        <h2 id="settings-title" className="settings-panel__title">
          {t(`hub.${page}`)}
        </h2>
      </div>
      {/* docs/product.md#hoshis-permissions */}
      <BotPermissionsNotice
        guildId={guildId}
        needed={collectionPermissions(page, Object.keys(collection.items).length)}
      />
      {children(collection, extra)}
      {collection.problem && (
        <p className="save-bar__problem" role="alert">
          <Icon name="alert" size={18} />
          {collection.problem}
        </p>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionPageName } from '@hoshi/contracts';
import { paths } from '../../config/paths.ts';
import { useCollectionData, type CollectionData } from '../../lib/api/collections.ts';
import { usePublicConfig } from '../../lib/api/public-config.ts';
import { readStoredGuild } from '../../lib/stored-guilds.ts';
import { Icon } from '../icon.tsx';
import { QueryLoader } from '../query-loader.tsx';
import { ServerHeader } from '../server-header.tsx';
import { useEditorMount, type Loading } from './settings-page.tsx';
import { useCollection, type CollectionController } from './use-collection.ts';

interface CollectionPageProps<N extends CollectionPageName, Extra extends object> {
  /** The page's name in the registry (@hoshi/contracts COLLECTION_PAGES). */
  page: N;
  guildId: string;
  extra: Loading<Extra>;
  children(collection: CollectionController<N>, extra: Extra): ReactNode;
}

/**
 * Every collection page (auto-VC, surveys, lotteries): the server header, the loader until the
 * list and the page's other data have arrived (a failed fetch is only logged, spec 000 §8), the
 * title, then the page's tabs with the calls of the registry behind them.
 */
export function CollectionPage<N extends CollectionPageName, Extra extends object = object>(
  props: CollectionPageProps<N, Extra>,
) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const query = useCollectionData(props.page, props.guildId);
  const known = query.data ?? readStoredGuild(props.guildId);
  const guild = known && (config ? known : { ...known, icon: null });
  const ready = query.data && config && Object.values(props.extra).every((value) => value !== undefined);
  const showEditor = useEditorMount(Boolean(ready));

  return (
    <div className="page settings-page">
      <ServerHeader
        guild={guild}
        fallbackId={props.guildId}
        cdnBase={config?.cdnBase ?? ''}
        to={paths.dashboard.server.href(props.guildId)}
        linkLabel={t('hub.backToHub')}
      />
      {ready && showEditor ? (
        <CollectionEditor key={query.data.id} {...props} data={query.data} extra={props.extra as Extra} />
      ) : (
        <QueryLoader />
      )}
    </div>
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

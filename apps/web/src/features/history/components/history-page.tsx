import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revertRefusal, type HistoryEntry } from '@hoshi/contracts';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { SERVER_PAGE_NAMES } from '../../../config/server-pages.ts';
import { avatarUrl } from '../../../lib/discord-images.ts';
import { useHistory, type HistoryFilter } from '../../../lib/api/history.ts';
import { relativeTime as relative } from '../../../lib/relative-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { changeWords } from './change-words.ts';
import { RevertDialog } from './revert-dialog.tsx';
import './history.css';

const ACTIONS = ['save', 'create', 'edit', 'delete', 'end', 'reroll', 'toggle', 'reset', 'revert'] as const;
const isAction = (a: string): a is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(a);

/**
 * /dashboard/servers/{id}/history: every change made to the server's settings, newest first,
 * who made it and when, worded field by field; narrowed to one page or one person.
 */
export function HistoryPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>({});
  const [reverting, setReverting] = useState<HistoryEntry | null>(null);
  const history = useHistory(id, filter);
  const first = history.data?.pages[0];
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  const names = Object.assign({}, ...(history.data?.pages.map((p) => p.names) ?? [])) as Record<
    string,
    string
  >;
  const now = useNow();
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'medium' });
  const pageName = (page: string) =>
    i18n.exists(`hub.${page}`) ? t(`hub.${page}` as 'hub.xp') : t('history.otherPage');
  const people = new Map(entries.map((e) => [e.user.id, e.user]));
  const personName = (user: HistoryEntry['user']) => user.name ?? t('history.formerMember');

  return (
    <GuildPageFrame guildId={id} guild={first} error={history.error} data={first}>
      {(_, config) => (
        <section className="settings-panel history" aria-labelledby="history-title">
          <div className="settings-panel__head">
            <h2 id="history-title" className="settings-panel__title">
              {t('history.title')}
            </h2>
          </div>
          <p className="settings-intro">{t('history.intro')}</p>
          <div className="history__filters">
            <label>
              {t('history.filterPage')}
              <select
                value={filter.page ?? ''}
                onChange={(e) => setFilter({ ...filter, page: e.target.value || undefined })}
              >
                <option value="">{t('history.allPages')}</option>
                {[
                  ...SERVER_PAGE_NAMES.filter((p) => p !== 'moderation' && p !== 'inventory'),
                  'language',
                  'items',
                ].map((page) => (
                  <option key={page} value={page}>
                    {pageName(page)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('history.filterPerson')}
              <select
                value={filter.user ?? ''}
                onChange={(e) => setFilter({ ...filter, user: e.target.value || undefined })}
              >
                <option value="">{t('history.everyone')}</option>
                {[...people.values()].map((user) => (
                  <option key={user.id} value={user.id}>
                    {personName(user)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {entries.length === 0 ? (
            <p className="history__empty">{t('history.empty')}</p>
          ) : (
            <ol className="history__list" aria-label={t('history.title')}>
              {entries.map((entry) => {
                const at = new Date(entry.at);
                return (
                  <li key={entry.id} className="history-entry">
                    <SafeImage
                      className="history-entry__avatar"
                      src={avatarUrl(config.cdnBase, {
                        id: entry.user.id,
                        avatar: entry.user.avatar,
                        username: personName(entry.user),
                      })}
                      alt=""
                      width={36}
                      height={36}
                    />
                    <div className="history-entry__body">
                      <p className="history-entry__head">
                        {t('history.line', {
                          who: personName(entry.user),
                          action: t(`history.action.${isAction(entry.action) ? entry.action : 'other'}`),
                          page: pageName(entry.page),
                        })}
                      </p>
                      <p className="history-entry__when">
                        <time dateTime={entry.at} title={exact.format(at)}>
                          {relative(i18n.language, at, now)}
                        </time>
                        {' · '}
                        {exact.format(at)}
                      </p>
                      {entry.grant && (
                        <p className="history-entry__grant">
                          {t('history.grant', {
                            role: names[entry.grant.role] ?? t('history.value.goneRole'),
                            level: t(`access.level.${entry.grant.level}`),
                          })}
                        </p>
                      )}
                      {entry.reverts && (
                        <p className="history-entry__reverts">
                          {entry.reverts.at
                            ? t('history.revert.reverts', { when: exact.format(new Date(entry.reverts.at)) })
                            : t('history.revert.revertsGone')}
                        </p>
                      )}
                      {entry.changes.length > 0 && (
                        <ul className="history-entry__changes">
                          {entry.changes.map((change) => (
                            <li key={change.field}>{changeWords(t, entry.page, change, names)}</li>
                          ))}
                        </ul>
                      )}
                      <RevertControl entry={entry} onRevert={() => setReverting(entry)} />
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {history.hasNextPage && (
            <button
              type="button"
              className="button button--secondary"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('history.more')}
            </button>
          )}
          <RevertDialog
            guildId={id}
            entry={reverting}
            pageName={pageName}
            onClose={() => setReverting(null)}
          />
        </section>
      )}
    </GuildPageFrame>
  );
}

/** A Revert button on an entry that can be reverted; on one that cannot, why not (docs/decisions/0093-reverting-one-change.md). */
function RevertControl({ entry, onRevert }: { entry: HistoryEntry; onRevert: () => void }) {
  const { t } = useTranslation();
  const refusal = revertRefusal(entry.action, entry.page);
  if (refusal !== null)
    return <p className="history-entry__no-revert">{t(`history.revert.why.${refusal}`)}</p>;
  return (
    <button type="button" className="button button--secondary history-entry__revert" onClick={onRevert}>
      {t('history.revert.button')}
    </button>
  );
}

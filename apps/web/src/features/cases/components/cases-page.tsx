import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_TYPES, type CaseEntry, type CaseType } from '@hoshi/contracts';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { avatarUrl } from '../../../lib/discord-images.ts';
import { useCases, type CasesFilter } from '../../../lib/api/cases.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import './cases.css';

/**
 * /dashboard/servers/{id}/moderation/cases: every moderation case of the server, newest first —
 * its number, type, member, who acted (a moderator, or Hoshi by a rule), the reason, until when,
 * and the messages it archived; narrowed to one type or one member
 * (docs/decisions/0091-moderation-cases-and-warnings.md).
 */
export function CasesPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<CasesFilter>({});
  const cases = useCases(id, filter);
  const first = cases.data?.pages[0];
  const entries = cases.data?.pages.flatMap((p) => p.entries) ?? [];
  const now = useNow();
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const name = (person: CaseEntry['member']) => person.name ?? t('cases.formerMember');
  // Members seen so far, and the one filtered on (kept in the list when its cases are all shown).
  const members = new Map(entries.map((e) => [e.member.id, e.member]));

  return (
    <GuildPageFrame guildId={id} guild={first} error={cases.error} data={first}>
      {(_, config) => (
        <section className="settings-panel cases" aria-labelledby="cases-title">
          <div className="settings-panel__head">
            <h2 id="cases-title" className="settings-panel__title">
              {t('cases.title')}
            </h2>
          </div>
          <p className="settings-intro">{t('cases.intro')}</p>
          <div className="cases__filters">
            <label>
              {t('cases.filterType')}
              <select
                value={filter.type ?? ''}
                onChange={(e) =>
                  setFilter({ ...filter, type: (e.target.value || undefined) as CaseType | undefined })
                }
              >
                <option value="">{t('cases.allTypes')}</option>
                {CASE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`cases.type.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('cases.filterMember')}
              <select
                value={filter.user ?? ''}
                onChange={(e) => setFilter({ ...filter, user: e.target.value || undefined })}
              >
                <option value="">{t('cases.everyone')}</option>
                {[...members.values()].map((member) => (
                  <option key={member.id} value={member.id}>
                    {name(member)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {entries.length === 0 ? (
            <p className="cases__empty">{t('cases.empty')}</p>
          ) : (
            <ol className="cases__list" aria-label={t('cases.title')}>
              {entries.map((entry) => {
                const at = new Date(entry.at);
                const until = entry.until ? new Date(entry.until) : null;
                return (
                  <li key={entry.number} className="case-entry">
                    <SafeImage
                      className="case-entry__avatar"
                      src={avatarUrl(config.cdnBase, {
                        id: entry.member.id,
                        avatar: entry.member.avatar,
                        username: name(entry.member),
                      })}
                      alt=""
                      width={36}
                      height={36}
                    />
                    <div className="case-entry__body">
                      <p className="case-entry__head">
                        <span className={`case-entry__type case-entry__type--${entry.type}`}>
                          {t('cases.number', { number: entry.number })}
                        </span>{' '}
                        {t('cases.line', { type: t(`cases.type.${entry.type}`), member: name(entry.member) })}
                      </p>
                      <p className="case-entry__when">
                        <time dateTime={entry.at} title={exact.format(at)}>
                          {relativeTime(i18n.language, at, now)}
                        </time>
                        {' · '}
                        {entry.automatic
                          ? t('cases.byHoshi')
                          : t('cases.by', { moderator: name(entry.moderator) })}
                      </p>
                      <p className="case-entry__reason">
                        {entry.reason ? t('cases.reason', { reason: entry.reason }) : t('cases.noReason')}
                      </p>
                      {entry.rule && (
                        <p className="case-entry__detail">{t('cases.rule', { rule: entry.rule })}</p>
                      )}
                      {until && (
                        <p className="case-entry__detail">
                          {t('cases.until', { until: exact.format(until) })}
                          {entry.type === 'warn' &&
                            ` · ${entry.active ? t('cases.active') : t('cases.wornOff')}`}
                        </p>
                      )}
                      {!until && entry.type === 'warn' && (
                        <p className="case-entry__detail">
                          {entry.active ? t('cases.active') : t('cases.wornOff')}
                        </p>
                      )}
                      {entry.messages.length > 0 && (
                        <details className="case-entry__messages">
                          <summary>{t('cases.messages', { count: entry.messages.length })}</summary>
                          <ul>
                            {entry.messages.map((m) => (
                              <li key={m.id}>{m.content}</li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {cases.hasNextPage && (
            <button
              type="button"
              className="button button--secondary"
              disabled={cases.isFetchingNextPage}
              onClick={() => void cases.fetchNextPage()}
            >
              {t('cases.more')}
            </button>
          )}
        </section>
      )}
    </GuildPageFrame>
  );
}

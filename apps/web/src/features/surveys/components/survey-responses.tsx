import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadSurveyResponses, useSurveyResponses } from '../../../lib/api/survey-responses.ts';

/**
 * A survey's answers (docs/product.md#surveys): who and when, every question's answer, newest
 * first a page at a time, narrowed to one member; and all of them as a CSV.
 */
export function SurveyResponses({ guildId, surveyId }: { guildId: string; surveyId: string }) {
  const { t, i18n } = useTranslation();
  const [user, setUser] = useState<string | undefined>();
  const responses = useSurveyResponses(guildId, surveyId, user);
  const entries = responses.data?.pages.flatMap((p) => p.responses) ?? [];
  const members = new Map(entries.map((r) => [r.member.id, r.member.name]));
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const [failed, setFailed] = useState(false);

  return (
    <section className="survey-responses" aria-label={t('surveys.responses.title')}>
      <h3>{t('surveys.responses.title')}</h3>
      <div className="cases__filters">
        <label>
          {t('surveys.responses.filterMember')}
          <select value={user ?? ''} onChange={(e) => setUser(e.target.value || undefined)}>
            <option value="">{t('surveys.responses.everyone')}</option>
            {[...members].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFailed(false);
            downloadSurveyResponses(guildId, surveyId).catch(() => setFailed(true));
          }}
        >
          {t('surveys.responses.download')}
        </button>
      </div>
      {failed && <p role="alert">{t('surveys.responses.downloadFailed')}</p>}
      {responses.isError ? (
        <p role="alert">{t('surveys.responses.loadFailed')}</p>
      ) : entries.length === 0 ? (
        <p className="cases__empty">
          {responses.isPending ? t('surveys.responses.loading') : t('surveys.responses.empty')}
        </p>
      ) : (
        <ol className="cases__list">
          {entries.map((r) => (
            <li key={r.id} className="case-entry">
              <div className="case-entry__body">
                <p className="case-entry__head">{r.member.name}</p>
                <p className="case-entry__when">
                  <time dateTime={r.at}>{exact.format(new Date(r.at))}</time>
                </p>
                <dl>
                  {r.answers.map((a) => (
                    <div key={a.question}>
                      <dt>{a.question}</dt>
                      <dd>{a.answer || t('surveys.responses.noAnswer')}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          ))}
        </ol>
      )}
      {responses.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          disabled={responses.isFetchingNextPage}
          onClick={() => void responses.fetchNextPage()}
        >
          {t('surveys.responses.more')}
        </button>
      )}
    </section>
  );
}

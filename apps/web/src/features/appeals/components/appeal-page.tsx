import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { APPEAL_ANSWER_MAX, type AppealAnswer } from '@hoshi/contracts';
import { apiErrorCode } from '../../../lib/api/api-error.ts';
import { appealQuery, fileAppeal, useAppeal } from '../../../lib/api/appeals.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import './appeal.css';

/**
 * The public ban appeal page /appeal/{guildId} (docs/product.md#ban-appeals): sign in with
 * Discord, then what the server says of the user's ban there — not banned, the form, or their
 * appeal's result (pending, approved, denied with when the next may be sent, blocked).
 */
export function AppealPage({
  guildId,
  signIn,
}: {
  guildId: string;
  /** The sign-in control (the app's). */
  signIn: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session.user?.id;
  const appeal = useAppeal(guildId, userId);

  let body;
  if (!session.authLoaded) body = <p role="status">{t('appeal.loading')}</p>;
  else if (!userId)
    body = (
      <>
        <p>{t('appeal.signInIntro')}</p>
        {signIn}
      </>
    );
  else if (appeal.isPending) body = <p role="status">{t('appeal.loading')}</p>;
  else if (appeal.isError)
    body = (
      <p role="alert">
        {apiErrorCode(appeal.error) === 'bot_absent' ? t('appeal.unknownServer') : t('appeal.loadFailed')}
      </p>
    );
  else body = <AppealState guildId={guildId} answer={appeal.data} />;

  return (
    <main className="appeal-page">
      <h1>{appeal.data ? t('appeal.titleFor', { name: appeal.data.guild.name }) : t('appeal.title')}</h1>
      {body}
    </main>
  );
}

function AppealState({ guildId, answer }: { guildId: string; answer: AppealAnswer }) {
  const { t, i18n } = useTranslation();
  const status = answer.appeal?.status;
  if (status === 'approved') return <p role="status">{t('appeal.status.approved')}</p>;
  if (!answer.banned) return <p role="status">{t('appeal.notBanned')}</p>;
  const ban = answer.ban && (
    <dl className="appeal-ban">
      <dt>{t('appeal.reason')}</dt>
      <dd>{answer.ban.reason ?? t('appeal.noReason')}</dd>
      {answer.ban.case !== null && (
        <>
          <dt>{t('appeal.case')}</dt>
          <dd>#{answer.ban.case}</dd>
        </>
      )}
    </dl>
  );
  const opensAt = answer.opensAt
    ? new Date(answer.opensAt).toLocaleString(i18n.language === 'ja' ? 'ja-JP' : 'en-US')
    : null;
  return (
    <>
      {ban}
      {status === 'pending' && <p role="status">{t('appeal.status.pending')}</p>}
      {status === 'blocked' && <p role="status">{t('appeal.status.blocked')}</p>}
      {status === 'denied' && (
        <p role="status">
          {t('appeal.status.denied')} {opensAt && t('appeal.opensAt', { when: opensAt })}
        </p>
      )}
      {answer.canAppeal && <AppealForm guildId={guildId} />}
    </>
  );
}

function AppealForm({ guildId }: { guildId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const [why, setWhy] = useState('');
  const [differently, setDifferently] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await fileAppeal(guildId, [why, differently]);
      await client.invalidateQueries({ queryKey: appealQuery(guildId, session.user?.id).queryKey });
    } catch (err) {
      const code = apiErrorCode(err);
      setError(t(code === 'invalid_request' ? 'appeal.invalid' : 'appeal.sendFailed'));
    } finally {
      setSending(false);
    }
  };
  const blank = why.trim() === '' || differently.trim() === '';
  return (
    <form className="appeal-form" onSubmit={(e) => void submit(e)}>
      <label>
        {t('appeal.why')}
        <textarea value={why} maxLength={APPEAL_ANSWER_MAX} onChange={(e) => setWhy(e.target.value)} />
        <small>{t('appeal.count', { count: why.length, max: APPEAL_ANSWER_MAX })}</small>
      </label>
      <label>
        {t('appeal.differently')}
        <textarea
          value={differently}
          maxLength={APPEAL_ANSWER_MAX}
          onChange={(e) => setDifferently(e.target.value)}
        />
        <small>{t('appeal.count', { count: differently.length, max: APPEAL_ANSWER_MAX })}</small>
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="appeal-button" disabled={blank || sending}>
        {t('appeal.send')}
      </button>
    </form>
  );
}

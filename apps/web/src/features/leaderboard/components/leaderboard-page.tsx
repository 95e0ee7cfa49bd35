import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_THROTTLE_MS, type LeaderboardEntry } from '@hoshi/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GuildPageFrame } from '../../../components/guild-page-frame.tsx';
import { apiErrorCode } from '../../../lib/api/api-error.ts';
import { resetXp, useLeaderboard, useLeaderboardRefresh, useOwnRank } from '../../../lib/api/leaderboard.ts';
import { toastProgress } from '../../../lib/toast.ts';
import { useThrottledAction } from '../../../lib/use-throttled-action.ts';
import { LeaderboardRow } from './leaderboard-row.tsx';
import './leaderboard.css';

/** Whom a reset would touch: one member, or everyone ('all'). */
type ResetTarget = LeaderboardEntry | 'all';

/**
 * /dashboard/servers/{id}/leaderboard: the server's members by XP, the manager's own line on
 * top, more on demand; a manager may reset one member's XP or everyone's, after confirming.
 */
export function LeaderboardPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const board = useLeaderboard(id);
  const refresh = useLeaderboardRefresh(id);
  const [target, setTarget] = useState<ResetTarget | null>(null);
  const first = board.data?.pages[0];
  const entries = board.data?.pages.flatMap((p) => p.entries) ?? [];
  const me = useOwnRank(id).data ?? null;

  const reset = useThrottledAction((who: ResetTarget) => {
    const name = who === 'all' ? undefined : who.userId;
    toastProgress(resetXp(id, name), {
      loading: t('leaderboard.toast.resetting'),
      success: t('leaderboard.toast.reset'),
      error: (error) => {
        const code = apiErrorCode(error);
        const known = code === 'too_fast' || code === 'not_found' ? t(`collections.errors.${code}`) : '';
        return [t('leaderboard.toast.error'), known].filter(Boolean).join(' ');
      },
    })
      .then(refresh)
      .catch((error: unknown) => console.error('XP reset failed', error));
  }, ACTION_THROTTLE_MS);

  return (
    <GuildPageFrame guildId={id} guild={first} error={board.error} data={first}>
      {(_, config) => (
        <section className="settings-panel leaderboard" aria-labelledby="leaderboard-title">
          <div className="settings-panel__head">
            <h2 id="leaderboard-title" className="settings-panel__title">
              {t('leaderboard.title')}
            </h2>
          </div>
          <p className="settings-intro">{t('leaderboard.intro')}</p>
          {me && (
            <p className="leaderboard__me">{t('leaderboard.yourRank', { rank: me.rank, level: me.level })}</p>
          )}
          {entries.length === 0 ? (
            <p className="leaderboard__empty">{t('leaderboard.empty')}</p>
          ) : (
            <ol className="leaderboard__list" aria-label={t('leaderboard.title')}>
              {entries.map((entry) => (
                <LeaderboardRow
                  key={entry.userId}
                  entry={entry}
                  cdnBase={config.cdnBase}
                  own={entry.userId === me?.userId}
                  onReset={setTarget}
                />
              ))}
            </ol>
          )}
          <div className="leaderboard__actions">
            {board.hasNextPage && (
              <button
                type="button"
                className="button button--secondary"
                disabled={board.isFetchingNextPage}
                onClick={() => void board.fetchNextPage()}
              >
                {t('leaderboard.more')}
              </button>
            )}
            {entries.length > 0 && (
              <button type="button" className="button button--danger" onClick={() => setTarget('all')}>
                {t('leaderboard.resetAll')}
              </button>
            )}
          </div>
          <ConfirmDialog
            open={target !== null}
            title={target === 'all' ? t('leaderboard.confirmAllTitle') : t('leaderboard.confirmOneTitle')}
            text={
              target === 'all' || target === null
                ? t('leaderboard.confirmAllText')
                : t('leaderboard.confirmOneText', { name: target.username })
            }
            confirmLabel={t('leaderboard.confirmReset')}
            onCancel={() => setTarget(null)}
            onConfirm={() => {
              if (target) reset.run(target);
              setTarget(null);
            }}
          />
        </section>
      )}
    </GuildPageFrame>
  );
}

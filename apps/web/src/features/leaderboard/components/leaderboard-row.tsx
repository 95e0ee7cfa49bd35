import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@hoshi/contracts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { avatarUrl } from '../../../lib/discord-images.ts';

interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  cdnBase: string;
  own: boolean;
  onReset?: (entry: LeaderboardEntry) => void;
}

/** One member's line: rank, avatar, name, level, XP and the way to the next level. */
export function LeaderboardRow({ entry, cdnBase, own, onReset }: LeaderboardRowProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = entry.needed === 0 ? 100 : Math.floor((entry.into / entry.needed) * 100);
  return (
    <li className={`leaderboard-row${own ? ' leaderboard-row--own' : ''}`}>
      <span className="leaderboard-row__rank" aria-label={t('leaderboard.rankLabel', { rank: entry.rank })}>
        {entry.rank}
      </span>
      <SafeImage
        className="leaderboard-row__avatar"
        src={avatarUrl(cdnBase, { id: entry.userId, avatar: entry.avatar, username: entry.username })}
        alt=""
        width={40}
        height={40}
      />
      <span className="leaderboard-row__name">{entry.username}</span>
      <span className="leaderboard-row__level">{t('leaderboard.level', { level: entry.level })}</span>
      <span className="leaderboard-row__xp">{t('leaderboard.xp', { xp: number.format(entry.xp) })}</span>
      <span className="leaderboard-row__progress">
        <progress
          max={100}
          value={percent}
          aria-label={t('leaderboard.progress', {
            into: number.format(entry.into),
            needed: number.format(entry.needed),
          })}
        />
        <span className="leaderboard-row__to-next">
          {entry.needed === 0
            ? t('leaderboard.maxLevel')
            : t('leaderboard.toNext', {
                into: number.format(entry.into),
                needed: number.format(entry.needed),
              })}
        </span>
      </span>
      {onReset && (
        <button
          type="button"
          className="button button--secondary leaderboard-row__reset"
          onClick={() => onReset(entry)}
          aria-label={t('leaderboard.resetOneLabel', { name: entry.username })}
        >
          {t('leaderboard.resetOne')}
        </button>
      )}
    </li>
  );
}

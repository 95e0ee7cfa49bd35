import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type User,
  HIDDEN_ACHIEVEMENT,
  type AchievementInfo,
  type AchievementsAnswer,
} from '@hoshi/contracts';
import { Icon } from '../../../components/icon.tsx';
import { QueryLoader } from '../../../components/query-loader.tsx';
import { localText } from '../../../lib/local-text.ts';
import { achievementsQuery, clickme } from '../api/profile-api.ts';
import { ProfileSubpage } from './profile-subpage.tsx';
import './profile.css';

/** docs/product.md#profile: how long the found star animates before it shows as cleared. */
const FOUND_DELAY_MS = 1000;

type StarState = 'cleared' | 'hint' | 'locked';

/**
 * docs/product.md#profile: a star is cleared (its flag is 1), a hint (the one before it is cleared) or locked.
 * The first star has no star before it: until it is cleared it is the hint everyone starts from.
 */
export function starState(flags: string, index: number): StarState {
  if (flags[index] === '1') return 'cleared';
  if (index === 0 || flags[index - 1] === '1') return 'hint';
  return 'locked';
}

/** /dashboard/profile/achievements (docs/product.md#profile): the stars, a counter, the picked star's detail. */
export function AchievementsPage({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { data } = useQuery(achievementsQuery(user.id));
  return (
    <ProfileSubpage user={user} title={t('achievements.title')}>
      {data ? <AchievementsView user={user} answer={data} /> : <QueryLoader />}
    </ProfileSubpage>
  );
}

function AchievementsView({ user, answer }: { user: User; answer: AchievementsAnswer }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  // The hidden star plays its animation between the server's yes and being shown cleared.
  const [animating, setAnimating] = useState(false);
  const [found, setFound] = useState(false);
  // A ref, not only state: two taps in the same tick must not both start a request. It stays
  // set through the animation, and afterwards the star is cleared: one request per visit.
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const { achievements: flags, info, progress } = answer;
  const total = flags.length;
  const cleared = [...flags].filter((flag) => flag === '1').length;

  function findHiddenStar() {
    if (busy.current) return;
    busy.current = true;
    clickme(user).then(
      (result) => {
        if (!mounted.current) return;
        setAnimating(true);
        timer.current = setTimeout(() => {
          // The answer's flags and its entries 47 and 48 go into the loaded copy; a later
          // load (the server has stored it) agrees with them.
          queryClient.setQueryData(achievementsQuery(user.id).queryKey, (old) =>
            old ? { ...old, achievements: result.achievements, info: { ...old.info, ...result.info } } : old,
          );
          setAnimating(false);
          setFound(true);
        }, FOUND_DELAY_MS);
      },
      (error: unknown) => {
        // docs/product.md#texts: the clickme failure is logged only; another tap may try again.
        console.error('The hidden achievement request failed', error);
        busy.current = false;
      },
    );
  }

  function pick(index: number) {
    setPicked(index);
    if (index === HIDDEN_ACHIEVEMENT && flags[index] !== '1') findHiddenStar();
  }

  return (
    <section className="profile-panel" aria-labelledby="achievements-counter">
      <h2 id="achievements-counter" className="profile-panel__counter" data-testid="achievements-counter">
        {t('achievements.counter', { cleared, total })}
      </h2>
      <p className="profile-panel__intro">{t('achievements.intro')}</p>
      <div className="profile-collection">
        <ul className="achievement-grid" aria-label={t('achievements.gridLabel')}>
          {Array.from({ length: total }, (_, index) => {
            const state = starState(flags, index);
            const playing = animating && index === HIDDEN_ACHIEVEMENT;
            return (
              <li key={index}>
                <button
                  type="button"
                  className={`achievement-star achievement-star--${state}${playing ? ' achievement-star--found' : ''}`}
                  aria-label={t('achievements.star', {
                    number: index + 1,
                    state: t(`achievements.states.${state}`),
                  })}
                  aria-pressed={picked === index}
                  data-index={index}
                  onClick={() => pick(index)}
                >
                  <Icon name="star" size={28} className="achievement-star__star" />
                  {state === 'locked' && <Icon name="lock" size={14} className="achievement-star__lock" />}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="profile-detail" aria-live="polite" data-testid="achievement-detail">
          {picked === null ? (
            <p className="profile-detail__pick">{t('achievements.pick')}</p>
          ) : (
            <AchievementDetail
              index={picked}
              state={starState(flags, picked)}
              info={info[picked]}
              progress={progress[picked]}
              justFound={picked === HIDDEN_ACHIEVEMENT && found}
            />
          )}
        </div>
      </div>
    </section>
  );
}

interface AchievementDetailProps {
  index: number;
  state: StarState;
  info: AchievementInfo | undefined;
  /** A counting achievement not yet cleared: the member's count and its goal. */
  progress: AchievementsAnswer['progress'][string] | undefined;
  justFound: boolean;
}

/** The picked star: its name and description when it can be read, else what hides it. */
function AchievementDetail({ index, state, info, progress, justFound }: AchievementDetailProps) {
  const { t, i18n } = useTranslation('profile');
  const status = {
    cleared: t('achievements.statusCleared'),
    hint: t('achievements.statusHint'),
    locked: t('achievements.statusLocked'),
  }[state];
  // The hidden star's info is only sent once it is cleared: until then it keeps its secret.
  const name = !info
    ? t('achievements.secretName')
    : state === 'locked'
      ? null
      : localText(info.name, i18n.language);
  const number = t('achievements.number', { number: index + 1 });
  const text = !info
    ? t('achievements.secretText')
    : state === 'locked'
      ? t('achievements.lockedText')
      : localText(info.description, i18n.language);

  return (
    <article className={`profile-detail__card achievement-detail achievement-detail--${state}`}>
      {name !== null && <p className="profile-detail__eyebrow">{number}</p>}
      {/* A locked star's name stays hidden: its number is all it shows. */}
      <h3 className="profile-detail__name">{name ?? number}</h3>
      <p className={`profile-status profile-status--${state}`}>
        <Icon name={state === 'cleared' ? 'check' : state === 'hint' ? 'star' : 'lock'} size={16} />
        {status}
      </p>
      <p className="profile-detail__text">{text}</p>
      {progress && state !== 'cleared' && (
        <p className="profile-detail__progress" data-testid="achievement-progress">
          {t('achievements.progress', {
            value: progress.value.toLocaleString(i18n.language),
            target: progress.target.toLocaleString(i18n.language),
          })}
        </p>
      )}
      {justFound && state === 'cleared' && (
        <p className="profile-detail__found">
          <Icon name="star" size={18} />
          {t('achievements.found')}
        </p>
      )}
    </article>
  );
}

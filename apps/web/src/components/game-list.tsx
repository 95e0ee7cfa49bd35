import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAMES, paths } from '../config/paths.ts';
import type { Game } from '../config/paths.ts';
import { SafeImage } from './safe-image.tsx';

/** The mini-games (docs/product.md#games) and the boss shooter, used by the activities index and the home page. */
interface GameListProps {
  headingLevel?: 2 | 3;
  /** Shown under each game's description (the activities index puts the best scores there). */
  details?: Partial<Record<Game, ReactNode>>;
  /** The cards are the page's first screen (the activities index): their artwork is its largest
   * paint, so it loads at once rather than lazily. */
  firstScreen?: boolean;
}

export function GameList({ headingLevel = 2, details = {}, firstScreen = false }: GameListProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="game-grid">
      {GAMES.map((game, index) => (
        <li key={game} className="game-card">
          <SafeImage
            className="game-card__art"
            src={`/images/game-${game}.svg`}
            alt=""
            width={320}
            height={180}
            {...(firstScreen && { loading: 'eager' as const, fetchPriority: index === 0 ? 'high' : 'auto' })}
          />
          <div className="game-card__body">
            <Heading className="game-card__title">{t(`games.${game}`)}</Heading>
            <p>{t(`games.${game}Description`)}</p>
            {details[game]}
            <Link className="button button--secondary" to={paths.activities[game]}>
              {t('games.play', { game: t(`games.${game}`) })}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

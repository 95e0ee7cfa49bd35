import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { type User, CARD_MAX_STARS, type CardInfo, type CardsAnswer } from '@hoshi/contracts';
import { CARD_RANK_ODDS, DRAW_ENERGY_COST } from '@hoshi/contracts/profile-rules';
import { Icon } from '../../../components/icon.tsx';
import { QueryLoader } from '../../../components/query-loader.tsx';
import { localText } from '../../../lib/local-text.ts';
import { cardsQuery } from '../api/profile-api.ts';
import { ProfileSubpage } from './profile-subpage.tsx';
import './profile.css';

/** The stars of a card as a row of ★ (earned) and ☆ (the rest of the 5); decorative. */
const starRow = (stars: number) => '★'.repeat(stars) + '☆'.repeat(Math.max(0, CARD_MAX_STARS - stars));

/** /dashboard/profile/cards (docs/product.md#profile): the collection coloured by rank; a tap shows the card. */
export function CardsPage({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { data } = useQuery(cardsQuery(user.id));
  return (
    <ProfileSubpage user={user} title={t('cards.title')}>
      {data ? <CardsView answer={data} /> : <QueryLoader />}
    </ProfileSubpage>
  );
}

function CardsView({ answer }: { answer: CardsAnswer }) {
  const { t, i18n } = useTranslation('profile');
  const [picked, setPicked] = useState<number | null>(null);
  const { cards: flags, info } = answer;
  // Every card the catalogue has is in `info`; the flags say which the member holds.
  const indices = Object.keys(info)
    .map(Number)
    .sort((a, b) => a - b);
  const held = indices.filter((index) => flags[index] === '1').length;
  const pickedCard = picked === null ? undefined : info[picked];

  return (
    <section className="profile-panel" aria-labelledby="cards-counter">
      <h2 id="cards-counter" className="profile-panel__counter" data-testid="cards-counter">
        {t('cards.counter', { held, total: indices.length })}
      </h2>
      <p className="profile-panel__intro">{t('cards.intro', { energy: DRAW_ENERGY_COST })}</p>
      <div className="profile-collection profile-collection--cards">
        <ul className="card-collection" aria-label={t('cards.gridLabel')}>
          {indices.map((index) => {
            const card = info[index];
            if (!card) return null;
            const have = flags[index] === '1';
            return (
              <li key={index}>
                <button
                  type="button"
                  className={cardClass(card, have)}
                  aria-label={t('cards.card', {
                    name: localText(card.name, i18n.language),
                    rank: card.rank,
                    stars: card.stars,
                    state: have ? t('cards.collected') : t('cards.missing'),
                  })}
                  aria-pressed={picked === index}
                  data-index={index}
                  onClick={() => setPicked(index)}
                >
                  <CardFace card={card} />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="profile-detail" aria-live="polite" data-testid="card-detail">
          {picked === null || !pickedCard ? (
            <p className="profile-detail__pick">{t('cards.pick')}</p>
          ) : (
            <CardDetail card={pickedCard} have={flags[picked] === '1'} />
          )}
        </div>
      </div>
    </section>
  );
}

const cardClass = (card: CardInfo, have: boolean, extra = '') =>
  `profile-card profile-card--rank-${card.rank.toLowerCase()} ${have ? 'profile-card--held' : 'profile-card--missing'}${extra}`;

/** The rank letter and the stars, as the card shows them (its label says it in words). */
function CardFace({ card }: { card: CardInfo }) {
  return (
    <>
      <span className="profile-card__rank" aria-hidden="true">
        {card.rank}
      </span>
      <span className="profile-card__stars" aria-hidden="true">
        {starRow(card.stars)}
      </span>
    </>
  );
}

/** The picked card: its face, name, rank, stars out of 5 and whether the member holds it. */
function CardDetail({ card, have }: { card: CardInfo; have: boolean }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <article className="profile-detail__card card-detail">
      <div className={cardClass(card, have, ' profile-card--large')}>
        <CardFace card={card} />
      </div>
      <div className="card-detail__body">
        <h3 className="profile-detail__name">{localText(card.name, i18n.language)}</h3>
        <p className="card-detail__facts">
          <span>{t('cards.rank', { rank: card.rank })}</span>
          <span>{t('cards.stars', { stars: card.stars })}</span>
        </p>
      </div>
      <p className={`profile-status profile-status--${have ? 'cleared' : 'locked'}`}>
        <Icon name={have ? 'check' : 'cards'} size={16} />
        {have ? t('cards.statusCollected') : t('cards.statusMissing')}
      </p>
      {!have && (
        <p className="card-detail__how">
          {/* The odds are out of 1,000 (docs/product.md#achievements): 10 is 1 %. */}
          {t('cards.howTo', { rank: card.rank, odds: CARD_RANK_ODDS[card.rank] / 10 })}
        </p>
      )}
    </article>
  );
}

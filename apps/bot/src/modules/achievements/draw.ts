import { CARD_RANKS, type CardRank } from '@hoshi/contracts';
import { CARDS } from '@hoshi/contracts/profile-catalogue';
import { CARD_RANK_ODDS, LUCKY_WHISKERS_BONUS } from '@hoshi/contracts/profile-rules';

/** The weights /draw uses: the rank odds, with Stardust Cat's bonus when it is the active pet. */
export function rankWeights(luckyWhiskers: boolean): Record<CardRank, number> {
  const weights = { ...CARD_RANK_ODDS };
  if (luckyWhiskers) for (const rank of CARD_RANKS) weights[rank] += LUCKY_WHISKERS_BONUS[rank] ?? 0;
  return weights;
}

/**
 * A card by rank odds (docs/decisions/0101-achievements-cards-and-pets.md): the rank by its
 * weight, then any card of that rank alike. `random` answers in [0, 1) (tests give their own).
 */
export function pickCard(random: () => number, luckyWhiskers: boolean): number {
  const weights = rankWeights(luckyWhiskers);
  const total = CARD_RANKS.reduce((sum, r) => sum + weights[r], 0);
  let roll = random() * total;
  let rank: CardRank = 'E';
  for (const r of CARD_RANKS) {
    if (roll < weights[r]) {
      rank = r;
      break;
    }
    roll -= weights[r];
  }
  const ofRank = CARDS.flatMap((card, index) => (card.rank === rank ? [index] : []));
  return ofRank[Math.min(ofRank.length - 1, Math.floor(random() * ofRank.length))] ?? 0;
}

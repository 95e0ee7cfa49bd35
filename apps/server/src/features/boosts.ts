import { BOOST_TIER_MAX } from '@hoshi/contracts';
import type { AnswerFields } from './feature.ts';

/** docs/product.md#boosts: the page shows the server's boost level, as Discord reports it. */
export const boostsAnswer: AnswerFields<'boosts'> = async (guild) => {
  const { premiumTier } = await guild.basics();
  return { boostTier: Math.min(Math.max(premiumTier, 0), BOOST_TIER_MAX) };
};

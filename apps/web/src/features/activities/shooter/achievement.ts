import { STARSHOOTER_ACHIEVEMENT_SCORE } from '@hoshi/contracts';
import type { StarshooterBody, User } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';

/** POST /api/users/{id}/achievements/starshooter (docs/product.md#api-calls). */
export async function postStarshooterScore(userId: string, score: number): Promise<void> {
  const body: StarshooterBody = { game: 'starshooter', score };
  await http.post<unknown>(`/users/${encodeURIComponent(userId)}/achievements/starshooter`, body);
}

/**
 * docs/product.md#starshooter, docs/product.md#api-calls, docs/product.md#texts: a game ending at 350 or more while signed in is posted; an answer that
 * is not ok is logged and nothing is shown. Answers whether the post went through.
 */
export async function reportFinalScore(
  score: number,
  user: User | null,
  post: (userId: string, score: number) => Promise<void> = postStarshooterScore,
): Promise<boolean> {
  if (!user || score < STARSHOOTER_ACHIEVEMENT_SCORE) return false;
  try {
    await post(user.id, score);
    return true;
  } catch (error) {
    console.error('The Starshooter achievement could not be posted', error);
    return false;
  }
}

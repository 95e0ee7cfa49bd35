import { loginAnswer } from '@hoshi/contracts';
import type { ExchangeBody, LoginAnswer } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';

/** POST /api/discord/exchange: the callback's code and state for a session (docs/product.md#api-calls). */
export async function exchangeCode(body: ExchangeBody): Promise<LoginAnswer> {
  const { data } = await http.post<unknown>('/discord/exchange', body);
  return loginAnswer.parse(data);
}

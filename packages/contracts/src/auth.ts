import { z } from 'zod';
import { userSchema } from './user.ts';
import { AUTH_MESSAGE_TYPE } from './constants.ts';

// OAuth codes and states are printable ASCII (RFC 6749 §A.11, §A.5); nothing else is relayed.
const oauthValue = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);

export const exchangeBody = z.object({ code: oauthValue, state: oauthValue });
export type ExchangeBody = z.infer<typeof exchangeBody>;

export const loginAnswer = z.object({ access_token: z.string(), user: userSchema });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const refreshAnswer = z.object({ access_token: z.string() });
export type RefreshAnswer = z.infer<typeof refreshAnswer>;

/** What the login popup posts to its opener (docs/product.md#session-and-sign-in). */
export const authMessage = z.object({ type: z.literal(AUTH_MESSAGE_TYPE), payload: loginAnswer });
export type AuthMessage = z.infer<typeof authMessage>;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authMessage, loginAnswer, refreshAnswer } from './auth.ts';
import { AUTH_MESSAGE_TYPE } from './constants.ts';
import { publicConfigSchema } from './config.ts';
import {
  readAuthMessage,
  readLoginAnswer,
  readPublicConfig,
  readRefreshAnswer,
  readUser,
} from './first-page.ts';
import { userSchema } from './user.ts';

const snowflake = fc.stringMatching(/^\d{16,21}$/);
const user = fc.record(
  {
    id: fc.oneof(snowflake, fc.string()),
    avatar: fc.option(fc.string()),
    username: fc.string(),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);
const login = fc.record(
  { access_token: fc.oneof(fc.string(), fc.integer()), user, x: fc.anything() },
  { requiredKeys: [] },
);
const config = fc.record(
  {
    discordApiBase: fc.string(),
    cdnBase: fc.string(),
    inviteUrl: fc.oneof(fc.string(), fc.constant(null)),
    guideUrls: fc.oneof(
      fc.record({ en: fc.string(), ja: fc.oneof(fc.string(), fc.integer()) }),
      fc.anything(),
    ),
    supportUrl: fc.string(),
    demo: fc.oneof(fc.boolean(), fc.string()),
  },
  { requiredKeys: [] },
);
const message = fc.record({
  type: fc.oneof(fc.constant(AUTH_MESSAGE_TYPE), fc.string()),
  payload: fc.oneof(login, fc.anything()),
});

/** What the zod schema answers: the parsed value, or null where it refuses. */
const zodSays = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('first-page readers agree with the contract schemas', () => {
  const cases = [
    ['refresh answer', refreshAnswer, readRefreshAnswer, login],
    ['user', userSchema, readUser, user],
    ['login answer', loginAnswer, readLoginAnswer, login],
    ['public config', publicConfigSchema, readPublicConfig, config],
    ['auth message', authMessage, (v: unknown) => readAuthMessage(v, AUTH_MESSAGE_TYPE), message],
  ] as const;

  it.each(cases)('%s: same answer for near-valid and arbitrary input', (_name, schema, read, shaped) => {
    fc.assert(
      fc.property(fc.oneof(shaped, fc.anything()), (value) => {
        expect(read(value)).toEqual(zodSays(schema, value));
      }),
      { numRuns: 500 },
    );
  });
});

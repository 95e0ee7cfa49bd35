import { isAxiosError } from 'axios';
import { apiErrorSchema } from '@hoshi/contracts';

/** The server's error code (`{ error: { code } }`) of a failed request, if it answered one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  return apiErrorSchema.safeParse(error.response?.data).data?.error.code;
}

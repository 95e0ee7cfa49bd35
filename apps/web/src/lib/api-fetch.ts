import { API_BASE } from '@hoshi/contracts';

export interface ApiAnswer {
  status: number;
  data: unknown;
}

/** A non-2xx answer; `status` 0 when the network failed. */
export class ApiFetchError extends Error {
  constructor(
    readonly status: number,
    /** Seconds the server asked us to wait (Retry-After, on a 429 or 503), when it said. */
    readonly retryAfter: number | null = null,
  ) {
    super(`API answered ${status}`);
  }
}

/** Retry-After in seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, nowMs = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * The first page's few calls (session check, public config, logout) with fetch, so the home
 * page loads neither axios nor zod. None of them falls under the refresh-and-retry rule (the
 * refresh itself, a validate with a token it just got, public routes), which stays with the one
 * client for everything else, `http.ts`.
 */
export async function apiFetch(
  path: string,
  init: { method?: 'GET' | 'POST'; token?: string | null } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${API_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'include',
  });
  if (!response.ok)
    throw new ApiFetchError(response.status, retryAfterSeconds(response.headers.get('Retry-After')));
  const text = await response.text();
  return { status: response.status, data: text ? (JSON.parse(text) as unknown) : null };
}

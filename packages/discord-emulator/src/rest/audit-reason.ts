import type { FastifyRequest } from 'fastify';
import { invalidFormBody } from './discord-errors.ts';

/** Discord keeps at most 512 characters of an audit log reason. */
const MAX_REASON = 512;

/**
 * The reason a moderation request gives in `X-Audit-Log-Reason` (URL-encoded, as discord.js sends
 * it); undefined when absent or empty.
 */
export function auditLogReason(request: FastifyRequest): string | undefined {
  const raw = request.headers['x-audit-log-reason'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  let reason: string;
  try {
    reason = decodeURIComponent(value);
  } catch {
    reason = value;
  }
  if (reason.length > MAX_REASON)
    throw invalidFormBody({ reason: `Must be ${MAX_REASON} or fewer in length.` });
  return reason;
}

/** `{ reason }` for an audit log entry, or nothing when the request gave none. */
export function reasonOf(request: FastifyRequest): { reason?: string } {
  const reason = auditLogReason(request);
  return reason === undefined ? {} : { reason };
}

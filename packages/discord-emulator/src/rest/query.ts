import type { FastifyRequest } from 'fastify';
import { invalidFormBody } from './discord-errors.ts';
import { snowflakeParam } from './auth.ts';

function raw(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Discord accepts true/false (any case) and 1/0 for boolean query parameters. */
export function booleanQuery(request: FastifyRequest, name: string): boolean {
  const value = raw(request, name);
  if (value === undefined) return false;
  const normalized = value.toLowerCase();
  if (normalized === 'true' || normalized === '1') return true;
  if (normalized === 'false' || normalized === '0') return false;
  throw invalidFormBody({ [name]: `Value "${value}" is not a valid boolean.` });
}

export function integerQuery(
  request: FastifyRequest,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const value = raw(request, name);
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw invalidFormBody({ [name]: `Value "${value}" is not int.` });
  const n = Number(value);
  if (n < min) throw invalidFormBody({ [name]: `int value should be greater than or equal to ${min}.` });
  if (n > max) throw invalidFormBody({ [name]: `int value should be less than or equal to ${max}.` });
  return n;
}

export function snowflakeQuery(request: FastifyRequest, name: string): string | undefined {
  const value = raw(request, name);
  return value === undefined ? undefined : snowflakeParam(name, value);
}

/** A non-negative integer that may exceed 2^53 (Discord's `after` on member lists: a user id or 0). */
export function bigIntegerQuery(request: FastifyRequest, name: string, fallback: bigint): bigint {
  const value = raw(request, name);
  if (value === undefined) return fallback;
  if (!/^\d{1,20}$/.test(value)) throw invalidFormBody({ [name]: `Value "${value}" is not int.` });
  return BigInt(value);
}

import type { FastifyRequest } from 'fastify';
import type { EmulatorState } from '../state.ts';

/** http(s)://host/discord-emulator as the client reached it: the base of attachment urls. */
export function publicBase(state: EmulatorState, request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${state.prefix}`;
}

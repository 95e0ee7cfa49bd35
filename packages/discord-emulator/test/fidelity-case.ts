import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Tokens } from './emulator-harness.ts';

export interface FidelityContext {
  app: FastifyInstance;
  /** akari, signed in with identify guilds email. */
  user: Tokens;
}

type Request = Omit<InjectOptions, 'url'> & { url: string };

/** One request to make and the status it must answer. */
export interface FidelityCase {
  name: string;
  status: number;
  request: (ctx: FidelityContext) => Promise<Request> | Request;
}

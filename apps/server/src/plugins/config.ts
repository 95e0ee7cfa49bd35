import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The validated configuration (src/config.ts), for every plugin and route. */
export default fp<{ config: Config }>(
  async function config(app: FastifyInstance, opts) {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);

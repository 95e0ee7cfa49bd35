import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { discordEmulator, DEMO } from '@hoshi/discord-emulator';

/** Demo mode: the Discord emulator, mounted in this app at /discord-emulator. */
export default fp(
  async function emulator(app: FastifyInstance) {
    const { config } = app;
    await app.register(discordEmulator, {
      prefix: '/discord-emulator',
      clientId: DEMO.botUserId,
      clientSecret: DEMO.clientSecret,
      botToken: DEMO.botToken,
      redirectUris: [`${config.publicUrl}/auth/discord/callback`],
      world: config.demoWorld,
      // Sessions in the database outlive a restart; so must the tokens Discord gave them.
      ...(config.dataDir ? { persistPath: path.join(config.dataDir, 'discord-emulator.json') } : {}),
    });
  },
  { name: 'discord-emulator', dependencies: ['config'] },
);

import { REST } from '@discordjs/rest';
import type { FastifyInstance } from 'fastify';
import {
  ApplicationCommandOptionType,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmulatorApp, DEMO, EMULATOR_PREFIX } from '@hoshi/discord-emulator';
import { registerCommands, sameCommands } from './commands.ts';

const WARN: RESTPostAPIApplicationCommandsJSONBody = {
  name: 'warn',
  description: 'Warn a member',
  description_localizations: { ja: 'メンバーに警告する' },
  default_member_permissions: '1099511627776',
  options: [
    { type: ApplicationCommandOptionType.User, name: 'member', description: 'Who', required: true },
    { type: ApplicationCommandOptionType.String, name: 'reason', description: 'Why' },
  ],
};

let emulator: FastifyInstance;
let rest: REST;

beforeAll(async () => {
  emulator = buildEmulatorApp({
    clientId: DEMO.botUserId,
    clientSecret: DEMO.clientSecret,
    botToken: DEMO.botToken,
    redirectUris: ['http://localhost/cb'],
  });
  const address = await emulator.listen({ port: 0, host: '127.0.0.1' });
  rest = new REST({ api: `${address}${EMULATOR_PREFIX}/api` }).setToken(DEMO.botToken);
});
afterAll(() => emulator.close());

describe("the modules' slash commands", () => {
  it('are written to Discord when they changed, and only then', async () => {
    const puts: string[] = [];
    rest.on('response', (request) => {
      if (request.method === 'PUT') puts.push(request.path);
    });
    expect(await registerCommands(rest, DEMO.botUserId, [WARN])).toBe('registered');
    // Discord answers with its own fields (ids, versions, defaults): still the same commands.
    expect(await registerCommands(rest, DEMO.botUserId, [WARN])).toBe('unchanged');
    const changed = { ...WARN, description: 'Warn a member (their case is kept)' };
    expect(await registerCommands(rest, DEMO.botUserId, [changed])).toBe('registered');
    expect(await registerCommands(rest, DEMO.botUserId, [])).toBe('registered');
    expect(await registerCommands(rest, DEMO.botUserId, [])).toBe('unchanged');
    expect(puts).toHaveLength(3);
  });

  it('compare option by option, in any order of the commands', () => {
    const held = [{ ...WARN, id: '1', application_id: '2', version: '3', type: 1, nsfw: false }];
    expect(sameCommands(held as never, [WARN])).toBe(true);
    const fewer = { ...WARN, options: WARN.options?.slice(0, 1) };
    expect(sameCommands(held as never, [fewer])).toBe(false);
    expect(sameCommands(held as never, [WARN, { name: 'ban', description: 'Ban a member' }])).toBe(false);
  });
});

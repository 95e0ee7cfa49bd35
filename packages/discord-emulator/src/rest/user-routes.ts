import type { FastifyPluginAsync } from 'fastify';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { currentUserView, userView } from '../views/user-view.ts';
import { myGuildView } from '../views/guild-view.ts';
import { authenticate, requireBot, requireScope } from './auth.ts';
import { invalidFormBody, invalidRecipient, unauthorized } from './discord-errors.ts';
import { isRecord } from './message-body.ts';
import { isSnowflake } from '../snowflake.ts';
import { booleanQuery, integerQuery, snowflakeQuery } from './query.ts';

const MAX_GUILDS_PAGE = 200;

export const userRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.get('/users/@me', async (request) => {
    const principal = authenticate(state, request);
    requireScope(principal, 'identify');
    const user = findUser(state.world, principal.userId);
    if (!user) throw unauthorized();
    const withEmail = principal.kind === 'user' && principal.scopes.includes('email');
    return currentUserView(user, withEmail);
  });

  app.get('/users/@me/guilds', async (request) => {
    const principal = authenticate(state, request);
    requireScope(principal, 'guilds');
    const limit = integerQuery(request, 'limit', 1, MAX_GUILDS_PAGE, MAX_GUILDS_PAGE);
    const before = snowflakeQuery(request, 'before');
    const after = snowflakeQuery(request, 'after');
    const withCounts = booleanQuery(request, 'with_counts');
    // Pages run in snowflake order, compared as numbers (ids have different lengths).
    const mine = state.world.guilds
      .filter((g) => findMember(g, principal.userId))
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    const page =
      before !== undefined
        ? mine.filter((g) => BigInt(g.id) < BigInt(before)).slice(-limit)
        : mine.filter((g) => BigInt(g.id) > BigInt(after ?? '0')).slice(0, limit);
    return page.map((g) => myGuildView(g, principal.userId, withCounts));
  });

  // Opens (or finds again: one per user) the bot's DM channel with a user. Whether a message may
  // then be sent is decided when it is sent (50007), as on Discord.
  app.post('/users/@me/channels', async (request) => {
    requireBot(state, request);
    const recipientId = isRecord(request.body) ? request.body.recipient_id : undefined;
    if (typeof recipientId !== 'string' || !isSnowflake(recipientId))
      throw invalidFormBody({ recipient_id: 'Value "' + String(recipientId) + '" is not snowflake.' });
    const recipient = findUser(state.world, recipientId);
    if (!recipient) throw invalidRecipient();
    const channel = state.directMessages.open(recipient.id, state.nextId);
    return {
      id: channel.id,
      type: 1,
      last_message_id: state.messages.all(channel.id).at(-1)?.id ?? null,
      flags: 0,
      recipients: [userView(recipient)],
    };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { Permission } from '../permissions.ts';
import type { EmulatorState } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import { changeChannel, removeChannel, removeThread } from '../world/actions.ts';
import { botChannel, requireBot, requireBotPermission } from './auth.ts';
import { patchChannel } from './channel-patch.ts';
import { missingPermissions } from './discord-errors.ts';

interface ChannelParams {
  channel_id: string;
}

/** Read, modify and delete a channel: Manage Channels in that channel (Manage Threads for a thread), as on Discord. */
export const channelRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  // A channel (or thread) the bot can see, as Discord answers it.
  app.get<{ Params: ChannelParams }>('/channels/:channel_id', async (request) => {
    requireBot(state, request);
    return channelView(botChannel(state, request.params.channel_id).channel);
  });

  app.patch<{ Params: ChannelParams }>('/channels/:channel_id', async (request) => {
    requireBot(state, request);
    const { guild, channel } = botChannel(state, request.params.channel_id);
    // Threads are managed with Manage Threads; this emulator edits guild channels only.
    if (channel.kind !== 'guild') throw missingPermissions();
    requireBotPermission(guild, channel, Permission.MANAGE_CHANNELS);
    const next = patchChannel(guild, channel, request.body, state.nextId);
    changeChannel(state, guild, next);
    return channelView(next);
  });

  app.delete<{ Params: ChannelParams }>('/channels/:channel_id', async (request) => {
    requireBot(state, request);
    const { guild, channel } = botChannel(state, request.params.channel_id);
    // A thread is deleted by who manages threads (THREAD_DELETE).
    if (channel.kind === 'thread') {
      requireBotPermission(guild, channel, Permission.MANAGE_THREADS);
      removeThread(state, guild, channel);
      return channelView(channel);
    }
    requireBotPermission(guild, channel, Permission.MANAGE_CHANNELS);
    removeChannel(state, guild, channel);
    return channelView(channel);
  });
};

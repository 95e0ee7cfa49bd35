import type { FastifyPluginAsync } from 'fastify';
import { Permission } from '../permissions.ts';
import type { EmulatorState } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import { changeChannel, removeChannel } from '../world/actions.ts';
import { botChannel, requireBot, requireBotPermission } from './auth.ts';
import { patchChannel } from './channel-patch.ts';
import { missingPermissions } from './discord-errors.ts';

interface ChannelParams {
  channel_id: string;
}

/** Modify and delete a channel: Manage Channels in that channel, as on Discord. */
export const channelRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.patch<{ Params: ChannelParams }>('/channels/:channel_id', async (request) => {
    requireBot(state, request);
    const { guild, channel } = botChannel(state, request.params.channel_id);
    // Threads are managed with Manage Threads; this emulator edits guild channels only.
    if (channel.kind !== 'guild') throw missingPermissions();
    requireBotPermission(guild, channel, Permission.MANAGE_CHANNELS);
    const next = patchChannel(guild, channel, request.body);
    changeChannel(state, guild, next);
    return channelView(next);
  });

  app.delete<{ Params: ChannelParams }>('/channels/:channel_id', async (request) => {
    requireBot(state, request);
    const { guild, channel } = botChannel(state, request.params.channel_id);
    if (channel.kind !== 'guild') throw missingPermissions();
    requireBotPermission(guild, channel, Permission.MANAGE_CHANNELS);
    removeChannel(state, guild, channel);
    return channelView(channel);
  });
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { channelSchema, roleSchema } from '@hoshi/contracts';
import type { Channel, Role } from '@hoshi/contracts';
import { http } from '../http.ts';

/** GET /api/guilds/{id}/channels: every channel, by position, with what the bot may do there. */
export async function getGuildChannels(id: string): Promise<Channel[]> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/channels`);
  return z.array(channelSchema).parse(data);
}

/** GET /api/guilds/{id}/roles: highest first, without @everyone. */
export async function getGuildRoles(id: string): Promise<Role[]> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/roles`);
  return z.array(roleSchema).parse(data);
}

export const guildChannelsQuery = (id: string) =>
  queryOptions({ queryKey: ['guild-channels', id], queryFn: () => getGuildChannels(id) });

export const guildRolesQuery = (id: string) =>
  queryOptions({ queryKey: ['guild-roles', id], queryFn: () => getGuildRoles(id) });

export const useGuildChannels = (id: string) => useQuery(guildChannelsQuery(id));
export const useGuildRoles = (id: string) => useQuery(guildRolesQuery(id));

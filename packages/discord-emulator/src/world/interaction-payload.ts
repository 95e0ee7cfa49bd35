import { randomBytes } from 'node:crypto';
import { GatewayDispatchEvents } from 'discord-api-types/v10';
import type { APIInteraction } from 'discord-api-types/v10';
import { memberPayload, userPayload } from '../gateway/payloads.ts';
import { channelPermissions } from '../guild-permissions.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Channel, Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findMember, findUser } from '../state.ts';
import { channelView } from '../views/channel-view.ts';
import type { PendingInteraction } from './interactions.ts';

/** Discord's attachment limit for a server without boosts, as interactions report it. */
const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

type Kind = Pick<PendingInteraction, 'type' | 'messageId' | 'customId' | 'commandName' | 'triggeredBy'>;

/**
 * Sends an interaction to the bot as Discord does (INTERACTION_CREATE, no intent needed) and keeps
 * it for the callback and webhook routes. `data` and `message` are the type's own fields; the
 * rest (member with its permissions in the channel, the app's permissions, locales, a fresh
 * token) is the same for every type.
 */
export function sendInteraction(
  state: EmulatorState,
  guild: Guild,
  channel: Channel,
  userId: string,
  kind: Kind,
  fields: { data: unknown; message?: unknown },
): PendingInteraction {
  const member = findMember(guild, userId);
  const user = findUser(state.world, userId);
  if (!member || !user) throw new Error(`user ${userId} is not a member of ${guild.id}`);
  const interaction = {
    id: state.nextId(),
    application_id: state.options.clientId,
    type: kind.type,
    data: fields.data,
    guild_id: guild.id,
    guild: { id: guild.id, locale: guild.preferred_locale, features: guild.features },
    channel_id: channel.id,
    channel: channelView(channel),
    member: {
      ...memberPayload(member, user),
      permissions: channelPermissions(guild, userId, channel).toString(),
    },
    ...(fields.message ? { message: fields.message } : {}),
    token: randomBytes(32).toString('base64url'),
    version: 1,
    locale: user.locale,
    guild_locale: guild.preferred_locale,
    app_permissions: channelPermissions(guild, DEMO.botUserId, channel).toString(),
    entitlements: [],
    authorizing_integration_owners: { 0: guild.id },
    context: 0,
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
  } as unknown as APIInteraction;
  const pending: PendingInteraction = {
    ...kind,
    id: interaction.id,
    token: interaction.token,
    guildId: guild.id,
    channelId: channel.id,
    userId,
    createdAt: state.options.now(),
    acknowledged: false,
    loading: false,
    followupIds: [],
    responses: [],
  };
  state.interactions.add(pending);
  state.gateway.emit(guild.id, { t: GatewayDispatchEvents.InteractionCreate, d: interaction });
  return pending;
}

/** A message's `interaction_metadata`: who ran what; a modal submit names the interaction that opened it. */
export function interactionMetadata(
  state: EmulatorState,
  pending: PendingInteraction,
): Record<string, unknown> {
  const user = findUser(state.world, pending.userId);
  return {
    id: pending.id,
    type: pending.type,
    ...(user ? { user: userPayload(user) } : {}),
    authorizing_integration_owners: { 0: pending.guildId },
    ...(pending.type === 3 && pending.messageId ? { interacted_message_id: pending.messageId } : {}),
    ...(pending.type === 5 && pending.triggeredBy
      ? { triggering_interaction_metadata: interactionMetadata(state, pending.triggeredBy) }
      : {}),
  };
}

import { GatewayDispatchEvents, GatewayIntentBits } from 'discord-api-types/v10';

/** Every intent bit Discord defines; anything else in IDENTIFY is close code 4013. */
export const KNOWN_INTENTS = Object.values(GatewayIntentBits)
  .filter((v): v is number => typeof v === 'number')
  .reduce((all, bit) => all | bit, 0);

/** Privileged intents: a bot gets them only when enabled for its application (else 4014). */
export const PRIVILEGED_INTENTS =
  GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;

/**
 * The demo application has Server Members and Message Content enabled (what Hoshi's bot needs)
 * and Presence left off, so asking for presences shows how Discord refuses.
 */
export const DEFAULT_ENABLED_PRIVILEGED = GatewayIntentBits.GuildMembers | GatewayIntentBits.MessageContent;

/** Which intent a guild event needs, as Discord's gateway intents list says. */
const EVENT_INTENTS: Partial<Record<GatewayDispatchEvents, number>> = {
  [GatewayDispatchEvents.GuildCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadDelete]: GatewayIntentBits.Guilds,
  // Under Guilds only when the bot itself was added or removed; GuildMembers has everyone's (hub.ts).
  [GatewayDispatchEvents.ThreadMembersUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildMemberAdd]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.GuildMemberUpdate]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.GuildMemberRemove]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.GuildBanAdd]: GatewayIntentBits.GuildModeration,
  [GatewayDispatchEvents.GuildBanRemove]: GatewayIntentBits.GuildModeration,
  [GatewayDispatchEvents.GuildAuditLogEntryCreate]: GatewayIntentBits.GuildModeration,
  [GatewayDispatchEvents.VoiceStateUpdate]: GatewayIntentBits.GuildVoiceStates,
  [GatewayDispatchEvents.MessageCreate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageUpdate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageDelete]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageDeleteBulk]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageReactionAdd]: GatewayIntentBits.GuildMessageReactions,
  [GatewayDispatchEvents.MessageReactionRemove]: GatewayIntentBits.GuildMessageReactions,
};

/** 0 when the event needs no intent (INTERACTION_CREATE, READY, …). */
export function intentFor(event: GatewayDispatchEvents): number {
  return EVENT_INTENTS[event] ?? 0;
}

import {
  GatewayIntentBits,
  InteractionType,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { Action, BotEvent, BotState, GuildView, ModuleSettings } from '../core/types.ts';
import { achievementsModule } from './achievements/module.ts';
import { antispamModule } from './antispam/module.ts';
import { appealsModule } from './appeals/module.ts';
import { autoVcModule } from './auto-vc/module.ts';
import { boostsModule } from './boosts/module.ts';
import { casesModule } from './cases/module.ts';
import { economyModule } from './economy/module.ts';
import { greetingsModule } from './greetings/module.ts';
import { lotteriesModule } from './lotteries/module.ts';
import { pingsModule } from './pings/module.ts';
import type { GuildEventKind, MessageEventKind } from './module.ts';
import { specialRolesModule } from './special-roles/module.ts';
import { surveysModule } from './surveys/module.ts';
import { vcAlertsModule } from './vc-alerts/module.ts';
import { warningsModule } from './warnings/module.ts';
import { xpModule } from './xp/module.ts';

/**
 * Every capability of the bot, one folder each (docs/architecture.md#the-bots-modules). The order
 * is the order in which one event's actions run: roles first (a gate role's action before the
 * greeting), then messages, then voice.
 */
export const MODULES = [
  specialRolesModule,
  greetingsModule,
  boostsModule,
  autoVcModule,
  vcAlertsModule,
  antispamModule,
  pingsModule,
  xpModule,
  lotteriesModule,
  surveysModule,
  warningsModule,
  appealsModule,
  casesModule,
  economyModule,
  achievementsModule,
] as const;

export type Module = (typeof MODULES)[number];
/** The settings pages the bot reads: those its modules declare. */
export type ReadPage = Module['pages'][number];
export type ReadCollection = Module['collections'][number];
/** What the dashboard configured for a guild, as the bot last read it (every module's pages). */
export type GuildSettings = ModuleSettings<ReadPage, ReadCollection>;

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

export const READ_PAGES: readonly ReadPage[] = unique(MODULES.flatMap((m): readonly ReadPage[] => m.pages));
export const READ_COLLECTIONS: readonly ReadCollection[] = unique(
  MODULES.flatMap((m): readonly ReadCollection[] => m.collections),
);

/** The gateway intents each declared event needs (Discord's gateway page, "List of Intents"). */
const EVENT_INTENTS: Record<GuildEventKind | MessageEventKind, readonly GatewayIntentBits[]> = {
  memberAdd: [GatewayIntentBits.GuildMembers],
  memberRemove: [GatewayIntentBits.GuildMembers],
  memberUpdate: [GatewayIntentBits.GuildMembers],
  voice: [GatewayIntentBits.GuildVoiceStates],
  // Who sits in voice after a (re)connection, with their roles.
  sync: [GatewayIntentBits.GuildMembers, GatewayIntentBits.GuildVoiceStates],
  messageCreate: [GatewayIntentBits.GuildMessages],
  messageUpdate: [GatewayIntentBits.GuildMessages],
  messageDelete: [GatewayIntentBits.GuildMessages],
  messageDeleteBulk: [GatewayIntentBits.GuildMessages],
};

/** What the modules need from the gateway: Guilds always, the rest as their events ask. */
export function intentsOf(
  modules: readonly Pick<Module, 'events' | 'messageContent'>[],
): GatewayIntentBits[] {
  const intents = new Set<GatewayIntentBits>([GatewayIntentBits.Guilds]);
  for (const m of modules) {
    for (const event of m.events) for (const intent of EVENT_INTENTS[event]) intents.add(intent);
    // A privileged intent, asked for only when a module reads what members write.
    if (m.messageContent) intents.add(GatewayIntentBits.MessageContent);
  }
  return [...intents].sort((a, b) => a - b);
}

/** What Discord should see after one guild event: each module that declares it, in order. */
export function decide(
  event: BotEvent,
  settings: GuildSettings,
  guild: GuildView,
  state: BotState,
): Action[] {
  return MODULES.flatMap((m) =>
    m.events.includes(event.kind) ? (m.decide?.(event, settings, guild, state) ?? []) : [],
  );
}

/** Every module's slash commands, registered together (Discord's bulk overwrite replaces the set). */
export const COMMANDS: readonly RESTPostAPIApplicationCommandsJSONBody[] = MODULES.flatMap(
  (m): readonly RESTPostAPIApplicationCommandsJSONBody[] => m.commands ?? [],
);

/** What routing reads of an interaction: its type, and its command's name or its custom_id. */
export type RoutedInteraction =
  | {
      type: InteractionType.ApplicationCommand | InteractionType.ApplicationCommandAutocomplete;
      data: { name: string };
    }
  | { type: InteractionType.MessageComponent | InteractionType.ModalSubmit; data: { custom_id: string } }
  | { type: InteractionType.Ping };

/** The module an interaction belongs to: a command by its name, a button or modal by its custom_id. */
export function ownerOf<
  M extends Pick<Module, 'name'> & { commands?: readonly { name: string }[]; components?: readonly string[] },
>(modules: readonly M[], interaction: RoutedInteraction): M | undefined {
  switch (interaction.type) {
    case InteractionType.ApplicationCommand:
    case InteractionType.ApplicationCommandAutocomplete: {
      const name = interaction.data.name;
      return modules.find((m) => m.commands?.some((c) => c.name === name));
    }
    case InteractionType.MessageComponent:
    case InteractionType.ModalSubmit: {
      const id = interaction.data.custom_id;
      return modules.find((m) => m.components?.some((prefix) => id.startsWith(prefix)));
    }
    default:
      return undefined;
  }
}

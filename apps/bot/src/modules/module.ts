import type { REST } from '@discordjs/rest';
import type { Client } from 'discord.js';
import type {
  APIInteraction,
  GatewayMessageCreateDispatchData,
  GatewayMessageDeleteBulkDispatchData,
  GatewayMessageDeleteDispatchData,
  GatewayMessageUpdateDispatchData,
  GatewayVoiceStateUpdateDispatchData,
  RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { CollectionPageName, Language, SettingsPageName } from '@hoshi/contracts';
import type { Database } from '@hoshi/db';
import type { Action, BotEvent, BotState, GuildView, ModuleSettings } from '../core/types.ts';
import type { JobHandler } from '../runtime/jobs.ts';
import type { BotLog } from '../runtime/log.ts';

export type { ModuleSettings };

/** The guild events of the intake (core/types.ts), decided in each guild's order. */
export type GuildEventKind = BotEvent['kind'];
/** A guild's messages, handed to the modules that declare them as they arrive. */
export type MessageEventKind = 'messageCreate' | 'messageUpdate' | 'messageDelete' | 'messageDeleteBulk';

export type MessageEvent =
  | { kind: 'messageCreate'; message: GatewayMessageCreateDispatchData }
  | { kind: 'messageUpdate'; message: GatewayMessageUpdateDispatchData }
  | { kind: 'messageDelete'; message: GatewayMessageDeleteDispatchData }
  /** Several messages of one channel at once: Discord's bulk delete, or a ban's purge. */
  | { kind: 'messageDeleteBulk'; message: GatewayMessageDeleteBulkDispatchData };

/**
 * What a module is given when the bot starts: the database, Discord (REST, and discord.js's
 * caches), the guild's settings as the bot last read them, and the intake's line for actions.
 */
export interface ModuleContext<P extends SettingsPageName, C extends CollectionPageName = never> {
  db: Database;
  client: Client;
  rest: REST;
  /** The guild's settings (the pages and collections the module declares) and its bot language. */
  settings: (guildId: string) => Promise<{ settings: ModuleSettings<P, C>; lang: Language }>;
  /** Actions decided outside the guild's events, run in the guild's order and recorded once by `key`. */
  perform: (guildId: string, key: string | null, actions: Action[]) => void;
  /** Work was queued (a job to run now): the job runner looks at once. */
  wakeJobs: () => void;
  /** The bot's clock (tests move it). */
  now: () => number;
  /** The web app's address, for links the bot writes (undefined: none configured). */
  publicUrl: string | undefined;
  log: BotLog;
}

/** What a running module answers to: messages, its interactions, its jobs, a manager's change. */
export interface ModuleRuntime<J extends string = never> {
  message?(event: MessageEvent): void;
  /** One of its commands, buttons or modals (the registry routes by name and custom_id prefix). */
  interaction?(interaction: APIInteraction): Promise<void>;
  /** Every interaction, once its own module answered it (achievements count commands, tell unlocks). */
  afterInteraction?(interaction: APIInteraction): void;
  /** A voice state as the gateway gave it, beside the intake's event (achievements count voice time). */
  voice?(state: GatewayVoiceStateUpdateDispatchData, at: number): void;
  jobs?: Readonly<Record<J, JobHandler>>;
  /** A manager changed the guild's settings (or its data): what the module keeps is read again. */
  settingsChanged?(guildId: string): void;
  /** Resolves once what it was handed so far is handled. */
  idle?(): Promise<void>;
  stop?(): Promise<void>;
}

/**
 * One capability of the bot, declared in its folder (Zeppelin's plugins are the model): the
 * settings pages and collections it reads, the gateway events it handles, its slash commands and
 * components, its job kinds, its pure decision for guild events and what it runs. The registry
 * (modules/registry.ts) derives the gateway intents, the settings read, the routing and the
 * commands registered from these declarations; bot.ts knows no module by name.
 */
export interface BotModule<
  P extends SettingsPageName = SettingsPageName,
  C extends CollectionPageName = never,
  J extends string = never,
  R extends ModuleRuntime<J> = ModuleRuntime<J>,
> {
  name: string;
  pages: readonly P[];
  collections: readonly C[];
  /** The gateway events it acts on: guild events go through the intake, messages straight to it. */
  events: readonly (GuildEventKind | MessageEventKind)[];
  /** Whether it reads what members write (the MESSAGE_CONTENT privileged intent). */
  messageContent?: boolean;
  /** Its slash commands, registered with Discord at start (only when they changed). */
  commands?: readonly RESTPostAPIApplicationCommandsJSONBody[];
  /** The custom_id prefixes of its buttons, menus and modals (each module's its own). */
  components?: readonly string[];
  /** The job kinds it runs (the jobs table's `kind`). */
  jobs?: readonly J[];
  /** What a guild event makes Discord see, from its pages alone (pure; tested without Discord). */
  decide?(event: BotEvent, settings: ModuleSettings<P, C>, guild: GuildView, state: BotState): Action[];
  start?(context: ModuleContext<P, C>): R;
}

/** A module's declaration checked and kept with its literal types (its pages, collections and jobs). */
export const defineModule = <
  P extends SettingsPageName,
  C extends CollectionPageName = never,
  J extends string = never,
  R extends ModuleRuntime<J> = ModuleRuntime<J>,
>(
  module: BotModule<P, C, J, R>,
): BotModule<P, C, J, R> => module;

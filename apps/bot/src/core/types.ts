import type {
  Channel,
  CollectionPageName,
  ItemOf,
  Language,
  SettingsOf,
  SettingsPageName,
} from '@hoshi/contracts';

/** A member as the bot sees them when an event arrives. */
export interface MemberInfo {
  id: string;
  username: string;
  bot: boolean;
  avatarUrl: string;
  roles: readonly string[];
  /** When they started boosting (ISO), or null. */
  premiumSince: string | null;
}

/** A channel of the guild with what Hoshi may do there (the shape the pickers and the server judge). */
export type ChannelInfo = Channel;

/** The guild around an event, copied when the event arrived (later events do not change it). */
export interface GuildView {
  id: string;
  name: string;
  lang: Language;
  /** The member count after the event. */
  memberCount: number;
  premiumTier: number;
  channels: ReadonlyMap<string, ChannelInfo>;
}

/**
 * What the dashboard configured, as a module reads it: its pages' documents (each page's schema
 * in packages/contracts' settings registry) and its collections' items by id (auto-VC lobbies by
 * their voice channel's id). The bot reads the pages its modules declare (modules/registry.ts).
 */
export type ModuleSettings<P extends SettingsPageName, C extends CollectionPageName = never> = {
  readonly [N in P]: SettingsOf<N>;
} & { readonly [N in C]: ReadonlyMap<string, ItemOf<N>> };

/** A room the bot opened for a lobby (kept in the database across restarts). */
export interface RoomRecord {
  channelId: string;
  lobbyId: string;
  number: number;
  ownerId: string;
}

/** The bot's own memory of the guild: its rooms and the calls going on. */
export interface BotState {
  rooms: readonly RoomRecord[];
  /** Voice channel id → when its call started (ms). */
  calls: ReadonlyMap<string, number>;
}

export type BotEvent =
  | {
      kind: 'memberAdd';
      member: MemberInfo;
      /** A member picked for !RANDOM! (the new member when they are alone). */
      randomMember: { id: string; username: string };
      at: number;
    }
  | { kind: 'memberRemove'; member: MemberInfo; randomMember: { id: string; username: string }; at: number }
  | {
      kind: 'memberUpdate';
      before: Pick<MemberInfo, 'roles' | 'premiumSince'>;
      member: MemberInfo;
      at: number;
    }
  | {
      kind: 'voice';
      member: MemberInfo;
      from: string | null;
      to: string | null;
      /** How many members are in each voice channel after the move. */
      occupancy: ReadonlyMap<string, number>;
      at: number;
    }
  | {
      /** After (re)connecting: who sits in voice, to correct roles, rooms and calls. */
      kind: 'sync';
      members: readonly MemberInfo[];
      /** Member id → voice channel id, for everyone in voice. */
      voice: ReadonlyMap<string, string>;
      at: number;
    };

/** What a message carries beside its text. */
export interface Embed {
  title: string;
  description: string;
  author: string;
  thumbnailUrl: string;
  footer: string;
}

/** The welcome picture the bot renders (its fixed words already in the bot language). */
export interface WelcomeImage {
  headline: string;
  username: string;
  server: string;
  countLine: string;
  avatarUrl: string;
}

export type Action =
  | {
      type: 'send';
      channelId: string;
      content: string;
      embed?: Embed;
      image?: WelcomeImage;
      /** Messages sent together (runtime/send-together.ts): the embeds and pictures after `embed`/`image`. */
      embeds?: Embed[];
      images?: WelcomeImage[];
      /** Who may be pinged: only those the message is about, never @everyone. */
      mentions: { users: string[]; roles: string[] };
      /** Buttons under the message (one row), routed back to the module by their custom_id. */
      buttons?: { customId: string; label: string; style: 'primary' | 'secondary' | 'danger' }[];
    }
  /** Messages of one channel deleted (one request for 2–100 of them). */
  | { type: 'deleteMessages'; channelId: string; messageIds: string[]; reason: string }
  | { type: 'addRole' | 'removeRole'; userId: string; roleId: string; reason: string }
  | { type: 'timeout'; userId: string; until: string; reason: string }
  | { type: 'kick' | 'ban'; userId: string; reason: string }
  | {
      type: 'openRoom';
      lobbyId: string;
      userId: string;
      number: number;
      name: string;
      parentId: string | null;
      position: number;
      userLimit: number;
      bitrate: number;
    }
  | { type: 'closeRoom'; channelId: string }
  /** The room's channel is gone already: only forget it. */
  | { type: 'forgetRoom'; channelId: string }
  | { type: 'callStarted'; channelId: string; at: number }
  | { type: 'callEnded'; channelId: string }
  /** A setting that cannot be acted on (its channel is gone): logged once, nothing sent. */
  | { type: 'skip'; reason: string };

/** A module's pure decision for a guild event, from the settings it declares. */
export type Behaviour<P extends SettingsPageName, C extends CollectionPageName = never> = (
  event: BotEvent,
  settings: ModuleSettings<P, C>,
  guild: GuildView,
  state: BotState,
) => Action[];

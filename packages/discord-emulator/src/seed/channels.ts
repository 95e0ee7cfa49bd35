import { Permission } from '../permissions.ts';
import { CHANNEL, DEMO, ROLE, channelId, roleId, tagId } from './demo-ids.ts';
import type { GuildKey } from './demo-ids.ts';
import type { Channel, GuildChannel, ThreadChannel } from './world.ts';

export interface ChannelNames {
  info: string;
  welcome: string;
  rules: string;
  announcements: string;
  text: string;
  general: string;
  staffOnly: string;
  ideas: string;
  voice: string;
  lounge: string;
  gaming: string;
  botCommands: string;
  afk: string;
  introductions: string;
  modNotes: string;
  forumPost: string;
}

export const ENGLISH_CHANNEL_NAMES: ChannelNames = {
  info: 'Information',
  welcome: 'welcome',
  rules: 'rules',
  announcements: 'announcements',
  text: 'Text Channels',
  general: 'general',
  staffOnly: 'staff-only',
  ideas: 'ideas',
  voice: 'Voice Channels',
  lounge: 'Lounge',
  gaming: 'Gaming',
  botCommands: 'bot-commands',
  afk: 'AFK',
  introductions: 'introductions',
  modNotes: 'mod-notes',
  forumPost: 'Dark mode for the dashboard',
};

const THREAD_CREATED = '2024-03-01T12:00:00.000000+00:00';

function guildChannel(
  fields: Pick<GuildChannel, 'id' | 'type' | 'guild_id' | 'name' | 'position' | 'parent_id'> &
    Partial<GuildChannel>,
): GuildChannel {
  return { kind: 'guild', permission_overwrites: [], flags: 0, nsfw: false, ...fields };
}

function text(
  fields: Pick<GuildChannel, 'id' | 'guild_id' | 'name' | 'position' | 'parent_id'> & Partial<GuildChannel>,
): GuildChannel {
  return guildChannel({ type: 0, topic: null, last_message_id: null, rate_limit_per_user: 0, ...fields });
}

function voice(
  fields: Pick<GuildChannel, 'id' | 'guild_id' | 'name' | 'position' | 'parent_id'> & Partial<GuildChannel>,
): GuildChannel {
  return guildChannel({
    type: 2,
    bitrate: 64000,
    user_limit: 0,
    rtc_region: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    ...fields,
  });
}

function thread(
  fields: Pick<ThreadChannel, 'id' | 'type' | 'guild_id' | 'name' | 'parent_id' | 'owner_id'> &
    Partial<ThreadChannel>,
): ThreadChannel {
  return {
    kind: 'thread',
    flags: 0,
    last_message_id: null,
    rate_limit_per_user: 0,
    message_count: 12,
    member_count: 4,
    total_message_sent: 12,
    thread_metadata: {
      archived: false,
      archive_timestamp: THREAD_CREATED,
      auto_archive_duration: 10080,
      locked: false,
      create_timestamp: THREAD_CREATED,
    },
    ...fields,
  };
}

/**
 * The same layout in every guild: three categories, two channels without a category, threads and
 * a forum, plus the overwrites the dashboard's pickers must respect.
 */
export function seedChannels(
  guild: GuildKey,
  guildId: string,
  ownerId: string,
  names: ChannelNames,
  withBot: boolean,
): Channel[] {
  const id = (n: number) => channelId(guild, n);
  const common = { guild_id: guildId };
  const sendMessages = Permission.SEND_MESSAGES.toString();
  const viewChannel = Permission.VIEW_CHANNEL.toString();
  const botOverwrite = withBot
    ? [{ id: DEMO.botUserId, type: 1 as const, allow: '0', deny: sendMessages }]
    : [];
  return [
    guildChannel({
      ...common,
      id: id(CHANNEL.infoCategory),
      type: 4,
      name: names.info,
      position: 0,
      parent_id: null,
    }),
    text({
      ...common,
      id: id(CHANNEL.welcome),
      name: names.welcome,
      position: 0,
      parent_id: id(CHANNEL.infoCategory),
      topic: 'Say hi!',
    }),
    text({
      ...common,
      id: id(CHANNEL.rules),
      name: names.rules,
      position: 1,
      parent_id: id(CHANNEL.infoCategory),
      permission_overwrites: [{ id: guildId, type: 0, allow: '0', deny: sendMessages }],
    }),
    // The bot may read but not post here: pickers must not offer it for bot messages.
    text({
      ...common,
      id: id(CHANNEL.announcements),
      name: names.announcements,
      position: 2,
      parent_id: id(CHANNEL.infoCategory),
      permission_overwrites: botOverwrite,
    }),
    guildChannel({
      ...common,
      id: id(CHANNEL.textCategory),
      type: 4,
      name: names.text,
      position: 1,
      parent_id: null,
    }),
    text({
      ...common,
      id: id(CHANNEL.general),
      name: names.general,
      position: 0,
      parent_id: id(CHANNEL.textCategory),
      last_message_id: '700000000000000001',
    }),
    text({
      ...common,
      id: id(CHANNEL.staffOnly),
      name: names.staffOnly,
      position: 1,
      parent_id: id(CHANNEL.textCategory),
      permission_overwrites: [
        { id: guildId, type: 0, allow: '0', deny: viewChannel },
        { id: roleId(guild, ROLE.moderator), type: 0, allow: viewChannel, deny: '0' },
      ],
    }),
    guildChannel({
      ...common,
      id: id(CHANNEL.ideasForum),
      type: 15,
      name: names.ideas,
      position: 2,
      parent_id: id(CHANNEL.textCategory),
      topic: 'One idea per post, please.',
      last_message_id: null,
      rate_limit_per_user: 0,
      available_tags: [
        { id: tagId(guild, 1), name: 'Feature', moderated: false, emoji_id: null, emoji_name: '✨' },
        { id: tagId(guild, 2), name: 'Bug', moderated: false, emoji_id: null, emoji_name: '🐛' },
        { id: tagId(guild, 3), name: 'Done', moderated: true, emoji_id: null, emoji_name: null },
      ],
      default_reaction_emoji: { emoji_id: null, emoji_name: '👍' },
      default_sort_order: null,
      default_forum_layout: 0,
    }),
    guildChannel({
      ...common,
      id: id(CHANNEL.voiceCategory),
      type: 4,
      name: names.voice,
      position: 2,
      parent_id: null,
    }),
    voice({
      ...common,
      id: id(CHANNEL.loungeVoice),
      name: names.lounge,
      position: 0,
      parent_id: id(CHANNEL.voiceCategory),
    }),
    voice({
      ...common,
      id: id(CHANNEL.gamingVoice),
      name: names.gaming,
      position: 1,
      parent_id: id(CHANNEL.voiceCategory),
      bitrate: 96000,
      user_limit: 10,
    }),
    text({ ...common, id: id(CHANNEL.botCommands), name: names.botCommands, position: 3, parent_id: null }),
    voice({ ...common, id: id(CHANNEL.afkVoice), name: names.afk, position: 2, parent_id: null }),
    thread({
      ...common,
      id: id(CHANNEL.introductionsThread),
      type: 11,
      name: names.introductions,
      parent_id: id(CHANNEL.general),
      owner_id: ownerId,
    }),
    thread({
      ...common,
      id: id(CHANNEL.modNotesThread),
      type: 12,
      name: names.modNotes,
      parent_id: id(CHANNEL.staffOnly),
      owner_id: ownerId,
      thread_metadata: {
        archived: false,
        archive_timestamp: THREAD_CREATED,
        auto_archive_duration: 4320,
        locked: false,
        create_timestamp: THREAD_CREATED,
        invitable: false,
      },
    }),
    thread({
      ...common,
      id: id(CHANNEL.forumPost),
      type: 11,
      name: names.forumPost,
      parent_id: id(CHANNEL.ideasForum),
      owner_id: ownerId,
      applied_tags: [tagId(guild, 1)],
    }),
  ];
}

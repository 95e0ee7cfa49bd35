import { autovcCreate, bitratesForTier, CHANNEL_TYPES, type AutovcEntry, type Issue } from '@hoshi/contracts';
import { invalidRequest, issue } from '../lib/http-error.ts';
import { type CollectionContext, type CollectionFeature } from './collection.ts';
import { checkDeclared } from './feature.ts';

/** docs/product.md#auto-voice-channels: the audio bitrate may not pass what the guild's boost tier allows. */
async function audioIssues(audio: number, ctx: CollectionContext<'autovc'>): Promise<Issue[]> {
  const allowed = bitratesForTier((await ctx.discord.getGuild(ctx.guildId)).premiumTier);
  return allowed.includes(audio)
    ? []
    : [issue('audio', 'one_of', { allowed }, "is above what the server's boost level allows")];
}

export const autovcFeature: CollectionFeature<'autovc'> = {
  async info(ctx) {
    return { boostTier: Math.min(3, Math.max(0, (await ctx.discord.getGuild(ctx.guildId)).premiumTier)) };
  },

  async create(input, ctx) {
    const issues = [...(await audioIssues(input.audio, ctx))];
    // The name and category only count when no channel is picked (the bot then creates one).
    const declared = await checkDeclared(
      autovcCreate,
      input.channel === null ? input : { ...input, category: null },
      ctx.objects,
    );
    if (input.channel !== null) {
      issues.push(...declared);
      if (Object.hasOwn(await ctx.items(), input.channel))
        issues.push(issue('channel', 'already_configured', {}, 'is already an auto voice channel'));
    } else {
      if (input.name.trim().length === 0) issues.push(issue('name', 'required', {}, 'is required'));
      issues.push(...declared);
    }
    if (issues.length) throw invalidRequest(issues);

    const channel =
      input.channel === null
        ? await ctx.discord.createChannel(ctx.guildId, {
            name: input.name.trim(),
            type: CHANNEL_TYPES.voice,
            parentId: input.category,
            bitrate: input.audio * 1000,
          })
        : undefined;
    const picked = channel
      ? { id: channel.id, name: channel.name ?? input.name, parentId: input.category }
      : (await ctx.objects.channels()).find((c) => c.id === input.channel);
    if (!picked)
      throw invalidRequest([issue('channel', 'not_in_guild', {}, 'is not a channel of this server')]);
    const entry: AutovcEntry = {
      id: picked.id,
      version: 1,
      name: picked.name,
      type: CHANNEL_TYPES.voice,
      category: picked.parentId,
      roomName: input.roomName,
      limit: input.limit,
      audio: input.audio,
      position: input.position,
    };
    return entry;
  },

  /** A channel made for this entry is deleted again; a channel the admin picked is theirs. */
  async discard(input, item, ctx) {
    if (input.channel === null) await ctx.discord.deleteChannel(ctx.guildId, item.id);
  },

  async edit(current, input, ctx) {
    const issues = await audioIssues(input.audio, ctx);
    if (issues.length) throw invalidRequest(issues);
    const { version: _version, ...fields } = input;
    return { ...current, ...fields };
  },
};

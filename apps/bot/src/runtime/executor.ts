import type { REST } from '@discordjs/rest';
import { ButtonStyle, ChannelType, ComponentType, Routes } from 'discord-api-types/v10';
import { ACT_PERMISSIONS, actsPermissions, type BotAct, type IssueCode } from '@hoshi/contracts';
import type { Action } from '../core/types.ts';
import type { ActionOutcome, BotStore, GuildMemory } from './bot-store.ts';
import type { WelcomeRenderer } from './welcome-image.ts';
import type { BotLog } from './log.ts';
import { HOSHI_GOLD } from '../core/colors.ts';

const ROLE_REASONS: Partial<Record<IssueCode, string>> = {
  not_in_guild: 'no longer exists',
  role_not_assignable: "is above Hoshi's highest role, managed, or Hoshi lacks Manage Roles",
};

/**
 * Sends actions to Discord through the REST client, which already retries within bounds: a 429
 * waits Discord's `retry_after` (a wait longer than the client's `rejectOnRateLimit` bound fails instead),
 * a 5xx or a timeout is tried again up to 3 times. What Discord refuses for good (a channel since
 * deleted, a permission since lost: 403/404) is skipped with one log line; nothing here throws.
 */
export class ActionExecutor {
  /** `${guild}:${role}:${problem}` already logged: a level role above Hoshi is said once, not per member. */
  private readonly rolesLogged = new Set<string>();

  constructor(
    private readonly rest: REST,
    private readonly store: BotStore,
    private readonly renderer: WelcomeRenderer,
    private readonly log: BotLog,
    /** Why Hoshi cannot give or take a role now (gone, above Hoshi, managed, no Manage Roles), or null. */
    private readonly roleProblem: (guildId: string, roleId: string) => IssueCode | null = () => null,
  ) {}

  async run(guildId: string, memory: GuildMemory, action: Action, nonce: string): Promise<ActionOutcome> {
    // A role the declared rule refuses is skipped before Discord is asked: a refused request
    // counts toward Discord's invalid-request limit (10,000 in 10 minutes bans the bot).
    if (action.type === 'addRole' || action.type === 'removeRole') {
      const problem = this.roleProblem(guildId, action.roleId);
      if (problem) {
        const key = `${guildId}:${action.roleId}:${problem}`;
        if (!this.rolesLogged.has(key)) {
          this.rolesLogged.add(key);
          this.log.warn(
            `skipped: ${action.type} in guild ${guildId}: role ${action.roleId} ${ROLE_REASONS[problem] ?? problem}`,
          );
        }
        return 'skipped';
      }
    }
    try {
      await this.send(guildId, memory, action, nonce);
      return 'done';
    } catch (err) {
      const status = statusOf(err);
      const refused = status === 403 || status === 404;
      const reason = err instanceof Error ? err.message : String(err);
      this.log.warn(
        `${refused ? 'skipped' : 'failed'}: ${action.type} in guild ${guildId}: ${reason}${status === 403 ? needs(action) : ''}`,
      );
      if (action.type === 'closeRoom' && refused) await this.forgetRoom(memory, action.channelId);
      return refused ? 'skipped' : 'failed';
    }
  }

  private async send(guildId: string, memory: GuildMemory, action: Action, nonce: string): Promise<void> {
    const member = (userId: string) => Routes.guildMember(guildId, userId);
    switch (action.type) {
      case 'send':
        return this.message(action, nonce);
      case 'addRole':
        await this.rest.put(Routes.guildMemberRole(guildId, action.userId, action.roleId), {
          reason: action.reason,
        });
        return;
      case 'removeRole':
        await this.rest.delete(Routes.guildMemberRole(guildId, action.userId, action.roleId), {
          reason: action.reason,
        });
        return;
      case 'timeout':
        await this.rest.patch(member(action.userId), {
          body: { communication_disabled_until: action.until },
          reason: action.reason,
        });
        return;
      case 'kick':
        await this.rest.delete(member(action.userId), { reason: action.reason });
        return;
      case 'ban':
        await this.rest.put(Routes.guildBan(guildId, action.userId), { body: {}, reason: action.reason });
        return;
      case 'openRoom':
        return this.openRoom(guildId, memory, action);
      case 'deleteMessages':
        return this.deleteMessages(action);
      case 'closeRoom':
        await this.rest.delete(Routes.channel(action.channelId), { reason: 'auto-VC room left empty' });
        await this.forgetRoom(memory, action.channelId);
        return;
      default:
        return;
    }
  }

  private async message(action: Extract<Action, { type: 'send' }>, nonce: string) {
    // One message's, or several put together (send-together.ts): embeds, then pictures, in order.
    const embeds = [...(action.embed ? [action.embed] : []), ...(action.embeds ?? [])];
    const images = [...(action.image ? [action.image] : []), ...(action.images ?? [])];
    const body = {
      content: action.content,
      // Discord drops a repeated nonce within minutes: a send retried after a crash is not doubled.
      nonce,
      enforce_nonce: true,
      allowed_mentions: { parse: [], users: action.mentions.users, roles: action.mentions.roles },
      ...(action.buttons && {
        components: [
          {
            type: ComponentType.ActionRow,
            components: action.buttons.map((b) => ({
              type: ComponentType.Button,
              style: BUTTON_STYLES[b.style],
              label: b.label,
              custom_id: b.customId,
            })),
          },
        ],
      }),
      ...(embeds.length > 0 && {
        embeds: embeds.map((embed) => ({
          title: embed.title,
          description: embed.description,
          color: HOSHI_GOLD,
          author: { name: embed.author },
          thumbnail: { url: embed.thumbnailUrl },
          footer: { text: embed.footer },
        })),
      }),
    };
    if (images.length === 0) {
      await this.rest.post(Routes.channelMessages(action.channelId), { body });
      return;
    }
    const names = images.map((_, i) => (images.length === 1 ? 'welcome.png' : `welcome-${i + 1}.png`));
    const pngs = [];
    for (const image of images) pngs.push(await this.renderer.render(image));
    await this.rest.post(Routes.channelMessages(action.channelId), {
      body: { ...body, attachments: names.map((filename, id) => ({ id, filename })) },
      files: pngs.map((data, i) => ({ name: names[i] ?? 'welcome.png', data, contentType: 'image/png' })),
    });
  }

  /**
   * One message is deleted by itself, 2–100 of a channel with one bulk request (Discord's limit
   * per request); a message already gone is not an error.
   */
  private async deleteMessages(action: Extract<Action, { type: 'deleteMessages' }>) {
    for (let i = 0; i < action.messageIds.length; i += 100) {
      const ids = action.messageIds.slice(i, i + 100);
      try {
        if (ids.length === 1)
          await this.rest.delete(Routes.channelMessage(action.channelId, ids[0] ?? ''), {
            reason: action.reason,
          });
        else
          await this.rest.post(Routes.channelBulkDelete(action.channelId), {
            body: { messages: ids },
            reason: action.reason,
          });
      } catch (err) {
        if (statusOf(err) !== 404) throw err;
      }
    }
  }

  private async openRoom(
    guildId: string,
    memory: GuildMemory,
    action: Extract<Action, { type: 'openRoom' }>,
  ) {
    const created = (await this.rest.post(Routes.guildChannels(guildId), {
      body: {
        name: action.name,
        type: ChannelType.GuildVoice,
        parent_id: action.parentId,
        position: action.position,
        user_limit: action.userLimit,
        bitrate: action.bitrate,
      },
      reason: 'auto-VC room',
    })) as { id: string };
    const room = {
      channelId: created.id,
      lobbyId: action.lobbyId,
      number: action.number,
      ownerId: action.userId,
    };
    await this.store.addRoom(guildId, room);
    memory.rooms.push(room);
    try {
      await this.rest.patch(Routes.guildMember(guildId, action.userId), {
        body: { channel_id: created.id },
        reason: 'auto-VC room',
      });
    } catch (err) {
      // The member left voice before the room was ready: an empty room is not left behind.
      await this.rest.delete(Routes.channel(created.id)).catch(() => undefined);
      await this.forgetRoom(memory, created.id);
      throw err;
    }
  }

  private async forgetRoom(memory: GuildMemory, channelId: string) {
    await this.store.removeRoom(channelId);
    const index = memory.rooms.findIndex((r) => r.channelId === channelId);
    if (index >= 0) memory.rooms.splice(index, 1);
  }
}

const BUTTON_STYLES = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  danger: ButtonStyle.Danger,
} as const;

/**
 * The HTTP status of a REST failure. Read by shape: discord.js loads @discordjs/rest as CommonJS
 * and this module as ESM, so its error classes are two different classes here.
 */
/**
 * A refused act names what it needs, as the pages do when Hoshi lacks it (ACT_PERMISSIONS in
 * @hoshi/contracts, docs/product.md#hoshis-permissions).
 */
function needs(action: Action): string {
  if (!Object.hasOwn(ACT_PERMISSIONS, action.type)) return '';
  const names = actsPermissions([action.type as BotAct]);
  return ` (Hoshi needs ${names.join(', ')})`;
}

function statusOf(err: unknown): number | undefined {
  if (err instanceof Error && 'status' in err && typeof err.status === 'number') return err.status;
  return undefined;
}

import { randomBytes } from 'node:crypto';
import { GatewayDispatchEvents, GatewayIntentBits, GatewayOpcodes } from 'discord-api-types/v10';
import type { GatewayGuildMembersChunkDispatchData } from 'discord-api-types/v10';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findMember } from '../state.ts';
import type { GatewayConnection } from './connection.ts';
import { intentFor } from './intents.ts';
import type { ChunkRequest } from './member-chunks.ts';
import { memberChunks } from './member-chunks.ts';
import type { Dispatch } from './payloads.ts';
import { guildCreatePayload, readyPayload } from './payloads.ts';
import { GatewaySession } from './session.ts';

/** A guild's shard, as Discord computes it: `(guild_id >> 22) % shard_count`. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

export interface GatewaySwitch {
  action: 'reconnect' | 'invalid_session' | 'close';
  /** Only sessions of this shard id; all when undefined. */
  shard?: number;
  /** invalid_session: whether the client may resume (op 9's `d`). */
  resumable?: boolean;
  /** close: let this many more dispatches through first, then drop the socket mid-burst. */
  afterDispatches?: number;
}

export interface IdentifyRequest {
  shard: [number, number];
  intents: number;
  largeThreshold: number;
  url: string;
}

const RESUME_WINDOW_MS = 5 * 60_000;
const BACKLOG_LIMIT = 10_000;

/** Routes world events to the sessions (shards, intents) that asked for them. */
export class GatewayHub {
  private readonly sessions = new Map<string, GatewaySession>();
  readonly connections = new Set<GatewayConnection>();

  constructor(private readonly state: EmulatorState) {}

  /** Starts a session: READY with the shard's guilds unavailable, then one GUILD_CREATE each. */
  identify(connection: GatewayConnection, request: IdentifyRequest): GatewaySession {
    this.prune();
    const id = randomBytes(16).toString('hex');
    const session = new GatewaySession(
      id,
      request.shard,
      request.intents,
      request.largeThreshold,
      request.url,
      BACKLOG_LIMIT,
    );
    this.sessions.set(id, session);
    session.connection = connection;
    const guilds = this.botGuilds().filter((g) => this.covers(session, g.id));
    session.dispatch(
      GatewayDispatchEvents.Ready,
      readyPayload(
        this.state,
        guilds.map((g) => g.id),
        id,
        request.url,
        request.shard,
      ),
    );
    for (const guild of guilds)
      session.dispatch(
        GatewayDispatchEvents.GuildCreate,
        guildCreatePayload(this.state, guild, session.largeThreshold),
      );
    return session;
  }

  /** The session to resume, detached from any older socket; undefined when it is unknown or gone. */
  takeOver(sessionId: string, connection: GatewayConnection): GatewaySession | undefined {
    this.prune();
    const session = this.sessions.get(sessionId);
    if (!session) return undefined;
    const previous = session.connection;
    if (previous && previous !== connection) previous.detach(4000, 'Another connection resumed this session');
    session.connection = connection;
    session.disconnectedAt = undefined;
    return session;
  }

  detached(session: GatewaySession): void {
    session.connection = undefined;
    session.disconnectedAt = Date.now();
  }

  invalidate(session: GatewaySession): void {
    this.sessions.delete(session.id);
  }

  /** Sends a guild event to every session whose shard holds the guild and whose intents ask for it. */
  emit(guildId: string, dispatch: Dispatch): void {
    const intent = intentFor(dispatch.t);
    for (const session of this.sessions.values()) {
      if (!this.covers(session, guildId)) continue;
      if (intent !== 0 && (session.intents & intent) === 0) continue;
      if (!this.membersUpdateFor(session, dispatch)) continue;
      session.dispatch(dispatch.t, this.visibleTo(session, dispatch));
    }
  }

  /** The bot joined a guild: its shard learns the whole guild, as on Discord. */
  guildJoined(guild: Guild): void {
    for (const session of this.sessions.values())
      if (this.covers(session, guild.id) && (session.intents & GatewayIntentBits.Guilds) !== 0)
        session.dispatch(
          GatewayDispatchEvents.GuildCreate,
          guildCreatePayload(this.state, guild, session.largeThreshold),
        );
  }

  /** The test switch: RECONNECT, INVALID_SESSION or a dropped socket, for the chosen shard(s). */
  trip(command: GatewaySwitch): number {
    let affected = 0;
    for (const connection of [...this.connections]) {
      const session = connection.session;
      if (!session) continue;
      if (command.shard !== undefined && session.shard[0] !== command.shard) continue;
      affected += 1;
      if (command.action === 'reconnect') connection.sendOp(GatewayOpcodes.Reconnect, null);
      else if (command.action === 'invalid_session') {
        const resumable = command.resumable === true;
        if (!resumable) {
          this.invalidate(session);
          connection.session = undefined;
        }
        connection.sendOp(GatewayOpcodes.InvalidSession, resumable);
      } else connection.dropAfter(command.afterDispatches ?? 0);
    }
    return affected;
  }

  closeAll(): void {
    for (const connection of [...this.connections]) connection.detach(1001, 'The emulator is stopping');
    this.sessions.clear();
  }

  memberChunks(request: Extract<ChunkRequest, { ok: true }>): GatewayGuildMembersChunkDispatchData[] {
    return memberChunks(this.state, request);
  }

  sessionCount(): number {
    return this.sessions.size;
  }

  private covers(session: GatewaySession, guildId: string): boolean {
    return shardOf(guildId, session.shard[1]) === session.shard[0];
  }

  private botGuilds(): Guild[] {
    return this.state.world.guilds.filter((g) => findMember(g, DEMO.botUserId));
  }

  /**
   * Without MESSAGE_CONTENT a bot gets messages with content, embeds, attachments and components
   * empty, except its own messages and those that mention it (Discord's rule).
   */
  /**
   * THREAD_MEMBERS_UPDATE reaches a session without GUILD_MEMBERS only when the bot itself was
   * added to or removed from the thread (Discord's gateway intents list).
   */
  private membersUpdateFor(session: GatewaySession, dispatch: Dispatch): boolean {
    if (dispatch.t !== GatewayDispatchEvents.ThreadMembersUpdate) return true;
    if ((session.intents & GatewayIntentBits.GuildMembers) !== 0) return true;
    const { added_members: added = [], removed_member_ids: removed = [] } = dispatch.d;
    return added.some((m) => m.user_id === DEMO.botUserId) || removed.includes(DEMO.botUserId);
  }

  private visibleTo(session: GatewaySession, dispatch: Dispatch): unknown {
    if (
      dispatch.t !== GatewayDispatchEvents.MessageCreate &&
      dispatch.t !== GatewayDispatchEvents.MessageUpdate
    )
      return dispatch.d;
    if ((session.intents & GatewayIntentBits.MessageContent) !== 0) return dispatch.d;
    const message = dispatch.d;
    if (message.author.id === DEMO.botUserId || message.mentions.some((u) => u.id === DEMO.botUserId))
      return message;
    return { ...message, content: '', embeds: [], attachments: [], components: [] };
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, session] of this.sessions)
      if (session.disconnectedAt !== undefined && now - session.disconnectedAt > RESUME_WINDOW_MS)
        this.sessions.delete(id);
  }
}

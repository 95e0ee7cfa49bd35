import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
} from 'discord-api-types/v10';
import type { WebSocket } from 'ws';
import type { GatewayHub } from './hub.ts';
import { shardOf } from './hub.ts';
import { parseChunkRequest } from './member-chunks.ts';
import {
  isRecord,
  validHeartbeat,
  validIdentifyRest,
  validPresence,
  validResume,
  validVoiceState,
} from './commands.ts';
import { KNOWN_INTENTS, PRIVILEGED_INTENTS } from './intents.ts';
import type { GatewaySession } from './session.ts';
import type { SessionStarts } from './session-starts.ts';
import { endEverySession } from './session-starts.ts';

export interface ConnectionOptions {
  heartbeatIntervalMs: number;
  /** Privileged intents the application has enabled. */
  enabledPrivilegedIntents: number;
  botToken: string;
  /** The gateway url this socket came in on: READY's resume_gateway_url. */
  url: string;
  /** The bot's session start limit and max_concurrency. */
  sessionStarts: SessionStarts;
}

interface Payload {
  op?: unknown;
  d?: unknown;
}

/** Discord accepts the token with or without its "Bot " prefix. */
function tokenMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && (given === expected || given === `Bot ${expected}`);
}

function parseShard(value: unknown): [number, number] | undefined {
  if (value === undefined) return [0, 1];
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [id, count] = value as unknown[];
  if (!Number.isInteger(id) || !Number.isInteger(count)) return undefined;
  if ((count as number) < 1 || (id as number) < 0 || (id as number) >= (count as number)) return undefined;
  return [id as number, count as number];
}

/** One WebSocket: HELLO, heartbeats, IDENTIFY or RESUME, then the session's dispatches. */
export class GatewayConnection {
  session: GatewaySession | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private dropCountdown: number | undefined;
  private closed = false;

  constructor(
    private readonly hub: GatewayHub,
    private readonly socket: WebSocket,
    private readonly options: ConnectionOptions,
  ) {}

  start(): void {
    this.hub.connections.add(this);
    // ws hands over a Buffer (binaryType is left at nodebuffer), never an ArrayBuffer or fragments.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    this.socket.on('message', (data, isBinary) => this.receiveSafely(data.toString(), isBinary));
    this.socket.on('close', () => this.onClosed());
    this.socket.on('error', () => this.onClosed());
    this.sendOp(GatewayOpcodes.Hello, { heartbeat_interval: this.options.heartbeatIntervalMs });
    this.armHeartbeatWatch();
  }

  sendOp(op: GatewayOpcodes, d: unknown): void {
    if (!this.closed) this.socket.send(JSON.stringify({ op, d }));
  }

  sendDispatch(text: string): void {
    if (this.closed) return;
    this.socket.send(text);
    if (this.dropCountdown === undefined) return;
    this.dropCountdown -= 1;
    if (this.dropCountdown <= 0) this.drop();
  }

  /** Drops the socket without a close frame (as a network failure would) after n more dispatches. */
  dropAfter(dispatches: number): void {
    if (dispatches <= 0) this.drop();
    else this.dropCountdown = dispatches;
  }

  /** Closes with a code; the session (if any) stays resumable unless the caller invalidated it. */
  detach(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.onClosed();
  }

  private drop(): void {
    this.socket.terminate();
    this.onClosed();
  }

  private onClosed(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.heartbeatTimer);
    this.hub.connections.delete(this);
    if (this.session && this.session.connection === this) this.hub.detached(this.session);
  }

  /** A client that stops heartbeating is a zombie: Discord closes it and the session times out. */
  private armHeartbeatWatch(): void {
    clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = setTimeout(() => {
      if (this.session) this.hub.invalidate(this.session);
      this.detach(GatewayCloseCodes.SessionTimedOut, 'Session timed out');
    }, this.options.heartbeatIntervalMs * 2);
    this.heartbeatTimer.unref();
  }

  /** Closes with one of Discord's gateway close codes; the session ends with codes that say so. */
  private fail(code: GatewayCloseCodes, reason: string, endSession = false): void {
    if (endSession && this.session) this.hub.invalidate(this.session);
    this.detach(code, reason);
  }

  /**
   * Nothing a client sends may end the process: a payload the checks below did not foresee closes
   * this socket with 4000 (Unknown error), and every other socket and the server keep going.
   */
  private receiveSafely(text: string, isBinary: boolean): void {
    try {
      this.receive(text, isBinary);
    } catch {
      this.fail(GatewayCloseCodes.UnknownError, 'Unknown error', true);
    }
  }

  private receive(text: string, isBinary: boolean): void {
    if (isBinary) return this.fail(GatewayCloseCodes.DecodeError, 'Only JSON text frames are accepted');
    let payload: Payload;
    try {
      payload = JSON.parse(text) as Payload;
    } catch {
      return this.fail(GatewayCloseCodes.DecodeError, 'Payload is not JSON');
    }
    if (!isRecord(payload)) return this.fail(GatewayCloseCodes.DecodeError, 'Payload is not an object');
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        if (!validHeartbeat(payload.d))
          return this.fail(GatewayCloseCodes.DecodeError, 'HEARTBEAT takes a sequence number or null');
        this.armHeartbeatWatch();
        return this.sendOp(GatewayOpcodes.HeartbeatAck, undefined);
      case GatewayOpcodes.Identify:
        return this.identify(payload.d);
      case GatewayOpcodes.Resume:
        return this.resume(payload.d);
      case GatewayOpcodes.RequestGuildMembers:
        return this.requestMembers(payload.d);
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate: {
        // Checked, then ignored: the emulator has no presences or voice servers.
        if (!this.session) return this.fail(GatewayCloseCodes.NotAuthenticated, 'Not authenticated');
        const valid = payload.op === GatewayOpcodes.PresenceUpdate ? validPresence : validVoiceState;
        if (!valid(payload.d)) return this.fail(GatewayCloseCodes.DecodeError, 'Invalid payload');
        return;
      }
      default:
        return this.fail(GatewayCloseCodes.UnknownOpcode, `Unknown opcode ${String(payload.op)}`);
    }
  }

  /** Op 8: members in GUILD_MEMBERS_CHUNK dispatches; all of them needs the GUILD_MEMBERS intent. */
  private requestMembers(d: unknown): void {
    if (!this.session) return this.fail(GatewayCloseCodes.NotAuthenticated, 'Not authenticated');
    const request = parseChunkRequest(d);
    if (!request.ok)
      return this.fail(
        GatewayCloseCodes.DecodeError,
        'REQUEST_GUILD_MEMBERS needs a guild_id and a query with a limit, or user_ids',
      );
    if (!request.userIds && (this.session.intents & GatewayIntentBits.GuildMembers) === 0)
      return this.fail(GatewayCloseCodes.DisallowedIntents, 'Listing members needs the GUILD_MEMBERS intent');
    if (shardOf(request.guildId, this.session.shard[1]) !== this.session.shard[0]) return;
    for (const chunk of this.hub.memberChunks(request))
      this.session.dispatch(GatewayDispatchEvents.GuildMembersChunk, chunk);
  }

  private identify(d: unknown): void {
    if (this.session) return this.fail(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated');
    if (!isRecord(d)) return this.fail(GatewayCloseCodes.DecodeError, 'IDENTIFY needs a data object');
    if (!tokenMatches(d.token, this.options.botToken))
      return this.fail(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed');
    const intents = d.intents;
    if (!Number.isInteger(intents) || (intents as number) < 0 || ((intents as number) & ~KNOWN_INTENTS) !== 0)
      return this.fail(GatewayCloseCodes.InvalidIntents, 'Invalid intent(s)');
    const privileged = (intents as number) & PRIVILEGED_INTENTS;
    if ((privileged & ~this.options.enabledPrivilegedIntents) !== 0)
      return this.fail(GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s)');
    const shard = parseShard(d.shard);
    if (!shard) return this.fail(GatewayCloseCodes.InvalidShard, 'Invalid shard');
    if (!validIdentifyRest(d))
      return this.fail(
        GatewayCloseCodes.DecodeError,
        'IDENTIFY needs properties; compress, large_threshold (50-250) and presence must be valid',
      );
    const threshold = d.large_threshold ?? 50;
    // Faster than max_concurrency allows: Discord answers Invalid Session (op 9), not resumable.
    const verdict = this.options.sessionStarts.take(shard[0]);
    if (verdict === 'too-soon') return this.sendOp(GatewayOpcodes.InvalidSession, false);
    if (verdict === 'exhausted') return endEverySession(this.hub);
    this.session = this.hub.identify(this, {
      shard,
      intents: intents as number,
      largeThreshold: threshold as number,
      url: this.options.url,
    });
  }

  private resume(d: unknown): void {
    if (this.session) return this.fail(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated');
    if (!validResume(d))
      return this.fail(GatewayCloseCodes.DecodeError, 'RESUME needs token, session_id and seq');
    if (!tokenMatches(d.token, this.options.botToken))
      return this.fail(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed');
    const session = this.hub.takeOver(d.session_id, this);
    if (!session) return this.sendOp(GatewayOpcodes.InvalidSession, false);
    if (d.seq > session.seq) {
      this.hub.invalidate(session);
      return this.fail(GatewayCloseCodes.InvalidSeq, 'Invalid seq');
    }
    const missed = session.missedSince(d.seq);
    if (!missed) {
      // More was missed than the session keeps: start over, as Discord asks with op 9.
      this.hub.invalidate(session);
      return this.sendOp(GatewayOpcodes.InvalidSession, false);
    }
    this.session = session;
    for (const text of missed) this.sendDispatch(text);
    session.dispatch(GatewayDispatchEvents.Resumed, {});
  }
}

import { GatewayDispatchEvents, GatewayOpcodes, type GatewayDispatchPayload } from 'discord-api-types/v10';
import type { GatewaySession, RunningBot } from '../runtime/bot.ts';
import type { BotLog } from '../runtime/log.ts';

/** How long a RESUME of a dead cluster's session may take before it is given up. */
const REPLAY_TIMEOUT_MS = 15_000;

/** Dispatches a new session carries too and starts from anew: not replayed. */
const NOT_REPLAYED = new Set<string>([
  GatewayDispatchEvents.Ready,
  GatewayDispatchEvents.Resumed,
  GatewayDispatchEvents.GuildCreate,
]);

/** A dispatch as the new session saw it, to tell what both sessions were sent. */
export const dispatchKey = (packet: GatewayDispatchPayload) => `${packet.t}:${JSON.stringify(packet.d)}`;

/**
 * What a killed cluster's shard missed (0103): discord.js keeps its caches in the process, so the
 * restarted cluster identifies anew (its guilds arrive whole) and then resumes the dead process's
 * session on a socket of its own only to hear what the gateway kept for it since the last
 * sequence the dead process had handled. Each dispatch not also sent to the new session (`seen`)
 * is handled with the old session's keys, the RESUMED ends it, and a close with 1000 ends the old
 * session. Answers how many dispatches were handled; an old session the gateway no longer resumes
 * (op 9) has nothing to give.
 */
export function replayMissed(
  bot: RunningBot,
  token: string,
  session: GatewaySession,
  seen: ReadonlySet<string>,
  log: BotLog,
): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${session.resumeUrl}?v=10&encoding=json`);
    let handled = 0;
    const done = (why?: string) => {
      clearTimeout(timer);
      if (why) log.warn(`shard ${session.shardId}: the old session was not replayed (${why})`);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
        socket.close(1000);
      resolve(handled);
    };
    const timer = setTimeout(() => done('no RESUMED in time'), REPLAY_TIMEOUT_MS);
    socket.addEventListener('error', () => done('socket error'));
    socket.addEventListener('close', () => done());
    socket.addEventListener('message', (event) => {
      const payload = JSON.parse(String(event.data)) as {
        op: GatewayOpcodes;
        t?: string;
        s?: number;
        d: unknown;
      };
      if (payload.op === GatewayOpcodes.Hello)
        return socket.send(
          JSON.stringify({
            op: GatewayOpcodes.Resume,
            d: { token, session_id: session.sessionId, seq: session.sequence },
          }),
        );
      if (payload.op === GatewayOpcodes.InvalidSession) return done('the gateway no longer resumes it');
      if (payload.op !== GatewayOpcodes.Dispatch) return;
      const packet = payload as GatewayDispatchPayload;
      if (packet.t === GatewayDispatchEvents.Resumed) return done();
      if (NOT_REPLAYED.has(packet.t) || seen.has(dispatchKey(packet))) return;
      bot.replay(packet, session.shardId, session.sessionId);
      handled += 1;
    });
  });
}

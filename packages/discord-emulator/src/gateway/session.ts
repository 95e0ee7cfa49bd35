import type { GatewayConnection } from './connection.ts';

interface Sent {
  s: number;
  text: string;
}

/**
 * One identified gateway session. It outlives its socket: events for a session whose socket
 * dropped are numbered and kept, and a RESUME on a new socket replays them in order.
 */
export class GatewaySession {
  seq = 0;
  connection: GatewayConnection | undefined;
  disconnectedAt: number | undefined;
  private readonly backlog: Sent[] = [];

  constructor(
    readonly id: string,
    readonly shard: [number, number],
    readonly intents: number,
    readonly largeThreshold: number,
    readonly resumeUrl: string,
    private readonly backlogLimit: number,
  ) {}

  /** Numbers the event, keeps it for a resume, and sends it if a socket is attached. */
  dispatch(t: string, d: unknown): void {
    this.seq += 1;
    const text = JSON.stringify({ op: 0, t, s: this.seq, d });
    this.backlog.push({ s: this.seq, text });
    if (this.backlog.length > this.backlogLimit) this.backlog.shift();
    this.connection?.sendDispatch(text);
  }

  /** What a client that saw up to `seq` missed; undefined when some of it is no longer kept. */
  missedSince(seq: number): string[] | undefined {
    if (seq > this.seq || seq < 0) return undefined;
    const first = this.backlog[0]?.s ?? this.seq + 1;
    if (seq + 1 < first) return undefined;
    return this.backlog.filter((e) => e.s > seq).map((e) => e.text);
  }
}

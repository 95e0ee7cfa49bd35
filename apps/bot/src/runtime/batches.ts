export interface BatchOptions {
  /** At most this many entries per batch… */
  maxBatch?: number;
  /** …and an entry waits at most this long for its batch. */
  flushMs?: number;
}

/**
 * Entries gathered and written in batches: a batch is written once `maxBatch` entries wait or the
 * first has waited `flushMs`, one batch after another. A batch that throws is said by `onError`;
 * the next goes on.
 */
export class Batches<T> {
  private pending: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly maxBatch: number;
  private readonly flushMs: number;

  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly onError: (err: unknown) => void,
    options: BatchOptions,
    defaults: Required<BatchOptions>,
  ) {
    this.maxBatch = options.maxBatch ?? defaults.maxBatch;
    this.flushMs = options.flushMs ?? defaults.flushMs;
  }

  add(entry: T): void {
    this.pending.push(entry);
    if (this.pending.length >= this.maxBatch) this.schedule(0);
    else this.schedule(this.flushMs);
  }

  /** Resolves once every entry added so far is written. */
  async idle(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.flushing = this.flushing.then(() => this.flush()).catch(this.onError);
    await this.flushing;
  }

  private schedule(ms: number) {
    if (this.timer !== null) {
      if (ms > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushing = this.flushing.then(() => this.flush()).catch(this.onError);
    }, ms);
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) await this.write(this.pending.splice(0, this.maxBatch));
  }
}

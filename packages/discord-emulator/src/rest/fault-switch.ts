/** 0: no error answer, only the delay (Discord slow, or silent past the caller's timeout). */
export type FaultStatus = 0 | 429 | 500 | 502 | 503;

export interface Fault {
  status: FaultStatus;
  /** How many matching requests still get this answer. */
  remaining: number;
  /** Substring of the request path (after /api/v10) or of its route template; undefined matches all. */
  route: string | undefined;
  /** Seconds, for 429 answers. */
  retryAfter: number;
  /** Milliseconds to wait before answering (cut short when the faults are cleared). */
  delayMs: number;
}

/** Test switch: the next N matching REST requests fail the way Discord fails. */
export class FaultSwitch {
  private faults: Fault[] = [];
  /** Ends the wait of each request that is sitting out a fault's delay now. */
  private readonly waits = new Set<() => void>();

  arm(fault: Fault): void {
    this.faults.push(fault);
  }

  /** Disarms every fault; requests still sitting out a delay go on at once (Discord is back). */
  clear(): void {
    this.faults = [];
    for (const release of [...this.waits]) release();
  }

  /** Waits out a fault's delay, or until the faults are cleared, whichever comes first. */
  delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.waits.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      this.waits.add(release);
    });
  }

  pending(): readonly Fault[] {
    return this.faults;
  }

  /** Consumes one use of the first armed fault matching this request, if any. */
  take(path: string, template: string): Fault | undefined {
    const fault = this.faults.find(
      (f) => f.route === undefined || path.includes(f.route) || template.includes(f.route),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

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
  /** Milliseconds to wait before answering. */
  delayMs: number;
}

/** Test switch: the next N matching REST requests fail the way Discord fails. */
export class FaultSwitch {
  private faults: Fault[] = [];

  arm(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
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

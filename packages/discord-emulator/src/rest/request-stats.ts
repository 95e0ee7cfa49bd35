export interface StatsSnapshot {
  total: number;
  routes: Record<string, number>;
  /** Answers by HTTP status ("200", "429", …), the limits' refusals included. */
  statuses: Record<string, number>;
}

/** Counts REST requests per Discord-style route template ("GET /guilds/:id/channels"), and answers by status. */
export class RequestStats {
  private total = 0;
  private routes = new Map<string, number>();
  private statuses = new Map<string, number>();

  record(routeKey: string): void {
    this.total += 1;
    this.routes.set(routeKey, (this.routes.get(routeKey) ?? 0) + 1);
  }

  answered(status: number): void {
    const key = String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  snapshot(): StatsSnapshot {
    return {
      total: this.total,
      routes: Object.fromEntries(this.routes),
      statuses: Object.fromEntries(this.statuses),
    };
  }

  reset(): void {
    this.total = 0;
    this.routes = new Map();
    this.statuses = new Map();
  }
}

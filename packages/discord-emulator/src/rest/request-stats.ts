export interface StatsSnapshot {
  total: number;
  routes: Record<string, number>;
}

/** Counts REST requests per Discord-style route template ("GET /guilds/:id/channels"). */
export class RequestStats {
  private total = 0;
  private routes = new Map<string, number>();

  record(routeKey: string): void {
    this.total += 1;
    this.routes.set(routeKey, (this.routes.get(routeKey) ?? 0) + 1);
  }

  snapshot(): StatsSnapshot {
    return { total: this.total, routes: Object.fromEntries(this.routes) };
  }

  reset(): void {
    this.total = 0;
    this.routes = new Map();
  }
}

import { randomBytes } from 'node:crypto';

/** Discord's authorization codes live for 10 minutes. */
const CODE_TTL_MS = 10 * 60 * 1000;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export interface AccessGrant {
  userId: string;
  scopes: readonly string[];
}

interface AuthCode extends AccessGrant {
  redirectUri: string;
  expiresAt: number;
}

/** One user's consent; refreshing rotates its refresh token, revoking ends all of it. */
interface Grant extends AccessGrant {
  refreshToken: string;
  accessTokens: Map<string, number>;
}

/** The store's content as plain data, for the state file; revoked grants are simply absent. */
export interface TokenSnapshot {
  codes: Array<AccessGrant & { code: string; redirectUri: string; expiresAt: number }>;
  grants: Array<
    AccessGrant & { refreshToken: string; accessTokens: Array<{ token: string; expiresAt: number }> }
  >;
}

export type RedeemResult = { ok: true; tokens: TokenResponse } | { ok: false; description: string };

function randomToken(): string {
  // Discord's tokens and codes are 30 alphanumeric characters.
  return randomBytes(32).toString('base64url').replace(/[-_]/g, '').slice(0, 30).padEnd(30, '0');
}

export class TokenStore {
  private readonly codes = new Map<string, AuthCode>();
  private readonly grantsByAccess = new Map<string, Grant>();
  private readonly grantsByRefresh = new Map<string, Grant>();

  constructor(
    private readonly now: () => number,
    private readonly accessTokenTtlSeconds: number,
    /** Told about every change a restart should keep (not about pruning expired entries). */
    private readonly onChange: () => void = () => {},
  ) {}

  issueCode(grant: AccessGrant, redirectUri: string): string {
    const code = randomToken();
    this.codes.set(code, { ...grant, redirectUri, expiresAt: this.now() + CODE_TTL_MS });
    this.onChange();
    return code;
  }

  redeemCode(code: string, redirectUri: string | undefined): RedeemResult {
    const entry = this.codes.get(code);
    if (!entry || entry.expiresAt <= this.now()) {
      this.codes.delete(code);
      return { ok: false, description: 'Invalid "code" in request.' };
    }
    if (entry.redirectUri !== redirectUri)
      return { ok: false, description: 'Invalid "redirect_uri" in request.' };
    this.codes.delete(code);
    const grant: Grant = {
      userId: entry.userId,
      scopes: entry.scopes,
      refreshToken: randomToken(),
      accessTokens: new Map(),
    };
    this.grantsByRefresh.set(grant.refreshToken, grant);
    const tokens = this.issueAccess(grant);
    this.onChange();
    return { ok: true, tokens };
  }

  /** Rotates: the presented refresh token stops working; earlier access tokens live until they expire. */
  refresh(refreshToken: string): RedeemResult {
    const grant = this.grantsByRefresh.get(refreshToken);
    if (!grant) return { ok: false, description: 'Invalid "refresh_token" in request.' };
    this.grantsByRefresh.delete(refreshToken);
    grant.refreshToken = randomToken();
    this.grantsByRefresh.set(grant.refreshToken, grant);
    const tokens = this.issueAccess(grant);
    this.onChange();
    return { ok: true, tokens };
  }

  /** Revoking either token of a grant ends the grant (all its access tokens and its refresh token). */
  revoke(token: string): void {
    const grant = this.grantsByAccess.get(token) ?? this.grantsByRefresh.get(token);
    if (!grant) return;
    this.grantsByRefresh.delete(grant.refreshToken);
    for (const access of grant.accessTokens.keys()) this.grantsByAccess.delete(access);
    grant.accessTokens.clear();
    this.onChange();
  }

  findAccess(token: string): AccessGrant | null {
    const grant = this.grantsByAccess.get(token);
    const expiresAt = grant?.accessTokens.get(token);
    if (!grant || expiresAt === undefined) return null;
    if (expiresAt <= this.now()) {
      grant.accessTokens.delete(token);
      this.grantsByAccess.delete(token);
      return null;
    }
    return { userId: grant.userId, scopes: grant.scopes };
  }

  /** Live entries only: expired codes and access tokens are left out. */
  exportSnapshot(): TokenSnapshot {
    const now = this.now();
    const codes = [...this.codes]
      .filter(([, entry]) => entry.expiresAt > now)
      .map(([code, entry]) => ({ code, ...entry, scopes: [...entry.scopes] }));
    // Every live grant is reachable by its refresh token; revoking removes it from that map.
    const grants = [...this.grantsByRefresh.values()].map((grant) => ({
      userId: grant.userId,
      scopes: [...grant.scopes],
      refreshToken: grant.refreshToken,
      accessTokens: [...grant.accessTokens]
        .filter(([, expiresAt]) => expiresAt > now)
        .map(([token, expiresAt]) => ({ token, expiresAt })),
    }));
    return { codes, grants };
  }

  /** Adds entries from a state file; expired ones and tokens already known are skipped. */
  restore(snapshot: TokenSnapshot): void {
    const now = this.now();
    for (const { code, ...entry } of snapshot.codes)
      if (entry.expiresAt > now && !this.codes.has(code)) this.codes.set(code, entry);
    for (const saved of snapshot.grants) {
      if (this.grantsByRefresh.has(saved.refreshToken)) continue;
      const grant: Grant = {
        userId: saved.userId,
        scopes: saved.scopes,
        refreshToken: saved.refreshToken,
        accessTokens: new Map(),
      };
      this.grantsByRefresh.set(grant.refreshToken, grant);
      for (const { token, expiresAt } of saved.accessTokens) {
        if (expiresAt <= now || this.grantsByAccess.has(token)) continue;
        grant.accessTokens.set(token, expiresAt);
        this.grantsByAccess.set(token, grant);
      }
    }
  }

  private issueAccess(grant: Grant): TokenResponse {
    const accessToken = randomToken();
    grant.accessTokens.set(accessToken, this.now() + this.accessTokenTtlSeconds * 1000);
    this.grantsByAccess.set(accessToken, grant);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.accessTokenTtlSeconds,
      refresh_token: grant.refreshToken,
      scope: grant.scopes.join(' '),
    };
  }
}

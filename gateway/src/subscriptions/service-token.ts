import type { OidcClient } from "../auth/oidc-client.ts";
import type { SessionTokens } from "../auth/session-store.ts";

const MARGIN_MS = 30_000;

/** The hub bridge's service token (its own client, the hub's audience), fetched again shortly before it expires. */
export class ServiceToken {
  private readonly oidc: OidcClient;
  private readonly audience: string;
  private tokens: SessionTokens | undefined;
  private pending: Promise<SessionTokens> | undefined;

  constructor(oidc: OidcClient, audience: string) {
    this.oidc = oidc;
    this.audience = audience;
  }

  async get(): Promise<string> {
    if (this.tokens && this.tokens.expiresAt - Date.now() > MARGIN_MS) return this.tokens.accessToken;
    this.pending ??= this.oidc.serviceToken(this.audience).finally(() => {
      this.pending = undefined;
    });
    this.tokens = await this.pending;
    return this.tokens.accessToken;
  }
}

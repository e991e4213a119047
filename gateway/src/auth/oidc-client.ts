import { withRequestId } from "@alm/logging";
import * as client from "openid-client";
import type { GatewayConfig } from "../config.ts";
import type { SessionTokens } from "./session-store.ts";
import { log } from "../logging/logger.ts";

type OidcConfig = Pick<GatewayConfig, "OIDC_ISSUER" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET">;

/**
 * Every call to the provider (discovery, the code exchange of a sign-in, refreshes, revocations)
 * carries the id of the request it is made for, as the REST calls do: the provider's log line of
 * a sign-in's token call had an id of its own, which nothing led to.
 */
const fetchWithRequestId: client.CustomFetch = (url, options) =>
  fetch(url, { ...options, headers: withRequestId({ ...options.headers }) });

/**
 * The provider's metadata, discovered on first use rather than at start, so the gateway
 * starts (and answers UPSTREAM_UNAVAILABLE) while the provider is down.
 */
export class OidcClient {
  private readonly config: OidcConfig;
  private discovered: Promise<client.Configuration> | undefined;

  constructor(config: OidcConfig) {
    this.config = config;
  }

  configuration(): Promise<client.Configuration> {
    this.discovered ??= client
      .discovery(
        new URL(this.config.OIDC_ISSUER),
        this.config.OIDC_CLIENT_ID,
        undefined,
        client.ClientSecretBasic(this.config.OIDC_CLIENT_SECRET),
        {
          [client.customFetch]: fetchWithRequestId,
          ...(new URL(this.config.OIDC_ISSUER).protocol === "http:"
            ? { execute: [client.allowInsecureRequests] }
            : {}),
        },
      )
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  /** A service token (client credentials) for one audience: the hub bridge's, which the api admits to the hub only. */
  async serviceToken(audience: string): Promise<SessionTokens> {
    const response = await client.clientCredentialsGrant(await this.configuration(), {
      scope: "hub",
      resource: audience,
    });
    return tokensFrom(response);
  }

  /** Revokes a refresh token at the provider (RFC 7009); a provider that cannot be reached is not waited for. */
  async revoke(refreshToken: string): Promise<void> {
    try {
      await client.tokenRevocation(await this.configuration(), refreshToken, {
        token_type_hint: "refresh_token",
      });
    } catch (error) {
      log.warn(`refresh token not revoked: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async refresh(refreshToken: string): Promise<SessionTokens> {
    const response = await client.refreshTokenGrant(await this.configuration(), refreshToken);
    return tokensFrom(response, refreshToken);
  }
}

export function tokensFrom(
  response: client.TokenEndpointResponse,
  previousRefreshToken?: string,
): SessionTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previousRefreshToken,
    idToken: response.id_token,
    expiresAt: Date.now() + (response.expires_in ?? 300) * 1000,
  };
}

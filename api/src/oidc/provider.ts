import Provider, { errors, type Configuration } from "oidc-provider";
import { STAFF_TENANT } from "../auth/caller.ts";
import { SECOND_FACTOR_REQUIRED, mfaRequiredFor, usedSecondFactor } from "../auth/mfa-requirement.ts";
import type { ApiConfig } from "../config.ts";
import type { Database } from "@alm/database";
import { claimsOf, findUserBySub } from "./accounts.ts";
import { MFA_REQUIRED_CLAIM, mfaAccountClaims, mfaTokenClaims } from "./mfa-claims.ts";
import { createOidcAdapterClass } from "./oidc-adapter.ts";
import { loadOidcSecrets } from "./oidc-secrets.ts";
import {
  compareHashedSecrets,
  serviceAccountClaims,
  serviceAccountClients,
} from "./service-account-clients.ts";
import { renderProviderError, renderSignedOut, renderSigningOut } from "./provider-pages.ts";
import { renderDeviceSuccess, renderUserCodeConfirm, renderUserCodeInput } from "./device-pages.ts";

export const DEVICE_CODE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";

export const OIDC_MOUNT_PATH = "/oidc";

/** The device grant's polling interval: oidc-provider's (RFC 8628's default, 5 s). */
const DEVICE_POLL_INTERVAL_SECONDS = 5;

/** How long a sign-in's grant lives, refreshes included: a tool's access ends then at the latest. */
export const GRANT_TTL_SECONDS = 12 * 60 * 60;

/** The client metadata that says what a tool is, shown beside its name when it asks for access. */
export const TOOL_DESCRIPTION = "description";
export const API_SCOPE = "api";
export const HUB_SCOPE = "hub";

type ProviderConfig = Pick<
  ApiConfig,
  | "OIDC_ISSUER"
  | "OIDC_AUDIENCE"
  | "OIDC_CLIENT_ID"
  | "OIDC_CLIENT_SECRET"
  | "HUB_CLIENT_ID"
  | "HUB_CLIENT_SECRET"
  | "HUB_AUDIENCE"
  | "OIDC_CLI_CLIENT_ID"
  | "GATEWAY_PUBLIC_URL"
  | "ACCESS_TOKEN_TTL_SECONDS"
  | "MFA_ENCRYPTION_KEY"
  | "TRUST_PROXY"
>;

/** The embedded OpenID provider: the gateway's two clients, and staff-made service accounts. */
export async function createOidcProvider(db: Database, config: ProviderConfig) {
  const secrets = await loadOidcSecrets(db, config.MFA_ENCRYPTION_KEY);
  const audience = config.OIDC_AUDIENCE;
  const DatabaseAdapter = createOidcAdapterClass(db);
  const gateway = config.GATEWAY_PUBLIC_URL;
  const configuration: Configuration = {
    // Clients beyond the two below are service accounts, read from the database on use.
    adapter: (name: string) => (name === "Client" ? serviceAccountClients(db) : new DatabaseAdapter(name)),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_secret: config.OIDC_CLIENT_SECRET,
        client_name: "ALM Analysis",
        redirect_uris: [`${gateway}/auth/callback`],
        post_logout_redirect_uris: [`${gateway}/analysis/`, `${gateway}/auth/signed-out`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
      {
        // The gateway's hub bridge: a service, never a user; its tokens name only the hub.
        client_id: config.HUB_CLIENT_ID,
        client_secret: config.HUB_CLIENT_SECRET,
        client_name: "ALM Analysis hub bridge",
        redirect_uris: [],
        grant_types: ["client_credentials"],
        response_types: [],
        token_endpoint_auth_method: "client_secret_basic",
      },
      {
        // People's scripts: a public client (it keeps no secret); the user allows each sign-in.
        client_id: config.OIDC_CLI_CLIENT_ID,
        client_name: "ALM command-line tools",
        [TOOL_DESCRIPTION]:
          "scripts and command-line tools that call the ALM Analysis API for the person who runs them.",
        redirect_uris: [],
        grant_types: [DEVICE_CODE_GRANT, "refresh_token"],
        response_types: [],
        token_endpoint_auth_method: "none",
      },
    ],
    extraClientMetadata: { properties: [TOOL_DESCRIPTION] },
    jwks: { keys: secrets.signingKeys },
    cookies: { keys: secrets.cookieKeys, long: { sameSite: "lax" }, short: { sameSite: "lax" } },
    pkce: { required: () => true },
    scopes: ["openid", "profile", "email", "offline_access"],
    responseTypes: ["code"],
    claims: {
      // amr: how the user signed in (RFC 8176); the gateway refuses "pwd" alone when MFA is required.
      openid: ["sub", "amr"],
      profile: ["name", "given_name", "username", "tenant", "jobTitle", MFA_REQUIRED_CLAIM],
      email: ["emails"],
    },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub, token) => {
      const user = await findUserBySub(db, sub);
      if (!user) return undefined;
      // A refresh token of a sign-in without a second factor ends once its user needs one
      // (invalid_grant, saying why): MFA turned on reaches the sign-ins made before it.
      if (token?.kind === "RefreshToken" && !usedSecondFactor(token.amr) && (await mfaRequiredFor(db, user)))
        throw Object.assign(new errors.InvalidGrant("second factor required"), {
          error_description: SECOND_FACTOR_REQUIRED,
        });
      return {
        accountId: sub,
        claims: async () => ({ ...claimsOf(user), ...(await mfaAccountClaims(db, user)) }),
      };
    },
    extraTokenClaims: async (ctx, token) => {
      // The gateway's own token, for its one connection to the notification hub.
      if (token.kind === "ClientCredentials") {
        const serviceAccount = await serviceAccountClaims(db, ctx);
        if (serviceAccount) return serviceAccount;
        return {
          tenant: STAFF_TENANT,
          username: config.HUB_CLIENT_ID,
          name: "ALM gateway hub bridge",
          service: true,
        };
      }
      if (!("accountId" in token) || typeof token.accountId !== "string") return undefined;
      const user = await findUserBySub(db, token.accountId);
      if (!user) return undefined;
      const { sub: _sub, ...claims } = claimsOf(user);
      // The grant the token was issued under: the api refuses the token once the grant is gone
      // (sign-out, revocation, a reused refresh token), not only when it expires (grant-liveness.ts).
      const grant = "grantId" in token && typeof token.grantId === "string" ? { gid: token.grantId } : {};
      return { ...claims, ...grant, ...(await mfaTokenClaims(ctx, db, user)) };
    },
    // A tool's sign-in always ends with the person allowing it (device-approval.ts): the grant an
    // earlier tool got in this browser is not reused, or a second tool would be let in unasked.
    loadExistingGrant: async (ctx) => {
      const device = ctx.oidc.route === "code_verification" || ctx.oidc.route === "device_resume";
      const clientId = ctx.oidc.client?.clientId;
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        (device || !clientId ? undefined : ctx.oidc.session?.grantIdFor(clientId));
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    // Every refresh hands out a new refresh token; presenting a used one again revokes the whole
    // grant (oidc-provider's reuse detection), so a stolen copy dies as soon as either side uses it.
    rotateRefreshToken: true,
    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      deviceFlow: {
        enabled: true,
        userCodeInputSource: renderUserCodeInput,
        userCodeConfirmSource: renderUserCodeConfirm,
        successSource: renderDeviceSuccess,
      },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The hub bridge's tokens are for the hub alone, users' tokens for the REST APIs.
        defaultResource: (_ctx, client) =>
          client.clientId === config.HUB_CLIENT_ID ? config.HUB_AUDIENCE : audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource, client) => {
          const hub = client.clientId === config.HUB_CLIENT_ID;
          if (resource !== (hub ? config.HUB_AUDIENCE : audience)) throw new errors.InvalidTarget();
          return {
            scope: hub ? HUB_SCOPE : API_SCOPE,
            audience: resource,
            accessTokenFormat: "jwt",
            accessTokenTTL: config.ACCESS_TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: renderSigningOut,
        postLogoutSuccessSource: renderSignedOut,
      },
    },
    renderError: renderProviderError,
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      ClientCredentials: config.ACCESS_TOKEN_TTL_SECONDS,
      IdToken: config.ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      RefreshToken: GRANT_TTL_SECONDS,
      Session: GRANT_TTL_SECONDS,
      Grant: GRANT_TTL_SECONDS,
    },
  };
  const provider = new Provider(config.OIDC_ISSUER, configuration);
  // Behind the proxy TRUST_PROXY names, the request's scheme and host are the proxy's
  // X-Forwarded-Proto and -Host: without this, behind a TLS proxy the discovery document named
  // http:// endpoints and the sign-in cookies went without Secure (an operator's review).
  // TRUST_PROXY=0 trusts no proxy, as Express reads it. Koa believes the first X-Forwarded-Proto
  // and -Host of anyone who reaches the api: one who bypasses the proxy changes only the answers
  // they get themselves (the issuer is configured, never read from the request).
  provider.proxy = Boolean(config.TRUST_PROXY);
  compareHashedSecrets(provider);
  provider.use(async (ctx, next) => {
    await next();
    // RFC 8628 3.2: how long a tool waits between polls. oidc-provider answers polls faster than
    // 5 s with slow_down but leaves `interval` out of the answer, where tools look for it.
    if (ctx.oidc?.route === "device_authorization" && ctx.status === 200 && ctx.body)
      (ctx.body as Record<string, unknown>).interval = DEVICE_POLL_INTERVAL_SECONDS;
    // Its addresses follow the request's forwarded scheme and host (provider.proxy): no cache may
    // keep one caller's copy for another (an attacker's review: a CDN could be poisoned).
    if (ctx.oidc?.route === "discovery") ctx.set("cache-control", "no-store");
  });
  return provider;
}

import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { unauthorized } from "../http/http-error.ts";
import { isServiceAccountId } from "../access/service-account-secrets.ts";
import { STAFF_TENANT, type Caller } from "./caller.ts";
import { SECOND_FACTOR_REQUIRED, lacksRequiredSecondFactor, usedSecondFactor } from "./mfa-requirement.ts";

export type TokenVerifier = (token: string) => Promise<Caller>;

interface Discovery {
  jwks_uri: string;
}

/** Whether the grant (`gid` claim) a token was issued under still stands; see oidc/grant-liveness.ts. */
export type GrantCheck = (grantId: string) => Promise<boolean>;

/** Whether a user (by subject) needs a second factor at the moment of the call. */
export type SecondFactorCheck = (sub: string) => Promise<boolean>;

/**
 * Verifies access tokens (for the REST APIs' audience, or the hub's) against the issuer's
 * published keys, found through discovery so that any OpenID provider works, not only ours. A
 * token that names its grant (`gid`, ours do) is refused once that grant is revoked; one of a
 * sign-in without a second factor once its user needs one (mfa-requirement.ts).
 */
export function createTokenVerifier(
  issuer: string,
  audience: string,
  hubAudience: string,
  grantStands: GrantCheck = async () => true,
  secondFactorRequired: SecondFactorCheck = async () => false,
): TokenVerifier {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  const keySet = async () => {
    if (!keys) {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`Identity provider discovery failed: HTTP ${res.status}`);
      const discovery = (await res.json()) as Discovery;
      keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    }
    return keys;
  };
  return async (token) => {
    const { payload } = await jwtVerify(token, await keySet(), { issuer, audience: [audience, hubAudience] });
    if (await lacksRequiredSecondFactor(payload, secondFactorRequired))
      throw unauthorized(SECOND_FACTOR_REQUIRED);
    if (typeof payload.gid === "string" && !(await grantStands(payload.gid))) throw unauthorized(SIGNED_OUT);
    // A token for the hub's audience is the hub bridge's, whatever else it claims: it may use the
    // hub's calls only (route-access.ts), however its holder came by it.
    const audiences = typeof payload.aud === "string" ? [payload.aud] : (payload.aud ?? []);
    return callerFromClaims(payload, audiences.includes(hubAudience));
  };
}

const SIGNED_OUT = "This sign-in has ended (signed out or revoked). Sign in again for a new token.";

function callerFromClaims(claims: JWTPayload, isService: boolean): Caller {
  const text = (key: string) => {
    const value = claims[key];
    return typeof value === "string" ? value : "";
  };
  const tenant = text("tenant");
  if (!claims.sub || !tenant) throw unauthorized("The access token names no user or client. Sign in again.");
  return {
    sub: claims.sub,
    username: text("username"),
    name: text("name"),
    tenant,
    isStaff: tenant === STAFF_TENANT,
    isService,
    serviceAccount: isServiceAccountId(claims.sub),
    secondFactor: usedSecondFactor(claims.amr),
  };
}

import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { unauthorized } from "../http/http-error.ts";
import { STAFF_TENANT, type Caller } from "./caller.ts";
import { SECOND_FACTOR_REQUIRED, lacksRequiredSecondFactor } from "./mfa-requirement.ts";

export type TokenVerifier = (token: string) => Promise<Caller>;

interface Discovery {
  jwks_uri: string;
}

/**
 * Verifies access tokens against the issuer's published keys, found through
 * discovery so that any OpenID provider works, not only the embedded one.
 */
export function createTokenVerifier(issuer: string, audience: string): TokenVerifier {
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
    const { payload } = await jwtVerify(token, await keySet(), { issuer, audience });
    if (lacksRequiredSecondFactor(payload)) throw unauthorized(SECOND_FACTOR_REQUIRED);
    return callerFromClaims(payload);
  };
}

function callerFromClaims(claims: JWTPayload): Caller {
  const text = (key: string) => {
    const value = claims[key];
    return typeof value === "string" ? value : "";
  };
  const tenant = text("tenant");
  if (!claims.sub || !tenant) throw new Error("The token has no subject or tenant.");
  return {
    sub: claims.sub,
    username: text("username"),
    name: text("name"),
    tenant,
    isStaff: tenant === STAFF_TENANT,
    isService: claims.service === true,
  };
}

import { randomBytes } from "node:crypto";

/**
 * What each service needs set when several instances serve behind a proxy (README, "Running
 * several instances"): unset, it would fall back to a default of one machine (an embedded
 * database, a key made and kept by one instance, localhost addresses).
 */
export const REQUIRED_WITH_SEVERAL_INSTANCES = {
  api: [
    "DATABASE_URL",
    "API_PUBLIC_URL",
    "GATEWAY_PUBLIC_URL",
    "OIDC_CLIENT_SECRET",
    "HUB_CLIENT_SECRET",
    "MFA_ENCRYPTION_KEY",
    "TRUST_PROXY",
  ],
  gateway: [
    "GATEWAY_PUBLIC_URL",
    "OIDC_ISSUER",
    "CORE_API_URL",
    "BASE_API_URL",
    "GATEWAY_DATABASE_URL",
    "OIDC_CLIENT_SECRET",
    "HUB_CLIENT_SECRET",
    "SESSION_SECRET",
    "SESSION_ENCRYPTION_KEY",
    "TRUST_PROXY",
  ],
} as const;

/** Variables whose values are secrets: they come from a Secret or the operator's environment. */
export const isSecretVariable = (name: string) => /SECRET|_KEY$|_TOKEN$|DATABASE_URL/.test(name);

/** A value of the kind an operator would put in a secret, strong enough for the services' checks. */
export function secretValueFor(name: string): string {
  if (name.endsWith("DATABASE_URL")) return "postgres://alm:secret@postgres:5432/alm";
  return randomBytes(32).toString("base64");
}

import proxyAddress from "proxy-addr";
import { z } from "zod";

/*
 * Settings both services' config.ts read alike: one rule each, so that the api and the gateway
 * never accept different values for the same variable.
 */

/** Whether TRUST_PROXY names only proxies Express can trust (known names, IP addresses, subnets). */
export function isTrustProxySetting(text: string): boolean {
  if (/^\d+$/.test(text)) return true;
  try {
    // Express compiles its "trust proxy" setting with proxy-addr: what it refuses would fail
    // the first request instead of the start.
    proxyAddress.compile(text.split(",").map((part) => part.trim()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Express "trust proxy": unset, the client address is the connection's, so X-Forwarded-For cannot
 * be forged to dodge a per-address limit. Behind a load balancer: its hop count (e.g. 1) or its
 * addresses/subnets (or loopback, linklocal, uniquelocal), comma-separated. Never "true": that
 * would believe any client's X-Forwarded-For.
 */
export function trustProxySetting() {
  return (
    z
      .string()
      // One message for one fault: zod goes on to the next check after a failed one unless told not to
      // (TRUST_PROXY=true read both "not true" and proxy-addr's "addresses/subnets").
      .regex(/^\d+$|^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, {
        error: "must be a hop count or proxy addresses/subnets",
        abort: true,
      })
      .refine((v) => v !== "true", {
        error: "must name the proxies (a hop count or their addresses), not true",
        abort: true,
      })
      .refine(isTrustProxySetting, "must be a hop count or addresses/subnets (loopback, 10.0.0.0/8, ...)")
      .transform((v) => (/^\d+$/.test(v) ? Number(v) : v))
      .optional()
  );
}

/** The Bearer token a Prometheus scraper reads /metrics with; unset, /metrics does not exist. */
export function metricsToken() {
  return z.string().min(16, "must be at least 16 characters (openssl rand -hex 32)").optional();
}

/** An AES-256 key given in base64, read as its 32 bytes; unset, the service keeps one of its own. */
export function base64Key32() {
  return z
    .string()
    .transform((v) => Buffer.from(v, "base64"))
    .refine((key) => key.length === 32, "must be 32 bytes in base64 (openssl rand -base64 32)")
    .optional();
}

/**
 * The address of a service that paths are appended to (`${url}/oidc`, `${url}/auth/callback`):
 * written with a trailing slash (https://alm.example.com/), it made `//oidc`, an issuer no token
 * matched, and a sign-in redirect to a page that does not exist (an operator's review). The slash
 * is dropped. Not for an issuer: a provider's may end with one, and tokens carry it as it is.
 */
export function baseUrlSetting() {
  return z.url().transform((url) => url.replace(/\/+$/, ""));
}

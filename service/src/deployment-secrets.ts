/**
 * Secrets that are public knowledge (built into the code, shown in docker-compose.yml and the README)
 * are fine for a trial on one's own machine and nowhere else: anyone who reads the repository could
 * forge the gateway's client credentials or its session cookies. The api and the gateway both
 * check their secrets with this rule.
 */
export const LOCAL_OIDC_CLIENT_SECRET = "alm-gateway-local-secret";
export const LOCAL_HUB_CLIENT_SECRET = "alm-gateway-hub-local-secret";

const KNOWN_SECRETS = new Set([
  LOCAL_OIDC_CLIENT_SECRET,
  LOCAL_HUB_CLIENT_SECRET,
  // docker-compose.yml's fallbacks
  "change-me-in-production-please",
  "change-me-in-production-hub-bridge",
  "change-me-in-production-to-32-or-more-chars",
]);

const PLACEHOLDER_WORDS = /change-?me|example|placeholder|secret|password/i;
const MIN_DISTINCT_CHARACTERS = 10;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A URL only this machine can reach: the embedded defaults of `npm start`. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
}

/** The loopback interface: a service listening there is reached from this machine alone. */
export const LOOPBACK = "127.0.0.1";

/**
 * Where a service listens: on every interface, unless a secret it trusts is weak (a published
 * default), which deploymentSecretProblem lets by only for a public URL of this machine: then on
 * the loopback alone, so that the URL's promise holds. Listening everywhere on the defaults, the
 * api gave a hub token, and every institution's status events, to anyone on the network who had
 * read the default in the repository (a reviewer's attack).
 */
export function listenAddress(secrets: readonly (string | undefined)[]): string | undefined {
  return secrets.some((secret) => secret !== undefined && weakSecretReason(secret)) ? LOOPBACK : undefined;
}

/**
 * Said at start (a warning) when listenAddress chose the loopback: which secret and why, and what
 * to set to be reached from elsewhere. It used to call every such secret a published default, at
 * info, while a proxy on another machine could not reach a service whose health checks passed.
 */
export function loopbackOnlyText(secrets: Readonly<Record<string, string | undefined>>): string {
  const weak = Object.entries(secrets).flatMap(([name, secret]) => {
    const reason = secret === undefined ? undefined : weakSecretReason(secret);
    return reason ? [`${name} ${reason}`] : [];
  });
  return (
    `Listening on ${LOOPBACK} only, out of reach of other machines (a proxy on another host included): ${weak.join("; ")}. ` +
    `Set ${weak.length === 1 ? "it to a long random value" : "them to long random values"} (openssl rand -base64 32) to reach this service from other machines.`
  );
}

/** Why a secret is unfit for a reachable deployment, or undefined when it is fine. */
export function weakSecretReason(secret: string): string | undefined {
  if (KNOWN_SECRETS.has(secret)) return "is a published default";
  if (PLACEHOLDER_WORDS.test(secret)) return "looks like a placeholder";
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return "is too easy to guess";
  return undefined;
}

/**
 * The configuration error for a weak secret behind a public URL that is not local, or undefined.
 * `variable` and `urlVariable` name the environment variables the operator has to change.
 */
export function deploymentSecretProblem(
  variable: string,
  secret: string,
  urlVariable: string,
  publicUrl: string,
): string | undefined {
  if (isLocalUrl(publicUrl)) return undefined;
  const reason = weakSecretReason(secret);
  if (!reason) return undefined;
  return (
    `${variable}: ${reason}; ${urlVariable} (${publicUrl}) is not localhost, so set ${variable} ` +
    `to a long random value (e.g. openssl rand -base64 32)`
  );
}

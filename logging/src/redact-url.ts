/**
 * Query parameters whose values are credentials or a person's details (SignalR and OAuth send
 * tokens this way; OpenID's sign-out sends the whole ID token as `id_token_hint`, a sign-in may
 * name the person in `login_hint`): by how their names end, so that `device_code`, `user_code`,
 * `code_verifier` and `client_assertion` are covered as well as `code` and `access_token`.
 */
const SECRET_NAME = /(token|secret|password|code|hint|ticket|assertion|verifier|otp|key)$/;

export const REDACTED = "[Redacted]";

/** The URL as logs may show it: the values of credential parameters replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const params = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as it is; only its value could be secret.
      }
      return eq >= 0 && SECRET_NAME.test(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryAt)}?${params.join("&")}`;
}

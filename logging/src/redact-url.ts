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

/** A query parameter anywhere in a text: its separator, name and value (up to a delimiter). */
const QUERY_PARAMETER = /([?&])([^=&\s"'<>#?]+)=([^&\s"'<>#]*)/g;

/**
 * A text as logs may show it, every URL in it redacted as redactUrl does: an error's message or
 * stack that quotes a URL (Playwright's name the print page it went to, print ticket and all).
 */
export function redactUrlsIn(text: string): string {
  return text.replace(QUERY_PARAMETER, (parameter: string, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // As redactUrl: only the value could be secret.
    }
    return SECRET_NAME.test(decoded.toLowerCase()) ? `${separator}${name}=${REDACTED}` : parameter;
  });
}

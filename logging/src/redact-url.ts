/** Query parameters whose values are credentials (SignalR and OAuth send tokens this way). */
const SECRET_PARAMS = new Set([
  "access_token",
  "id_token",
  "refresh_token",
  "token",
  "code",
  "client_secret",
  "password",
  "ticket",
]);

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
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryAt)}?${params.join("&")}`;
}

/**
 * The addresses the stack's services name each other by, derived from the two ports `npm start` is
 * given. The services' own defaults all say 4100 and 4000, so a stack started on other ports with
 * nothing else set would send sign-in, the REST calls and the hub to a port no one listens on.
 * A variable that is set (non-empty) wins: behind a proxy the public URLs are not localhost.
 */
export type Environment = Record<string, string | undefined>;

const given = (env: Environment, name: string): string | undefined => env[name] || undefined;

export function withStackUrls(env: Environment): Environment {
  const apiUrl = given(env, "API_PUBLIC_URL") ?? `http://localhost:${given(env, "API_PORT") ?? 4100}`;
  const gatewayUrl =
    given(env, "GATEWAY_PUBLIC_URL") ?? `http://localhost:${given(env, "GATEWAY_PORT") ?? 4000}`;
  return {
    ...env,
    API_PUBLIC_URL: apiUrl,
    GATEWAY_PUBLIC_URL: gatewayUrl,
    CORE_API_URL: given(env, "CORE_API_URL") ?? `${apiUrl}/core`,
    BASE_API_URL: given(env, "BASE_API_URL") ?? `${apiUrl}/base`,
    OIDC_ISSUER: given(env, "OIDC_ISSUER") ?? `${apiUrl}/oidc`,
  };
}

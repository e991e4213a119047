import { createHash, randomBytes } from "node:crypto";
import { CookieJar } from "./cookie-jar.ts";
import { submitSignInForm, type SecondFactor } from "./sign-in-form.ts";

export interface TokenFlowOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  username: string;
  password: string;
  /** Answers the second step for users who need MFA. */
  secondFactor?: SecondFactor;
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

/**
 * The authorization-code flow with PKCE without a browser: what a script or another
 * service does to get a Bearer token from the identity provider.
 */
export async function fetchTokens(o: TokenFlowOptions): Promise<Tokens> {
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${o.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: o.clientId,
    response_type: "code",
    redirect_uri: o.redirectUri,
    scope: "openid profile email offline_access api",
    prompt: "consent",
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const done = await submitSignInForm(
    new CookieJar(),
    authorize.toString(),
    o.username,
    o.password,
    (u) => u.startsWith(o.redirectUri),
    o.secondFactor,
  );
  const code = new URL(done.url).searchParams.get("code");
  if (!code) throw new Error(`Sign-in as ${o.username} did not return a code (ended at ${done.url}).`);
  const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString("base64");
  const res = await fetch(`${o.issuer}/token`, {
    method: "POST",
    headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: o.redirectUri,
      code_verifier: verifier,
    }),
  });
  if (!res.ok) throw new Error(`Token exchange failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

/** A refresh-token grant, as the gateway makes one shortly before an access token expires. */
export async function refreshTokens(
  o: Pick<TokenFlowOptions, "issuer" | "clientId" | "clientSecret">,
  refreshToken: string,
): Promise<Tokens> {
  const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString("base64");
  const res = await fetch(`${o.issuer}/token`, {
    method: "POST",
    headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
  });
  if (!res.ok) throw new Error(`Refresh failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

import type { Request, Response } from "express";
import { failedWith } from "@alm/logging";
import { WWW_AUTHENTICATE, bearerChallenge } from "@alm/service";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { invalidCredentialText } from "./invalid-credential.ts";
import type { RequestAuth, RequestAuthenticator } from "./request-auth.ts";
import { fromBrowser } from "./same-origin.ts";

/** A refusal of the gateway's REST routes (downloads, uploads, documents): JSON, never cached. */
export function refuse(res: Response, status: number, message: string) {
  res.status(status).set("cache-control", "no-store").json({ error: message });
}

/** A 401 with its challenge (RFC 6750): `invalid_token` when the Bearer token sent was refused. */
export function refuseUnauthenticated(res: Response, message: string, invalidToken = false) {
  res.set(WWW_AUTHENTICATE, bearerChallenge(invalidToken));
  refuse(res, 401, message);
}

export type SignedInAuth = Extract<RequestAuth, { kind: "session" | "bearer" }>;

/**
 * The signed-in caller (session cookie or Bearer token) of a REST route, or undefined with the
 * refusal sent: 503 when sign-in cannot be checked, 401 otherwise (a print ticket is for its print
 * page's reads only).
 */
export async function signedInOrRefused(
  authenticator: RequestAuthenticator,
  req: Request,
  res: Response,
): Promise<SignedInAuth | undefined> {
  const auth = await authenticator.authenticate(req).catch((error: unknown) => {
    failedWith(res, error);
    return null;
  });
  if (!auth) refuse(res, 503, ERROR_TEXTS.upstreamUnavailable("sign-in"));
  // A person in a browser signs in; a script is told what to send.
  else if (auth.kind === "anonymous" || auth.kind === "print")
    refuseUnauthenticated(
      res,
      fromBrowser(req) ? ERROR_TEXTS.signInRequired : ERROR_TEXTS.credentialRequired,
    );
  else if (auth.kind === "invalid") refuseUnauthenticated(res, invalidCredentialText(auth), auth.bearer);
  else return auth;
  return undefined;
}

import type { Request, Response } from "express";
import type Provider from "oidc-provider";
import { API_SCOPE } from "./provider.ts";

const OIDC_SCOPES = ["openid", "profile", "email", "offline_access"];

export type Interaction = Awaited<ReturnType<Provider["interactionDetails"]>>;

/** How the user proved who they are (RFC 8176): the password, and a one-time code when asked. */
export type AuthenticationMethods = ["pwd"] | ["pwd", "otp"];

/**
 * The product is the provider's only client: consent is implied, never asked. `amr` goes into
 * the provider's session and from there into the tokens.
 */
export async function finishWithGrant(
  provider: Provider,
  req: Request,
  res: Response,
  details: Interaction,
  accountId: string,
  audience: string,
  amr: AuthenticationMethods,
) {
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const asked = String(details.params.scope ?? "").split(" ");
  grant.addOIDCScope(OIDC_SCOPES.filter((s) => asked.includes(s)).join(" "));
  grant.addResourceScope(audience, API_SCOPE);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId, amr }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

import type { KoaContextWithOIDC } from "oidc-provider";
import { mfaRequiredFor } from "../auth/mfa-requirement.ts";
import type { Database } from "@alm/database";
import type { UserRecord } from "./accounts.ts";

/** The claim that tells a relying party this user must have signed in with a second factor. */
export const MFA_REQUIRED_CLAIM = "mfaRequired";

/**
 * What the gateway needs to refuse a token without a second factor: how the user signed in
 * (`amr`, carried from the sign-in to every token of the grant, refreshes included) and
 * whether they need MFA now (read at every token issue, so a refresh learns a new requirement).
 */
export async function mfaTokenClaims(ctx: KoaContextWithOIDC, db: Database, user: UserRecord) {
  const { AuthorizationCode, RefreshToken } = ctx.oidc.entities;
  const amr = AuthorizationCode?.amr ?? RefreshToken?.amr;
  return { [MFA_REQUIRED_CLAIM]: await mfaRequiredFor(db, user), ...(amr ? { amr } : {}) };
}

export async function mfaAccountClaims(db: Database, user: UserRecord) {
  return { [MFA_REQUIRED_CLAIM]: await mfaRequiredFor(db, user) };
}

import { decodeJwt } from "jose";
import type { SessionTokens } from "./session-store.ts";

/** The reason a credential is refused when it lacks the second factor its user needs. */
export const MISSING_SECOND_FACTOR = "mfa";

/**
 * A token of a user who must use MFA (the provider's `mfaRequired` claim, read at every token
 * issue, refreshes included) whose sign-in had no one-time code (`amr` without "otp", RFC 8176).
 * A provider that says nothing about MFA is trusted with its own policy.
 */
export function lacksRequiredSecondFactor(claims: Record<string, unknown>): boolean {
  if (claims.mfaRequired !== true) return false;
  return !(Array.isArray(claims.amr) && claims.amr.includes("otp"));
}

/** Claims of a token the gateway got from the token endpoint itself (no signature check needed). */
function claimsOf(token: string | undefined): Record<string, unknown> | undefined {
  if (!token) return undefined;
  try {
    return decodeJwt(token);
  } catch {
    return undefined; // an opaque access token: the ID token speaks for the sign-in
  }
}

/** A browser session's tokens, after each refresh: one of them lacking the factor ends it. */
export function sessionLacksSecondFactor(tokens: SessionTokens): boolean {
  return [tokens.accessToken, tokens.idToken].some((token) => {
    const claims = claimsOf(token);
    return claims !== undefined && lacksRequiredSecondFactor(claims);
  });
}

/**
 * Whether the provider refused a refresh because the sign-in had no second factor and its user
 * now needs one: ours answers invalid_grant and says so in the description (another provider's
 * refusal is just a refusal).
 */
export const refreshRefusedForSecondFactor = (refusal: { error: string; error_description?: string }) =>
  refusal.error === "invalid_grant" && /multi-factor/i.test(refusal.error_description ?? "");

/** Whether a token's sign-in had a one-time code (`amr` with "otp"); false for an opaque token. */
export function signedInWithSecondFactor(accessToken: string): boolean {
  const amr = claimsOf(accessToken)?.amr;
  return Array.isArray(amr) && amr.includes("otp");
}

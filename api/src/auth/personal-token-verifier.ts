import type { Queryable } from "@alm/database";
import { PERSONAL_ACCESS_TOKEN_TEXTS } from "../access/personal-access-token-texts.ts";
import { isPersonalAccessToken, personalAccessTokenHolder } from "../access/personal-access-tokens.ts";
import { unauthorized } from "../http/http-error.ts";
import { STAFF_TENANT } from "./caller.ts";
import { mfaRequiredNow } from "./mfa-requirement.ts";
import type { TokenVerifier } from "./token-verifier.ts";

/**
 * The REST calls' verifier: a personal access token (by its prefix) is looked up in the database
 * on every call, so a revoked or expired one is refused at once, and so is one made in a sign-in
 * without a second factor while its user needs one (MFA turned on after it was made); any other
 * token goes to `verify`.
 */
export function acceptingPersonalAccessTokens(db: Queryable, verify: TokenVerifier): TokenVerifier {
  return async (token) => {
    if (!isPersonalAccessToken(token)) return verify(token);
    const holder = await personalAccessTokenHolder(db, token);
    if (!holder) throw unauthorized(PERSONAL_ACCESS_TOKEN_TEXTS.invalid);
    const { token: personalToken, ...user } = holder;
    if (!user.secondFactor && (await mfaRequiredNow(db, user.sub)))
      throw unauthorized(PERSONAL_ACCESS_TOKEN_TEXTS.withoutSecondFactor);
    return { ...user, isStaff: user.tenant === STAFF_TENANT, personalToken };
  };
}

import type { Queryable } from "@alm/database";
import { isServiceAccountId } from "../access/service-account-secrets.ts";
import { activeServiceAccount } from "../access/service-account-store.ts";

/**
 * A service account as the core API's user lookup answers it, so that whoever reads "who is
 * calling" (the gateway's viewer) treats its tokens as a user's. Revoked: no such user.
 */
export async function serviceAccountAsUser(db: Queryable, sub: string) {
  if (!isServiceAccountId(sub)) return undefined;
  const account = await activeServiceAccount(db, sub);
  if (!account) return undefined;
  return {
    sub: account.clientId,
    username: account.clientId,
    name: account.name,
    given_name: account.name,
    emails: [],
    tenant: account.tenant,
    jobTitle: "Service account",
    isInMfaGroup: false,
  };
}

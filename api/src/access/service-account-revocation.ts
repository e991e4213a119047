import type { Queryable } from "@alm/database";
import { isServiceAccountId } from "./service-account-secrets.ts";
import { activeServiceAccount } from "./service-account-store.ts";

/** Whether a token's subject is a service account that was revoked since: its tokens outlive it. */
export async function isRevokedServiceAccount(db: Queryable, sub: string): Promise<boolean> {
  return isServiceAccountId(sub) && !(await activeServiceAccount(db, sub));
}

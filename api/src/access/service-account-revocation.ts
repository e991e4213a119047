import type { Queryable } from "@alm/database";
import type { Caller } from "../auth/caller.ts";
import { activeServiceAccount } from "./service-account-store.ts";

/** Whether the caller is a service account that was revoked since: its tokens outlive it. */
export async function isRevokedServiceAccount(db: Queryable, caller: Caller): Promise<boolean> {
  return !!caller.serviceAccount && !(await activeServiceAccount(db, caller.sub));
}

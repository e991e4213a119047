import type { Caller } from "../auth/caller.ts";
import type { Queryable } from "@alm/database";
import { notFoundById } from "../http/http-error.ts";
import { knownTo } from "../access/permissions.ts";

/** For handlers whose client id arrives in a query or body: the same rule as path scopes. */
export async function assertClientVisible(db: Queryable, caller: Caller, clientId: number): Promise<void> {
  const [row] = await db.query<{ acronym: string }>("select acronym from clients where id = $1", [clientId]);
  if (!knownTo(caller, row, (found) => found.acronym)) {
    throw notFoundById("client", clientId);
  }
}

import type { Caller } from "../auth/caller.ts";
import type { Queryable } from "@alm/database";
import { notFoundById } from "../http/http-error.ts";
import { seesClient } from "../access/permissions.ts";

/** The acronym (the tenant its users belong to) of client `clientId`; undefined when there is none. */
export async function clientAcronym(db: Queryable, clientId: number): Promise<string | undefined> {
  const [row] = await db.query<{ acronym: string }>("select acronym from clients where id = $1", [clientId]);
  return row?.acronym;
}

/**
 * For handlers whose client id arrives in a query or body: the same rule as path scopes. Answers
 * the client's acronym, which the caller may then see; a client it may not see is none at all.
 */
export async function visibleClientAcronym(db: Queryable, caller: Caller, clientId: number): Promise<string> {
  const acronym = await clientAcronym(db, clientId);
  if (acronym === undefined || !seesClient(caller, acronym)) {
    throw notFoundById("client", clientId);
  }
  return acronym;
}

import type { Database, Queryable } from "@alm/database";
import { conflict } from "../../http/http-error.ts";
import { chartUsers, deleteChartRow, getChart } from "../coa-store.ts";

/** Report definitions are drawn with their chart, so a chart in use stays. */
async function assertUnused(db: Queryable, id: number): Promise<void> {
  const users = await chartUsers(db, id);
  if (!users.length) return;
  const list = users.map((n) => `'${n}'`).join(", ");
  throw conflict(
    "CHART_OF_ACCOUNTS_IN_USE",
    `The chart of accounts is used by ${users.length} report definition(s) and cannot be deleted.`,
    [
      {
        error: `Report definitions using this chart of accounts: ${list}.`,
        resolution: "Delete those report definitions or choose another chart of accounts in them first.",
      },
    ],
  );
}

/** Deletes a chart of accounts that no report definition uses. */
export async function deleteChart(db: Database, id: number): Promise<{ chartOfAccountsId: number }> {
  await db.transaction(async (tx) => {
    await getChart(tx, id, true);
    await assertUnused(tx, id);
    await deleteChartRow(tx, id);
  });
  return { chartOfAccountsId: id };
}

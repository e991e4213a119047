import { insertChart } from "../charts-of-accounts/coa-store.ts";
import type { Queryable } from "@alm/database";
import { syncDictionaries } from "../dictionaries/dictionary-store.ts";
import { buildDemoChartOfAccounts } from "./demo-chart-of-accounts.ts";

/** The firm's standard chart, and for the first clients a variant that shows every folder. */
const CHARTS = [
  { name: "Standard COA", allVisible: false, clients: 3 },
  { name: "Standard COA - All Folders Visible", allVisible: true, clients: 2 },
];

/** Dictionaries, then charts of accounts for every demo client (report definitions need one). */
export async function seedChartsAndDictionaries(tx: Queryable): Promise<void> {
  await syncDictionaries(tx);
  const clients = await tx.query<{ id: number }>("select id from clients order by id");
  for (const chart of CHARTS) {
    for (const client of clients.slice(0, chart.clients)) {
      await insertChart(tx, {
        clientId: client.id,
        name: chart.name,
        tree: buildDemoChartOfAccounts({ name: chart.name, allVisible: chart.allVisible }),
        sourceRunResultId: null,
        by: "staff",
      });
    }
  }
}

import type { Database } from "@alm/database";
import { unprocessable } from "../../../http/http-error.ts";
import { NO_CHART_OF_ACCOUNTS, type ReportDefinitionRequest } from "../report-definition-rules.ts";
import { clientDataSetIds, clientHasChart } from "../report-definition-writes.ts";

/** A report definition may only name a chart of accounts and data sets of its own client. */
export async function assertReferences(
  db: Database,
  clientId: number,
  body: ReportDefinitionRequest,
  chartId: number | undefined,
): Promise<number> {
  if (!chartId) {
    throw unprocessable("NO_CHART_OF_ACCOUNTS", NO_CHART_OF_ACCOUNTS, [
      {
        field: "chartOfAccountsId",
        error: NO_CHART_OF_ACCOUNTS,
        resolution: "Create or import a chart of accounts on the Charts of Accounts page first.",
      },
    ]);
  }
  const ids = [body.baseDataSetId, body.compareDataSetId].filter((v): v is number => !!v);
  const found = await clientDataSetIds(db, clientId, ids);
  const missing = ids.filter((id) => !found.includes(id));
  if (missing.length) {
    const message = `No data set ${missing.join(", ")} for this client.`;
    throw unprocessable("UNKNOWN_REFERENCE", message, [
      {
        error: message,
        resolution: "Choose data sets of this client.",
        field: missing.includes(body.baseDataSetId) ? "baseDataSetId" : "compareDataSetId",
      },
    ]);
  }
  if (!(await clientHasChart(db, clientId, chartId))) {
    const message = `No chart of accounts ${chartId} for this client.`;
    throw unprocessable("UNKNOWN_REFERENCE", message, [
      {
        error: message,
        resolution: "Choose a chart of accounts of this client.",
        field: "chartOfAccountsId",
      },
    ]);
  }
  return chartId;
}

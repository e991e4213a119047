import type { Queryable } from "@alm/database";
import type { Caller } from "../auth/caller.ts";
import { DATA_SET_TYPES } from "../analysis/data-sets/data-set-rules.ts";
import {
  REPORT_DEFINITION_SELECT,
  type ReportDefinitionRow,
} from "../analysis/report-definitions/report-definition-repository.ts";
import { conflict, notFound, notFoundById, unprocessable } from "../http/http-error.ts";
import { visibleOwner } from "../http/route-access.ts";
import { loadRunChart, type RunChart } from "../runs/chart-structure.ts";
import { readOrComputeResults } from "../runs/results-store.ts";
import { RunFailure } from "../runs/run-failure.ts";
import { findReport } from "../reports/catalogue/report-catalogue.ts";
import { loadPolicyLimits } from "../reports/policy-limits.ts";
import type { DataSide, ReportContext } from "../reports/report-context.ts";
import { buildTree } from "../reports/report-tree.ts";
import type { StoredResults } from "../runs/compute-results.ts";
import type { WhatIfServices } from "./compute-what-if.ts";
import type { MeasureKey } from "./what-if-figures.ts";
import { shownMeasures } from "./what-if-visibility.ts";

/** Where a what-if stands: its data set, the report definition whose chart and limits apply, the results as it is. */
export interface WhatIfBase {
  dataSet: { id: number; name: string; clientId: number; asOfDate: string; typeLabel: string };
  definition: ReportDefinitionRow;
  chart: RunChart;
  niiYears: number;
  /** The measures the caller may see (what-if-visibility.ts). */
  shown: ReadonlySet<MeasureKey>;
  /** The report context of the data set as it is: what the report pages read. */
  asIs: ReportContext;
}

/** The page the what-if's figures are read as (Compliance with Policy Matrix: limits and rating). */
const POLICY_PAGE_ID = 27;

interface DataSetHead {
  id: number;
  name: string;
  client_id: number;
  status: string | null;
  as_of: string;
  data_set_type: number;
}

/**
 * The report definition whose chart, shock and limits apply: the one asked for, which must use
 * the data set, else the latest that uses it as base. Client users see published ones only: a
 * data set no published definition uses is not theirs to see (404, as for any other).
 */
async function chooseDefinition(db: Queryable, caller: Caller, dataSetId: number, asked?: number) {
  const published = caller.isStaff ? "" : "and r.published_by_date is not null";
  const [row] = await db.query<ReportDefinitionRow>(
    `${REPORT_DEFINITION_SELECT}
     where ${asked ? "r.id = $2 and (r.base_data_set_id = $1 or r.compare_data_set_id = $1)" : "r.base_data_set_id = $1"} ${published}
     order by r.published_by_date desc nulls last, r.updated_date desc limit 1`,
    asked ? [dataSetId, asked] : [dataSetId],
  );
  if (row) return row;
  if (!caller.isStaff && !asked) throw notFoundById("data set", dataSetId, "dataSetId");
  // Another institution's definition, or one not published to a client's user, is no definition
  // at all to the caller: the 404 every other read gives, not a hint that it exists.
  if (asked && !(await visibleOwner(db, caller, "reportDefinition", asked)))
    throw notFoundById("report definition", asked);
  // Nor does a client's user learn of a data set of their own no published definition uses.
  if (asked && !caller.isStaff && !(await usedByPublished(db, dataSetId)))
    throw notFoundById("data set", dataSetId, "dataSetId");
  const field = "reportDefinitionId";
  const error = asked
    ? `${field}: the report definition does not use the what-if's data set as its base or its comparison`
    : `${field}: no report definition uses the data set as its base, so no chart of accounts and limits apply`;
  throw unprocessable("UNKNOWN_REFERENCE", error, [
    { field, error, resolution: "Name a report definition that uses the data set, or create one." },
  ]);
}

/** Whether a published report definition uses the data set: what a client's user may see of it. */
async function usedByPublished(db: Queryable, dataSetId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from report_definitions where published_by_date is not null
     and (base_data_set_id = $1 or compare_data_set_id = $1) limit 1`,
    [dataSetId],
  );
  return rows.length > 0;
}

/** A report context over results of the data set (as it is, or changed): what headline() reads. */
export function contextOver(
  base: Omit<WhatIfBase, "asIs">,
  ctx: Pick<ReportContext, "limits" | "client" | "supervisoryTest">,
  results: StoredResults,
  revision: string,
): ReportContext {
  const side: DataSide = {
    dataSetId: base.dataSet.id,
    name: base.dataSet.name,
    asOfDate: base.dataSet.asOfDate,
    typeLabel: base.dataSet.typeLabel,
    results,
    revision,
  };
  const d = base.definition;
  return {
    page: findReport(POLICY_PAGE_ID) as ReportContext["page"],
    definition: d,
    client: ctx.client,
    chart: base.chart,
    base: side,
    compare: null,
    year: 1,
    scenarios: { declining: d.declining_scenario, rising: d.rising_scenario, shock: d.shock_scenario },
    limits: ctx.limits,
    roots: buildTree(base.chart, results, undefined),
    tables: {},
    trend: [],
    trendQuery: { additionalReportDefIds: [], nevScenarios: null, niiScenarios: null },
    fresh: false,
    supervisoryTest: ctx.supervisoryTest,
  };
}

/** Loads and checks what a what-if on a data set starts from (the route checked the caller may reach it). */
export async function loadWhatIfBase(
  services: WhatIfServices,
  db: Queryable,
  caller: Caller,
  dataSetId: number,
  asked?: number,
): Promise<WhatIfBase> {
  const [d] = await db.query<DataSetHead>(
    "select id, name, client_id, status, as_of_date::text as as_of, data_set_type from data_sets where id = $1",
    [dataSetId],
  );
  if (!d) throw notFoundById("data set", dataSetId, "dataSetId");
  const definition = await chooseDefinition(db, caller, dataSetId, asked);
  const shown = shownMeasures(caller, definition);
  if (d.status !== "Completed") {
    const error = `The data set '${d.name}' has not completed a run (status: ${d.status ?? "pending"}).`;
    throw conflict("REPORT_NOT_READY", error, [
      { error, resolution: "Run the data set, then try the what-if again." },
    ]);
  }
  const chart = await loadRunChart(db, services.charts, definition.chart_of_accounts_id);
  if (!chart) {
    // Said of the definition, whose chart it is: the data set named in the path exists.
    const error = "The report definition's chart of accounts no longer exists.";
    throw notFound(error, [
      {
        error,
        resolution:
          "Choose the definition's chart of accounts again, or run the what-if under another definition.",
        field: "reportDefinitionId",
      },
    ]);
  }
  const niiYears = Math.max(definition.nii_years, 2);
  let loaded;
  try {
    loaded = await readOrComputeResults(services, db, { dataSetId, asOfDate: d.as_of, chart, niiYears });
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    throw conflict("REPORT_NOT_READY", error.message, [
      { error: error.message, resolution: error.resolution },
    ]);
  }
  const [client] = await db.query<{ id: number; name: string; acronym: string }>(
    "select id, name, acronym from clients where id = $1",
    [d.client_id],
  );
  const base = {
    dataSet: {
      id: d.id,
      name: d.name,
      clientId: d.client_id,
      asOfDate: d.as_of,
      typeLabel: DATA_SET_TYPES[d.data_set_type] ?? "",
    },
    definition,
    chart,
    niiYears,
    shown,
  };
  const shared = {
    limits: await loadPolicyLimits(db, d.client_id),
    client: client ?? { id: d.client_id, name: "", acronym: "" },
    supervisoryTest: services.supervisoryTest,
  };
  return { ...base, asIs: contextOver(base, shared, loaded.results, loaded.revision) };
}

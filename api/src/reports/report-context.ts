import type { Caller } from "../auth/caller.ts";
import { DATA_SET_TYPES } from "../analysis/data-sets/data-set-rules.ts";
import {
  findReportDefinition,
  type ReportDefinitionRow,
} from "../analysis/report-definitions/report-definition-repository.ts";
import type { Queryable } from "@alm/database";
import { niiYearChoiceText, niiYearNotInPackageText } from "@alm/formats";
import type { ReportNode } from "./catalogue/report-types.ts";
import type { TableDictionary } from "./catalogue/column-types.ts";
import { badRequest, conflict, notFound, notFoundById } from "../http/http-error.ts";
import { loadRunChart, type RunChart } from "../runs/chart-structure.ts";
import type { StoredResults } from "../runs/compute-results.ts";
import type { ComputationServices } from "../runs/computation-services.ts";
import { readOrComputeResults } from "../runs/results-store.ts";
import { RunFailure } from "../runs/run-failure.ts";
import type { ScenarioChoice } from "./measures.ts";
import { loadPolicyLimits, type ClientPolicyLimits } from "./policy-limits.ts";
import type { SupervisoryTestParams } from "./supervisory-test.ts";
import { buildTree, type TreeNode } from "./report-tree.ts";
import { loadTrendPoints } from "./trend-points.ts";

/** One data set of a report with its results over the report's chart. */
export interface DataSide {
  dataSetId: number;
  name: string;
  asOfDate: string;
  typeLabel: string;
  results: StoredResults;
  revision: string;
}

/** A report definition of a trend page with its base data set's results. */
export interface TrendPoint {
  reportDefinitionId: number;
  name: string;
  side: DataSide;
}

export interface TrendQuery {
  additionalReportDefIds: number[];
  /** NEV shock ids for the trend charts (default Base and the shock). */
  nevScenarios: string[] | null;
  /** NII scenario ids or declining / rising / shock (default all three). */
  niiScenarios: string[] | null;
}

export interface ReportContext {
  page: ReportNode;
  definition: ReportDefinitionRow;
  client: { id: number; name: string; acronym: string };
  chart: RunChart;
  base: DataSide;
  compare: DataSide | null;
  year: number;
  scenarios: ScenarioChoice;
  limits: ClientPolicyLimits;
  /** The chart's folders with base and compare results. */
  roots: TreeNode[];
  /** The page's own table dictionaries (its blocks' dictionaryKeys), handed in by the page. */
  tables: Record<string, TableDictionary>;
  /**
   * Trend pages: this definition and the additional ones (none asked for: every earlier as-of
   * date with a published report), oldest first.
   */
  trend: TrendPoint[];
  trendQuery: TrendQuery;
  /** Read stored results again instead of parsed copies (qrf=true). */
  fresh: boolean;
  /** NCUA's test as this api is configured (its share prices). */
  supervisoryTest: SupervisoryTestParams;
}

/** What loading a report's data needs of its api (services.ts). */
export interface ReportServices extends ComputationServices {
  supervisoryTest: SupervisoryTestParams;
}

interface DataSetHead {
  id: number;
  name: string;
  status: string | null;
  status_reason: string | null;
  as_of: string;
  data_set_type: number;
}

const notReady = (page: ReportNode, d: DataSetHead) => {
  const status = d.status ?? "pending";
  const resolution =
    d.status === "Failed"
      ? `Correct what its run reported${d.status_reason ? ` (${d.status_reason})` : ""} and run it again.`
      : d.status === "Started"
        ? "Its run is in progress: open the report again when it has completed."
        : "Run the data set, then open the report again.";
  const error = `Error retrieving report data for ${page.description} (ID ${page.id}): the data set '${d.name}' has not completed (status: ${status}).`;
  return conflict("REPORT_NOT_READY", error, [{ error, resolution }]);
};

/** The data set's head, when it has completed: a report of one not ready computes nothing. */
async function readySide(db: Queryable, page: ReportNode, dataSetId: number): Promise<DataSetHead> {
  const [d] = await db.query<DataSetHead>(
    `select id, name, status, status_reason, as_of_date::text as as_of, data_set_type from data_sets where id = $1`,
    [dataSetId],
  );
  if (!d) throw notFoundById("data set", dataSetId);
  if (d.status !== "Completed") throw notReady(page, d);
  return d;
}

async function sideResults(
  services: ComputationServices,
  db: Queryable,
  page: ReportNode,
  d: DataSetHead,
  chart: RunChart,
  niiYears: number,
  fresh: boolean,
): Promise<DataSide> {
  let loaded;
  try {
    // A read that finds them missing or stale computes and stores them (the read's one write).
    loaded = await readOrComputeResults(services, db, {
      dataSetId: d.id,
      asOfDate: d.as_of,
      chart,
      niiYears,
      fresh,
    });
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    const message = `Error retrieving report data for ${page.description} (ID ${page.id}): ${error.message}`;
    throw conflict("REPORT_NOT_READY", message, [{ error: message, resolution: error.resolution }]);
  }
  return {
    dataSetId: d.id,
    name: d.name,
    asOfDate: d.as_of,
    typeLabel: DATA_SET_TYPES[d.data_set_type] ?? String(d.data_set_type),
    results: loaded.results,
    revision: loaded.revision,
  };
}

/**
 * The base and compare data sets' results, read or computed side by side once both are known to
 * be ready: a comparison report read cold computes the two at once where the engine pool has the
 * processes, and stores one while the other computes. Where both fail, the base's failure is the
 * answer, as when they were read one after the other.
 */
async function loadSides(
  load: (d: DataSetHead) => Promise<DataSide>,
  heads: { base: DataSetHead; compare: DataSetHead | null },
): Promise<{ base: DataSide; compare: DataSide | null }> {
  const [base, compare] = await Promise.allSettled([
    load(heads.base),
    heads.compare ? load(heads.compare) : null,
  ]);
  if (base.status === "rejected") throw base.reason;
  if (compare.status === "rejected") throw compare.reason;
  return { base: base.value, compare: compare.value };
}

export interface ContextRequest {
  page: ReportNode;
  /** The page's table dictionaries: the context never reads the catalogue (which imports every page). */
  tables: Record<string, TableDictionary>;
  reportDefinitionId: number;
  year: number;
  caller: Caller;
  trendQuery: TrendQuery;
  fresh: boolean;
}

/** Everything a report builder reads, loaded and checked. */
export async function loadReportContext(
  services: ReportServices,
  db: Queryable,
  req: ContextRequest,
): Promise<ReportContext> {
  const definition = await findReportDefinition(db, req.reportDefinitionId);
  if (!definition) throw notFoundById("report definition", req.reportDefinitionId);
  const chart = await loadRunChart(db, services.charts, definition.chart_of_accounts_id);
  if (!chart) throw notFound("The report's chart of accounts no longer exists.");
  if (definition.base_data_set_id === null) {
    const error = `Error retrieving report data for ${req.page.description} (ID ${req.page.id}): the report definition has no base data set.`;
    throw conflict("REPORT_NOT_READY", error, [
      { error, resolution: "Choose a base data set in the report definition." },
    ]);
  }
  // Refused before any results are read or computed: a year past the package would compute them.
  if (req.year > definition.nii_years) {
    const error = niiYearNotInPackageText(req.page.description, definition.nii_years, req.year);
    throw badRequest("INVALID_PARAMETER", error, [
      { error, resolution: niiYearChoiceText(definition.nii_years), field: "year" },
    ]);
  }
  const niiYears = definition.nii_years;
  const { base, compare } = await loadSides(
    (d) => sideResults(services, db, req.page, d, chart, niiYears, req.fresh),
    {
      base: await readySide(db, req.page, definition.base_data_set_id),
      compare:
        definition.compare_data_set_id === null
          ? null
          : await readySide(db, req.page, definition.compare_data_set_id),
    },
  );
  const [client] = await db.query<{ id: number; name: string; acronym: string }>(
    "select id, name, acronym from clients where id = $1",
    [definition.client_id],
  );
  const trend =
    req.page.urlKey === "trend"
      ? await loadTrendPoints(db, {
          definition,
          base,
          chart,
          caller: req.caller,
          additionalReportDefIds: req.trendQuery.additionalReportDefIds,
          loadSide: async (dataSetId, sideChart) =>
            sideResults(
              services,
              db,
              req.page,
              await readySide(db, req.page, dataSetId),
              sideChart,
              1,
              req.fresh,
            ),
          loadChart: (id) => loadRunChart(db, services.charts, id),
        })
      : [];
  return {
    page: req.page,
    definition,
    client: client ?? { id: definition.client_id, name: "", acronym: "" },
    chart,
    base,
    compare,
    year: req.year,
    scenarios: {
      declining: definition.declining_scenario,
      rising: definition.rising_scenario,
      shock: definition.shock_scenario,
    },
    limits: await loadPolicyLimits(db, definition.client_id),
    roots: buildTree(chart, base.results, compare?.results),
    tables: req.tables,
    trend,
    trendQuery: req.trendQuery,
    fresh: req.fresh,
    supervisoryTest: services.supervisoryTest,
  };
}

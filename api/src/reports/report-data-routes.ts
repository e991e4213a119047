import type { Request, Response } from "express";
import { notNiiPageText } from "@alm/formats";
import { JoinedReads } from "@alm/service";
import { PERMISSIONS, seesAllClients } from "../access/permissions.ts";
import type { Caller } from "../auth/caller.ts";
import type { Database } from "@alm/database";
import { findReport, pageDefinition } from "./catalogue/report-catalogue.ts";
import { sendModel } from "../http/envelope.ts";
import { badRequest, forbidden, notFoundById } from "../http/http-error.ts";
import { idParam, optionalBoolean, optionalIntList, optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { RESULTS_VERSION } from "../runs/compute-results.ts";
import { asOfDateTime, datasetMetadata } from "./blocks.ts";
import type { BoundedCache } from "../caching/bounded-cache.ts";
import type { FairQueue } from "../http/fair-queue.ts";
import {
  loadReportContext,
  type ReportContext,
  type ReportServices,
  type TrendQuery,
} from "./report-context.ts";
import type { ReportModel } from "./report-model.ts";
import type { ReportBuilder } from "./pages/page-definition.ts";
import { matchesETag, reportETag, reportVersion } from "./report-version.ts";
import { reportInputsStamp, type KnownVersion } from "./report-inputs-stamp.ts";

const textList = (query: Record<string, unknown>, name: string): string[] | null => {
  const text = optionalText(query, name);
  if (text === undefined) return null;
  const items = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.some((s) => !/^[A-Za-z]*[+-]?\d*$/.test(s))) {
    throw badRequest(
      "INVALID_PARAMETER",
      `${name} must be a comma-separated list of scenarios such as Base,300 or declining,rising,shock.`,
    );
  }
  return items;
};

function buildModel(ctx: ReportContext, build: ReportBuilder): ReportModel {
  const data = build(ctx);
  const missing = ctx.page.template.filter((b) => !(b.source in data)).map((b) => b.source);
  if (missing.length) throw new Error(`Report ${ctx.page.id} built no data for ${missing.join(", ")}.`);
  const r = ctx.base.results;
  return {
    reportId: ctx.page.id,
    reportDefinitionId: ctx.definition.id,
    title: ctx.page.description,
    year: ctx.year,
    asOfDate: asOfDateTime(ctx.base.asOfDate) as string,
    compareAsOfDate: asOfDateTime(ctx.compare?.asOfDate ?? null),
    resultsVersion: RESULTS_VERSION,
    metadata: {
      ...datasetMetadata(ctx),
      client: { id: ctx.client.id, name: ctx.client.name, acronym: ctx.client.acronym },
      reportDefinition: { id: ctx.definition.id, name: ctx.definition.name },
      chartOfAccounts: { id: ctx.chart.id, name: ctx.chart.name },
      scenarios: {
        decliningScenario: ctx.scenarios.declining,
        risingScenario: ctx.scenarios.rising,
        shockScenario: ctx.scenarios.shock,
        minScenario: ctx.definition.min_scenario,
        maxScenario: ctx.definition.max_scenario,
      },
      niiYears: ctx.definition.nii_years,
      curve: { asOfDate: r.curve.asOfDate, version: r.curve.version, source: r.curve.source },
      computedDate: r.computedDate,
      warnings: [...r.warnings, ...(ctx.compare?.results.warnings ?? [])],
    },
    data,
  };
}

function sendBuilt(res: Response, model: ReportModel, cache: "hit" | "miss"): void {
  res.setHeader("x-report-cache", cache);
  sendModel(res, model);
}

export const REFRESH_NEEDS_ALL_CLIENTS = "You need the 'View All Clients' permission to refresh a report.";

/**
 * GET report data (spec shell-and-reports section 7 call 1): the three reportUrls paths. Client
 * users reach only their client's published report definitions (scope reportDefinition).
 */
export function reportDataRoutes(
  db: Database,
  services: ReportServices & {
    reports: BoundedCache<ReportModel>;
    reportVersions: BoundedCache<KnownVersion>;
    reportReads: FairQueue;
  },
): RouteDef[] {
  const cache = services.reports;
  const known = services.reportVersions;
  // A print page asks for its 30-odd reports at once, all of one report definition: one stamp
  // serves every request that arrived before it was taken (never one taken before a request came).
  const stamps = new JoinedReads<string | null>();
  const handle = (kind: "nev" | "nii" | "trend") => async (req: Request, res: Response) => {
    const reportId = idParam(req.params, "id");
    const page = findReport(reportId);
    const pageModule = pageDefinition(reportId);
    if (!page || !pageModule || !page.template.length) throw notFoundById("report", reportId);
    const reportDefinitionId = idParam(req.params, "reportDefId");
    const year = kind === "nii" ? idParam(req.params, "year") : 1;
    // A page without NII years has one entry: another year must not pass for it (nor be cached).
    if (page.urlKey !== "nii" && year !== 1) {
      const error = notNiiPageText(page.description, year);
      throw badRequest("INVALID_PARAMETER", error, [
        { error, resolution: "Leave the year out of the path (or use 1).", field: "year" },
      ]);
    }
    const fresh = optionalBoolean(req.query, "qrf", false);
    const caller = res.locals.caller as Caller;
    // A forced recompute is the Refresh Table button's, offered only with View All Clients (spec
    // shell-and-reports section 6): a client's reader may not make the api recompute on demand.
    if (fresh && !seesAllClients(caller)) throw forbidden(REFRESH_NEEDS_ALL_CLIENTS);
    const trendQuery: TrendQuery = {
      additionalReportDefIds:
        kind === "trend" ? (optionalIntList(req.query, "additionalReportDefIds") ?? []) : [],
      nevScenarios: kind === "trend" ? textList(req.query, "nevScenarios") : null,
      niiScenarios: kind === "trend" ? textList(req.query, "niiScenarios") : null,
    };
    // A read whose inputs are as the last full read found them has that read's version: one
    // statement instead of loading the context (some fifteen statements), then a 304 or the built
    // report. Trend pages read other definitions too and always load.
    const knownKey = kind === "trend" ? undefined : `${reportDefinitionId}|${reportId}|${year}`;
    const ifNoneMatch = req.get("if-none-match");
    // Taken before the context loads: a change made meanwhile leaves the stamp behind, never ahead.
    const stamp =
      knownKey && !fresh
        ? await stamps.read(String(reportDefinitionId), () => reportInputsStamp(db, reportDefinitionId))
        : null;
    const last = knownKey ? known.get(knownKey) : undefined;
    if (stamp !== null && last?.stamp === stamp) {
      const etag = reportETag(last.version, caller);
      const notModified = matchesETag(ifNoneMatch, etag);
      const built = notModified ? undefined : cache.get(last.version);
      if (notModified || built) {
        res.setHeader("etag", etag);
        if (built) sendBuilt(res, built, "hit");
        else res.status(304).end();
        return;
      }
    }
    // Loading and building take turns among callers: a request of 25 reports no cache holds (a
    // trend page per scenario name) waits its turns, another institution's read goes between.
    await services.reportReads.run(caller.sub, async () => {
      // A caller that left while waiting (the gateway's deadline passed) has no use for the answer.
      if (req.socket.destroyed) return;
      const ctx = await loadReportContext(services, db, {
        page,
        tables: pageModule.tables ?? {},
        reportDefinitionId,
        year,
        caller,
        trendQuery,
        fresh,
      });
      const version = reportVersion(ctx);
      if (knownKey && stamp !== null) known.set(knownKey, { stamp, version });
      const etag = reportETag(version, caller);
      res.setHeader("etag", etag);
      // The caller holds this very answer (If-None-Match): nothing to build or send.
      if (!fresh && matchesETag(ifNoneMatch, etag)) {
        res.status(304).end();
        return;
      }
      const cached = fresh ? undefined : cache.get(version);
      const model = cached ?? buildModel(ctx, pageModule.build);
      if (!cached) cache.set(version, model);
      sendBuilt(res, model, cached ? "hit" : "miss");
    });
  };
  const scope = { kind: "reportDefinition", param: "reportDefId", page: "id" } as const;
  return [
    {
      method: "get",
      path: "/analysis/reports/:id/reportdefinition/:reportDefId",
      summary:
        "Report data of a catalogue page (reportUrls nev) from the stored run results: asOfDate, compareAsOfDate, title, metadata and data per template source. The ETag is the data version (and the caller's access): a matching If-None-Match gets 304 without a body. qrf=true recomputes instead of using the cache; 409 while a data set has not completed.",
      scope,
      permission: PERMISSIONS.view,
      params: ["qrf"],
      handler: handle("nev"),
    },
    {
      method: "get",
      path: "/analysis/reports/:id/reportdefinition/:reportDefId/year/:year",
      summary: "Report data of a page for one NII projection year (reportUrls nii); qrf=true recomputes.",
      scope,
      permission: PERMISSIONS.view,
      params: ["qrf"],
      handler: handle("nii"),
    },
    {
      method: "get",
      path: "/analysis/reports/:id/reportdefinition/:reportDefId/trend",
      summary:
        "Report data of a trend page (reportUrls trend) over this and the additionalReportDefIds report definitions (none given: every earlier as-of date of the client with a published report, the one published last for a date); data.coverage names the quarters without one. nevScenarios and niiScenarios are comma lists of scenarios for the charts.",
      scope,
      permission: PERMISSIONS.view,
      params: ["qrf", "additionalReportDefIds", "nevScenarios", "niiScenarios"],
      handler: handle("trend"),
    },
  ];
}

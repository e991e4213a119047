import { GraphQLError } from "graphql";
import type { ActionableMessage } from "../errors/error-codes.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { requireReader, type GatewayContext } from "../graphql/context.ts";
import { hasPermission } from "../graphql/viewer-loader.ts";
import { DictionaryCache } from "./dictionary-cache.ts";
import { buildReport } from "./report-builder.ts";
import { reportError } from "./report-errors.ts";
import { reportGlobalId } from "./report-ids.ts";
import type { ReportView } from "./report-view.ts";
import { checkTemplate, reportPath, type CheckedPage } from "./template-rules.ts";
import { VersionedCache } from "./versioned-cache.ts";

export const VIEW_ALL_CLIENTS = "View All Clients";

/** The arguments of a report read, checked. */
export interface ReportRequest {
  reportDefinitionId: number;
  reportId: number;
  year: number;
  trend: { additionalReportDefIds: number[]; nevScenarios: string[] | null; niiScenarios: string[] | null };
}

export interface ReportServiceOptions {
  dictionaryTtlMs: number;
  reportTtlMs: number;
  maxReports: number;
  maxReportBytes: number;
}

/** A built report and the api's validator of the data it was built from. */
interface HeldReport {
  etag: string;
  view: ReportView;
  bytes: number;
}

/**
 * Report pages for every request of this gateway instance: the template rules, the api's report
 * data and the typed Report. Built reports are kept per report and audience (the caller's
 * tenant: staff, or one client) with the api's ETag; every read asks the api with that ETag, with
 * the caller's own token, so the api checks access and data version each time and a 304 reuses
 * the built report.
 */
export class ReportService {
  private readonly dictionaries: DictionaryCache;
  private readonly reports: VersionedCache<HeldReport>;

  constructor(options: ReportServiceOptions) {
    this.dictionaries = new DictionaryCache(options.dictionaryTtlMs);
    this.reports = new VersionedCache(options.maxReports, options.reportTtlMs, {
      maxSize: options.maxReportBytes,
      sizeOf: (held) => held.bytes,
    });
  }

  /** Refresh is for 'View All Clients' only (spec shell-and-reports section 6). */
  async assertMayRefresh(ctx: GatewayContext): Promise<void> {
    if (!hasPermission(await ctx.viewer(), VIEW_ALL_CLIENTS)) {
      throw gatewayError("FORBIDDEN", ERROR_TEXTS.reportRefreshForbidden);
    }
  }

  load(ctx: GatewayContext, req: ReportRequest): Promise<ReportView> {
    return this.read(ctx, req, false);
  }

  /** Recomputes the report on the api (and re-reads the dictionaries) and keeps the fresh one. */
  async refresh(ctx: GatewayContext, req: ReportRequest): Promise<ReportView> {
    await this.assertMayRefresh(ctx);
    return this.read(ctx, req, true);
  }

  private async read(ctx: GatewayContext, req: ReportRequest, refresh: boolean): Promise<ReportView> {
    const reader = requireReader(ctx, { reportDefinitionId: req.reportDefinitionId });
    const checked = checkTemplate(await this.dictionaries.get(ctx, refresh), req.reportId);
    const request = { ...req, year: checked.page.urlKey === "nii" ? req.year : 1 };
    const id = reportGlobalId(request);
    const key = `${reader.tenant}#${id}`;
    const held = refresh ? undefined : this.reports.get(key);
    const answer = await this.fetch(ctx, checked, request, refresh, held?.etag);
    if (answer.notModified) {
      if (held) return held.view;
      throw reportError(
        "INTERNAL_SERVER_ERROR",
        "DATA_RETRIEVAL_FAILED",
        ERROR_TEXTS.reportDataError(checked.page.description, checked.page.id),
      );
    }
    const view = buildReport(checked, answer.model, request);
    if (answer.etag) {
      this.reports.set(key, { etag: answer.etag, view, bytes: Buffer.byteLength(JSON.stringify(view)) });
    }
    return view;
  }

  private async fetch(
    ctx: GatewayContext,
    checked: CheckedPage,
    req: ReportRequest,
    refresh: boolean,
    etag: string | undefined,
  ) {
    const { page, pathTemplate } = checked;
    const [root, ...rest] = reportPath(pathTemplate, page.id, req.reportDefinitionId, req.year).split("/");
    if (root !== "base") {
      throw reportError("INTERNAL_SERVER_ERROR", "API_PATH_NOT_FOUND", ERROR_TEXTS.reportPathNotFound);
    }
    const isTrend = page.urlKey === "trend";
    const list = (items: readonly (string | number)[] | null) =>
      isTrend && items?.length ? items.join(",") : undefined;
    try {
      return await ctx.base.reportData(
        rest.join("/"),
        {
          qrf: refresh ? true : undefined,
          additionalReportDefIds: list(req.trend.additionalReportDefIds),
          nevScenarios: list(req.trend.nevScenarios),
          niiScenarios: list(req.trend.niiScenarios),
        },
        etag,
      );
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = error.extensions?.code;
      if (code === "UNAUTHENTICATED") throw error;
      const given = error.extensions?.messages as ActionableMessage[] | undefined;
      const failed = reportError(
        typeof code === "string" ? (code as Parameters<typeof reportError>[0]) : "INTERNAL_SERVER_ERROR",
        "DATA_RETRIEVAL_FAILED",
        ERROR_TEXTS.reportDataError(page.description, page.id),
        given?.length ? given : [{ error: error.message, resolution: "" }],
      );
      // The api's reason travels on: refreshReport turns REPORT_NOT_READY into a typed result.
      if (error.extensions?.reason !== undefined) failed.extensions.reason = error.extensions.reason;
      throw failed;
    }
  }
}

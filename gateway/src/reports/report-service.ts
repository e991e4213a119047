import { GraphQLError } from "graphql";
import type { ActionableMessage } from "../errors/error-codes.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { requireReader, type GatewayContext } from "../graphql/context.ts";
import { hasPermission } from "../graphql/viewer-loader.ts";
import type { HubBridge } from "../subscriptions/hub-bridge.ts";
import { buildReport } from "./report-builder.ts";
import { reportError } from "./report-errors.ts";
import type { ReportView } from "./report-view.ts";
import { checkTemplate, reportPath, type CheckedPage } from "./template-rules.ts";
import { DataVersions } from "./data-versions.ts";
import { DictionaryCache } from "./dictionary-cache.ts";
import { VersionedCache } from "./versioned-cache.ts";

export const VIEW_ALL_CLIENTS = "View All Clients";

/** The arguments of a report read, checked. */
export interface ReportRequest {
  reportDefinitionId: number;
  reportId: number;
  year: number;
  refresh: boolean;
  trend: { additionalReportDefIds: number[]; nevScenarios: string[] | null; niiScenarios: string[] | null };
}

export interface ReportServiceOptions {
  dictionaryTtlMs: number;
  reportTtlMs: number;
  maxReports: number;
}

const trendKey = (r: ReportRequest) =>
  [
    r.trend.additionalReportDefIds.join(","),
    r.trend.nevScenarios?.join(","),
    r.trend.niiScenarios?.join(","),
  ].join("|");

/**
 * Report pages for every request of this gateway instance: the template rules, the api's
 * report data, the typed Report, and a cache of built reports keyed by data version.
 */
export class ReportService {
  readonly versions: DataVersions;
  private readonly dictionaries: DictionaryCache;
  private readonly reports: VersionedCache<ReportView>;
  /** Reports being built: concurrent reads of the same version share one upstream call. */
  private readonly building = new Map<string, Promise<ReportView>>();

  constructor(hub: HubBridge, options: ReportServiceOptions) {
    this.versions = new DataVersions(hub);
    this.dictionaries = new DictionaryCache(options.dictionaryTtlMs);
    this.reports = new VersionedCache(options.maxReports, options.reportTtlMs);
  }

  /** Refresh is for 'View All Clients' only (spec shell-and-reports section 6). */
  async assertMayRefresh(ctx: GatewayContext): Promise<void> {
    if (!hasPermission(await ctx.viewer(), VIEW_ALL_CLIENTS)) {
      throw gatewayError("FORBIDDEN", ERROR_TEXTS.reportRefreshForbidden);
    }
  }

  /** The cache key of a report at its current data version; null when it cannot be cached now. */
  async cacheKey(ctx: GatewayContext, req: ReportRequest): Promise<string | null> {
    if (req.refresh) return null;
    const version = await this.versions.versionsOf(ctx, [
      req.reportDefinitionId,
      ...req.trend.additionalReportDefIds,
    ]);
    if (version === null) return null;
    return [req.reportDefinitionId, req.reportId, req.year, trendKey(req), version].join("#");
  }

  async load(ctx: GatewayContext, req: ReportRequest): Promise<ReportView> {
    requireReader(ctx, { reportDefinitionId: req.reportDefinitionId });
    if (req.refresh) await this.assertMayRefresh(ctx);
    const checked = checkTemplate(await this.dictionaries.get(ctx, req.refresh), req.reportId);
    const request = { ...req, year: checked.page.urlKey === "nii" ? req.year : 1 };
    const key = await this.cacheKey(ctx, request);
    const cached = key === null ? undefined : this.reports.get(key);
    if (cached) return cached;
    if (request.refresh) return this.build(ctx, checked, request, null);
    // Before its version is known, a report is shared only among requests with the same token.
    const token = "accessToken" in ctx.auth ? ctx.auth.accessToken : "";
    const flight =
      key ??
      `${token}#${request.reportDefinitionId}#${request.reportId}#${request.year}#${trendKey(request)}`;
    const running = this.building.get(flight);
    if (running) return running;
    const built = this.build(ctx, checked, request, key).finally(() => this.building.delete(flight));
    this.building.set(flight, built);
    return built;
  }

  private async build(
    ctx: GatewayContext,
    checked: CheckedPage,
    request: ReportRequest,
    key: string | null,
  ): Promise<ReportView> {
    const model = await this.fetch(ctx, checked, request);
    const view = buildReport(checked, model, request.reportDefinitionId);
    const clientId = model.metadata?.client?.id;
    if (typeof clientId === "number") this.versions.remember(request.reportDefinitionId, clientId);
    const storeKey = key ?? (await this.cacheKey(ctx, request));
    if (storeKey !== null) this.reports.set(storeKey, view);
    return view;
  }

  private async fetch(ctx: GatewayContext, checked: CheckedPage, req: ReportRequest) {
    const { page, pathTemplate } = checked;
    const [root, ...rest] = reportPath(pathTemplate, page.id, req.reportDefinitionId, req.year).split("/");
    if (root !== "base") {
      throw reportError("INTERNAL_SERVER_ERROR", "API_PATH_NOT_FOUND", ERROR_TEXTS.reportPathNotFound);
    }
    const isTrend = page.urlKey === "trend";
    const list = (items: readonly (string | number)[] | null) =>
      isTrend && items?.length ? items.join(",") : undefined;
    try {
      return await ctx.base.reportData(rest.join("/"), {
        qrf: req.refresh ? true : undefined,
        additionalReportDefIds: list(req.trend.additionalReportDefIds),
        nevScenarios: list(req.trend.nevScenarios),
        niiScenarios: list(req.trend.niiScenarios),
      });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = error.extensions?.code;
      if (code === "UNAUTHENTICATED") throw error;
      const given = error.extensions?.messages as ActionableMessage[] | undefined;
      throw reportError(
        typeof code === "string" ? (code as Parameters<typeof reportError>[0]) : "INTERNAL_SERVER_ERROR",
        "DATA_RETRIEVAL_FAILED",
        ERROR_TEXTS.reportDataError(page.description, page.id),
        given?.length ? given : [{ error: error.message, resolution: "" }],
      );
    }
  }
}

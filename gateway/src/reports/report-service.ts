import { GraphQLError } from "graphql";
import type { ActionableMessage, ErrorCode } from "../errors/error-codes.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { isMalformedRequest } from "../errors/failure-codes.ts";
import { requireReader, type PlatformContext } from "../graphql/context.ts";
import { hasPermission } from "../graphql/viewer-loader.ts";
import { DictionaryCache } from "./dictionary-cache.ts";
import { buildReport } from "./report-builder.ts";
import { reportError } from "./report-errors.ts";
import { reportGlobalId } from "./report-ids.ts";
import type { ReportView } from "./report-view.ts";
import { checkTemplate, reportPath, type CheckedPage } from "./template-rules.ts";
import { HeldAnswers } from "./report-answers.ts";
import { VersionedCache } from "./versioned-cache.ts";
import { JoinedReads } from "@alm/service";
import { lookupKey } from "../store/sealed-box.ts";

export const VIEW_ALL_CLIENTS = "View All Clients";

/** Failures that may pass by themselves: only these are told to try again in a moment. */
const TRANSIENT = new Set<ErrorCode>(["UPSTREAM_UNAVAILABLE", "INTERNAL_SERVER_ERROR", "RATE_LIMITED"]);

/** What to do about a failed read the api gave no resolution for: never an empty one. */
const resolutionOfUnexplained = (code: ErrorCode): string =>
  TRANSIENT.has(code)
    ? ERROR_TEXTS.documentTryAgain
    : code === "NOT_FOUND" || code === "FORBIDDEN"
      ? ERROR_TEXTS.reportNotAvailableResolution
      : ERROR_TEXTS.reportDataResolution;

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

/**
 * A built report and the api's validator of the data it was built from, with the answers already
 * served from it (report-answers.ts): they live and go with the report they were made of, so a
 * new data version drops them with the old view.
 */
export interface HeldReport {
  etag: string;
  view: ReportView;
  /** The view's size in memory (HEAP_PER_ANSWER_BYTE), what the cache's budget counts besides the answers. */
  bytes: number;
  answers: HeldAnswers;
}

/**
 * What a built report takes in the heap, for the cache's budget (REPORT_CACHE_MAX_MB), from the
 * size of the api's answer it was built from: serialising the view to measure it took 200 ms of
 * the gateway's 2.8 s building the Detail workbook's 11 reports. A view's JSON is 3.0 to 4.6 times
 * its api answer's (measured on the pages the workbook reads: Behavioral Gap 4.6, NEV Detailed
 * Value 3.4) and its objects take 1.42 bytes of heap per byte of that JSON (NEV Detailed Value, 20
 * copies), so the largest ratio counts 6.5 bytes per byte of the answer: the budget errs towards
 * holding less, never more.
 */
const HEAP_PER_ANSWER_BYTE = 6.5;

/** A report as one read found it: the held one, or (no ETag from the api) one built for this read alone. */
export interface ReportRead {
  view: ReportView;
  /** Undefined when the api gave no validator: nothing is kept, no answer either. */
  held: HeldReport | undefined;
}

/**
 * Report pages for every request of this gateway instance: the template rules, the api's report
 * data and the typed Report. Built reports are kept per report and audience (the caller's
 * tenant: staff, or one client) with the api's ETag; every read asks the api with that ETag, with
 * the caller's own token, so the api checks access and data version each time and a 304 reuses
 * the built report. The answers served from a held report (report-answer-route.ts) are kept in it,
 * so they are counted in the same budget and go with it when the data version changes.
 */
export class ReportService {
  private readonly dictionaries: DictionaryCache;
  private readonly reports: VersionedCache<HeldReport>;
  /**
   * One read per report per request: the report answer route revalidates before Apollo runs, and
   * the resolver then finds the same read (and the same held report) instead of asking the api again.
   * Keyed by the request's base data source: Apollo hands resolvers a shallow copy of the context.
   */
  private readonly readsOf = new WeakMap<PlatformContext["base"], Map<string, Promise<ReportRead>>>();

  constructor(options: ReportServiceOptions) {
    this.dictionaries = new DictionaryCache(options.dictionaryTtlMs);
    this.reports = new VersionedCache(options.maxReports, options.reportTtlMs, {
      maxSize: options.maxReportBytes,
      sizeOf: (held) => held.bytes + held.answers.bytes,
    });
  }

  /** Refresh is for 'View All Clients' only (spec shell-and-reports section 6). */
  async assertMayRefresh(ctx: PlatformContext): Promise<void> {
    if (!hasPermission(await ctx.viewer(), VIEW_ALL_CLIENTS)) {
      throw gatewayError("FORBIDDEN", ERROR_TEXTS.reportRefreshForbidden);
    }
  }

  async load(ctx: PlatformContext, req: ReportRequest): Promise<ReportView> {
    return (await this.current(ctx, req)).view;
  }

  /**
   * The report as the api says it is now for this caller (revalidated with its ETag, the caller's
   * own token: access and data version checked), read once per request.
   */
  current(ctx: PlatformContext, req: ReportRequest): Promise<ReportRead> {
    let reads = this.readsOf.get(ctx.base);
    if (!reads) this.readsOf.set(ctx.base, (reads = new Map()));
    const key = JSON.stringify(req);
    let read = reads.get(key);
    if (!read) reads.set(key, (read = this.read(ctx, req, false)));
    return read;
  }

  /** Recomputes the report on the api (and re-reads the dictionaries) and keeps the fresh one. */
  async refresh(ctx: PlatformContext, req: ReportRequest): Promise<ReportView> {
    await this.assertMayRefresh(ctx);
    return (await this.read(ctx, req, true)).view;
  }

  /** The held reports and what they count against REPORT_CACHE_MAX_MB (the metrics' figures). */
  get heldUsage(): { reports: number; bytes: number } {
    return { reports: this.reports.size, bytes: this.reports.usedSize };
  }

  /** An answer was added to a held report: count its bytes against the budget (may evict others). */
  answerKept(held: HeldReport): void {
    const key = this.keys.get(held);
    if (key !== undefined && this.reports.peek(key) === held) this.reports.set(key, held);
  }

  private readonly keys = new WeakMap<HeldReport, string>();
  /** Revalidations joined per credential, report and held copy (joined-reads.ts). */
  private readonly revalidations = new JoinedReads<ReportRead>();

  private async read(ctx: PlatformContext, req: ReportRequest, refresh: boolean): Promise<ReportRead> {
    const reader = requireReader(ctx, { reportDefinitionId: req.reportDefinitionId });
    const checked = checkTemplate(await this.dictionaries.get(ctx, refresh), req.reportId);
    if (checked.page.urlKey !== "nii" && req.year !== 1) {
      // A year past an NII page's years is the api's to refuse (it knows the package); a page
      // without years has one entry, and another year must not pass for it.
      const error = ERROR_TEXTS.reportYearNotNii(checked.page.description, req.year);
      throw gatewayError("BAD_USER_INPUT", error, {
        messages: [{ error, resolution: ERROR_TEXTS.reportYearNotNiiResolution, field: "year" }],
      });
    }
    const id = reportGlobalId(req);
    const key = `${reader.tenant}#${id}`;
    if (refresh) return this.revalidate(ctx, checked, req, key, undefined, true);
    const held = this.reports.get(key);
    // The same credential revalidating the same copy: the api's answer (access, data version) is
    // the same for all of them, so concurrent requests share one call begun after each asked.
    const credential =
      ctx.auth.kind === "anonymous" || ctx.auth.kind === "invalid" ? "" : ctx.auth.accessToken;
    return this.revalidations.read(`${lookupKey(credential)}\n${key}\n${held?.etag ?? ""}`, () =>
      this.revalidate(ctx, checked, req, key, held, false),
    );
  }

  /** The report as the api answers it now: the held one on a 304, else built from the answer and kept. */
  private async revalidate(
    ctx: PlatformContext,
    checked: CheckedPage,
    request: ReportRequest,
    key: string,
    held: HeldReport | undefined,
    refresh: boolean,
  ): Promise<ReportRead> {
    const answer = await this.fetch(ctx, checked, request, refresh, held?.etag);
    if (answer.notModified) {
      if (held) return { view: held.view, held };
      throw reportError(
        "INTERNAL_SERVER_ERROR",
        "DATA_RETRIEVAL_FAILED",
        ERROR_TEXTS.reportDataError(checked.page.description, checked.page.id),
      );
    }
    const view = buildReport(checked, answer.model, request);
    if (!answer.etag) return { view, held: undefined };
    // A new data version: a new held report, with no answers (the old ones go with the old view).
    const fresh: HeldReport = {
      etag: answer.etag,
      view,
      bytes: Math.ceil(answer.bytes * HEAP_PER_ANSWER_BYTE),
      answers: new HeldAnswers(`${key}#${answer.etag}`),
    };
    this.keys.set(fresh, key);
    this.reports.set(key, fresh);
    return { view, held: fresh };
  }

  private async fetch(
    ctx: PlatformContext,
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
      const code = (error.extensions?.code ?? "INTERNAL_SERVER_ERROR") as ErrorCode;
      if (code === "UNAUTHENTICATED") throw error;
      const given = error.extensions?.messages as ActionableMessage[] | undefined;
      // The request itself was wrong (a year past the package's): the api's words, naming the input.
      // Its INVALID_PARAMETER names a REST parameter the caller never sent: the argument's refusal
      // has the reason the gateway's own checks of it give (a year on a page without years), as
      // docs/api.md has it.
      if (code === "BAD_USER_INPUT") {
        const reason = error.extensions?.reason as string | undefined;
        throw gatewayError(code, error.message, {
          messages: given,
          reason: isMalformedRequest(reason) ? undefined : reason,
        });
      }
      // The only object the read names that can be missing is the definition (the page was checked).
      const field = code === "NOT_FOUND" ? { field: "reportDefinitionId" } : {};
      const failed = reportError(
        code,
        "DATA_RETRIEVAL_FAILED",
        ERROR_TEXTS.reportDataError(page.description, page.id),
        given?.length
          ? given
          : [{ error: error.message, resolution: resolutionOfUnexplained(code), ...field }],
      );
      // The api's reason travels on: refreshReport turns REPORT_NOT_READY into a typed result.
      if (error.extensions?.reason !== undefined) failed.extensions.reason = error.extensions.reason;
      throw failed;
    }
  }
}

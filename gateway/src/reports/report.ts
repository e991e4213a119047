import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { QueryReportArgs, RefreshReportInput, Resolvers } from "../generated/graphql.ts";
import type { ReportRequest } from "./report-service.ts";
import { requireReader, requireSignedIn, type PlatformContext } from "../graphql/context.ts";
import type { ReportsContext } from "./reports-context.ts";
import { orFailure } from "../graphql/failures.ts";
import { toId } from "../graphql/ids.ts";
import { withTreeLevels } from "./table-rows.ts";

const badArgument = (field: "reportId" | "year" | "treeLevels", error: string) =>
  gatewayError("BAD_USER_INPUT", error, {
    messages: [{ error, resolution: ERROR_TEXTS.reportArgumentResolution, field }],
  });

/** The arguments of the report query and the refreshReport mutation, checked. */
export function reportRequestOf(args: QueryReportArgs | RefreshReportInput): ReportRequest {
  if (!Number.isSafeInteger(args.reportId) || args.reportId <= 0) {
    throw badArgument("reportId", ERROR_TEXTS.reportIdInvalid(args.reportId));
  }
  const year = args.year ?? 1;
  if (!Number.isSafeInteger(year) || year < 1) throw badArgument("year", ERROR_TEXTS.reportYear(year));
  const trend = args.trend;
  return {
    reportDefinitionId: toId(args.reportDefinitionId, "ReportDefinition", "reportDefinitionId"),
    reportId: args.reportId,
    year,
    trend: {
      additionalReportDefIds: (trend?.additionalReportDefinitionIds ?? []).map((id) =>
        toId(id, "ReportDefinition", "additionalReportDefinitionIds"),
      ),
      nevScenarios: trend?.nevScenarios ?? null,
      niiScenarios: trend?.niiScenarios ?? null,
    },
  };
}

/** The tree levels a report's tables are cut to (`report(treeLevels)`), checked; undefined for every row. */
function treeLevelsOf(args: QueryReportArgs): number | undefined {
  const levels = args.treeLevels;
  if (levels == null) return undefined;
  if (!Number.isSafeInteger(levels) || levels < 1) {
    throw badArgument("treeLevels", ERROR_TEXTS.reportTreeLevels(levels));
  }
  return levels;
}

/**
 * A print ticket reads its own report definition as it is stored: no trend comparison with other
 * definitions, even ones its user could read.
 */
function printableRequest(ctx: PlatformContext, req: ReportRequest): ReportRequest {
  if (ctx.auth.kind !== "print") return req;
  for (const id of req.trend.additionalReportDefIds) requireReader(ctx, { reportDefinitionId: id });
  return req;
}

/** The report the caller may read, as asked for; throws what the resolver would answer otherwise. */
export function readableReportRequest(ctx: PlatformContext, args: QueryReportArgs): ReportRequest {
  const req = printableRequest(ctx, reportRequestOf(args));
  requireReader(ctx, { reportDefinitionId: req.reportDefinitionId });
  return req;
}

/** A report by its request, for the report field and node alike: one path, one refusal. */
export function readReport(ctx: ReportsContext, request: ReportRequest) {
  const req = printableRequest(ctx, request);
  requireReader(ctx, { reportDefinitionId: req.reportDefinitionId });
  return ctx.reports.load(ctx, req);
}

/** A forced recompute needs a signed-in user (print tickets never reach a mutation: print-scope-plugin). */
function refreshableReportRequest(ctx: PlatformContext, input: RefreshReportInput): ReportRequest {
  requireSignedIn(ctx);
  return reportRequestOf(input);
}

export const reportResolvers: Resolvers<ReportsContext> = {
  Query: {
    report: async (_root, args, ctx) => {
      const levels = treeLevelsOf(args);
      return withTreeLevels(await ctx.reports.load(ctx, readableReportRequest(ctx, args)), levels);
    },
  },
  Mutation: {
    refreshReport: (_root, { input }, ctx) =>
      orFailure(
        async () => ({
          __typename: "ReportRefreshed" as const,
          report: await ctx.reports.refresh(ctx, refreshableReportRequest(ctx, input)),
        }),
        // A data set behind the report has not completed (api 409).
        [{ codes: ["REPORT_NOT_READY"], as: "ResourceLocked" }],
      ),
  },
};

import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { QueryReportArgs, Resolvers } from "../../generated/graphql.ts";
import type { ReportRequest } from "../../reports/report-service.ts";
import { toId } from "../ids.ts";

/** The report query's arguments, checked (also read by the response cache). */
export function reportRequestOf(args: QueryReportArgs): ReportRequest {
  if (!Number.isSafeInteger(args.reportId) || args.reportId <= 0) {
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.reportIdInvalid(args.reportId));
  }
  const year = args.year ?? 1;
  if (!Number.isInteger(year) || year < 1 || year > 10) {
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.reportYear(year));
  }
  const trend = args.trend;
  return {
    reportDefinitionId: toId(args.reportDefinitionId, "reportDefinitionId"),
    reportId: args.reportId,
    year,
    refresh: args.refresh === true,
    trend: {
      additionalReportDefIds: (trend?.additionalReportDefinitionIds ?? []).map((id) =>
        toId(id, "additionalReportDefinitionIds"),
      ),
      nevScenarios: trend?.nevScenarios ?? null,
      niiScenarios: trend?.niiScenarios ?? null,
    },
  };
}

export const reportResolvers: Resolvers = {
  Query: {
    report: (_root, args, ctx) => ctx.reports.load(ctx, reportRequestOf(args)),
  },
};

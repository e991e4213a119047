import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { QueryReportArgs, Resolvers } from "../../generated/graphql.ts";
import type { ReportRequest } from "../../reports/report-service.ts";
import { requireReader, type GatewayContext } from "../context.ts";
import { toId } from "../ids.ts";

/** The report query's arguments, checked. */
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

/**
 * A print ticket reads its own report definition as it is stored: no forced recompute and no
 * trend comparison with other definitions, even ones its user could read.
 */
function printableRequest(ctx: GatewayContext, req: ReportRequest): ReportRequest {
  if (ctx.auth.kind !== "print") return req;
  if (req.refresh) throw gatewayError("FORBIDDEN", ERROR_TEXTS.printTicketReadOnly);
  for (const id of req.trend.additionalReportDefIds) requireReader(ctx, { reportDefinitionId: id });
  return req;
}

/** The report the caller may read, as asked for; throws what the resolver would answer otherwise. */
export function readableReportRequest(ctx: GatewayContext, args: QueryReportArgs): ReportRequest {
  const req = printableRequest(ctx, reportRequestOf(args));
  requireReader(ctx, { reportDefinitionId: req.reportDefinitionId });
  return req;
}

export const reportResolvers: Resolvers = {
  Query: {
    report: (_root, args, ctx) => ctx.reports.load(ctx, readableReportRequest(ctx, args)),
  },
};

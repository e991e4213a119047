import { MAX_NII_YEARS } from "@alm/formats";
import { gatewayError } from "../errors/error-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { requireReader, requireSignedIn } from "../graphql/context.ts";
import { baseDataSetTypeOf, runStatusOf } from "../graphql/enums.ts";
import { globalId, globalIdOrNull, itemKeyOf } from "../graphql/ids.ts";
import type { ClientItemKey } from "../graphql/loaders.ts";
import { reportNodes } from "../reports/report-dictionary.ts";
import { buildCatalogue } from "../reports/catalogue.ts";
import { isStaff } from "../graphql/viewer-loader.ts";
import { packageKindOf } from "../documents/jobs/pdf-entries.ts";
import { workflowStateOf } from "./workflow-rules.ts";
import { reportDefinitionByNumber } from "./definition-by-number.ts";
import { readClient } from "../shell/client.ts";
import { notFoundOf, readOrNotFound } from "../graphql/failures.ts";

/** Data sets are staff-only upstream; a client user sees the names and dates, not the data sets. */
async function dataSetOf(ctx: PlatformContext, clientId: number, id: number | null) {
  if (id === null || !isStaff(await ctx.viewer())) return null;
  return ctx.loaders.dataSet.load({ clientId, id });
}

/**
 * A report definition by its key, for the reportDefinition field and node alike; `asked` is the
 * id as sent, in the argument `field`.
 */
export async function readReportDefinition(
  ctx: PlatformContext,
  key: ClientItemKey,
  asked: string,
  field = "id",
) {
  requireReader(ctx, { clientId: key.clientId, reportDefinitionId: key.id });
  return readOrNotFound(notFoundOf("ReportDefinition", asked, field), () =>
    ctx.loaders.reportDefinition.load(key),
  );
}

export const reportDefinitionResolvers: Resolvers = {
  Query: {
    reportDefinition: (_root, args, ctx) => {
      // A print ticket is checked against the id it was given; anyone else must be signed in first.
      if (ctx.auth.kind !== "print") requireSignedIn(ctx);
      return readReportDefinition(ctx, itemKeyOf("ReportDefinition", args), args.id);
    },
    reportDefinitionByDatabaseId: (_root, { databaseId }, ctx) => reportDefinitionByNumber(ctx, databaseId),
    reportCatalogue: async (_root, { niiYears }, ctx) => {
      requireSignedIn(ctx);
      const years = niiYears ?? 2;
      if (!Number.isInteger(years) || years < 1 || years > MAX_NII_YEARS) {
        throw gatewayError(
          "BAD_USER_INPUT",
          `niiYears must be a whole number from 1 to ${MAX_NII_YEARS}; ${years} is not.`,
        );
      }
      return buildCatalogue(await reportNodes(ctx), years);
    },
  },
  ReportDefinition: {
    id: (r) => globalId("ReportDefinition", r.clientId, r.id),
    databaseId: (r) => r.id,
    clientId: (r) => globalId("Client", r.clientId),
    client: (r, _args, ctx) => readClient(ctx, { id: r.clientId }),
    status: (r) => runStatusOf(r.status),
    kind: (r) => (r.compareDataSetId ? "COMPARISON" : "SINGLE"),
    baseDataSetId: (r) => globalIdOrNull("DataSet", r.clientId, r.baseDataSetId),
    compareDataSetId: (r) => globalIdOrNull("DataSet", r.clientId, r.compareDataSetId),
    baseDataSet: (r, _args, ctx) => dataSetOf(ctx, r.clientId, r.baseDataSetId),
    baseDataSetType: (r) => baseDataSetTypeOf(r),
    compareDataSet: (r, _args, ctx) => dataSetOf(ctx, r.clientId, r.compareDataSetId),
    chartOfAccountsId: (r) => globalId("ChartOfAccounts", r.chartOfAccountsId),
    selectedReports: (r) => r.selectedSubReportDefinitions,
    workflowState: (r) => workflowStateOf(r),
    approvedDate: (r) => r.approvedByDate,
    publishedDate: (r) => r.publishedByDate,
    asOf: (r) => r.asOfDate ?? null,
    compareAsOf: (r) => r.compareAsOfDate ?? null,
    approvedAt: (r) => r.approvedByDate ?? null,
    publishedAt: (r) => r.publishedByDate ?? null,
    createdAt: (r) => r.createdDate,
    updatedAt: (r) => r.updatedDate,
    viewerCan: (r) => r.viewerCan,
    catalogue: async (r, _args, ctx) =>
      buildCatalogue(await reportNodes(ctx), r.niiYears, r.selectedSubReportDefinitions),
    pdfs: (r, _args, ctx) => ctx.base.reportPdfs(r.id),
  },
  ReportPdf: {
    kind: (pdf) => packageKindOf(pdf),
    availability: (pdf) =>
      pdf.uri && pdf.status.toLowerCase() !== "unavailable" ? "AVAILABLE" : "UNAVAILABLE",
  },
  ReportCategory: {
    id: (c) => c.node.id,
    description: (c) => c.node.description,
    order: (c) => c.node.order,
  },
  ReportPage: {
    id: (p) => p.node.id,
    description: (p) => p.node.description,
    order: (p) => p.node.order,
    urlKey: (p) => p.node.urlKey,
    isNew: (p) => p.node.new === true,
    hasNiiReports: (p) => p.node.hasNiiReports === true,
    apiVersion: (p) => p.node.api_version ?? 2,
  },
};

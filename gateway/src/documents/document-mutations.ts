import { requestPdfPackage, requestPdfSelection } from "./jobs/pdf-jobs.ts";
import { requestDetailWorkbook } from "./jobs/workbook-job.ts";
import { requestWhatIfDocument } from "./jobs/what-if-document-job.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { DocumentsContext } from "./documents-context.ts";

/** Each mutation checks access through the api, queues the job and answers at once (QUEUED). */
export const documentMutationResolvers: Resolvers<DocumentsContext> = {
  Mutation: {
    requestDetailWorkbook: (_root, args, ctx) => requestDetailWorkbook(ctx, ctx.documents, args),
    requestPdfPackage: (_root, args, ctx) => requestPdfPackage(ctx, ctx.documents, args),
    requestPdfSelection: (_root, args, ctx) => requestPdfSelection(ctx, ctx.documents, args),
    requestWhatIfWorkbook: (_root, { input }, ctx) =>
      requestWhatIfDocument(ctx, ctx.documents, input, "WHAT_IF_WORKBOOK"),
    requestWhatIfPdf: (_root, { input }, ctx) =>
      requestWhatIfDocument(ctx, ctx.documents, input, "WHAT_IF_PDF"),
  },
};

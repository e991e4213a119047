import { downloadPathOf, type DocumentJobRecord } from "./jobs/document-job.ts";
import { ownerOf } from "./jobs/document-access.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { DocumentsContext } from "./documents-context.ts";
import { documentJobNotFoundOf, notFoundError } from "../graphql/failures.ts";
import { globalId } from "../graphql/ids.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const notFound = (id: string) => notFoundError(documentJobNotFoundOf("id", id));

export const documentJobResolvers: Resolvers<DocumentsContext> = {
  Query: {
    documentJob: async (_root, { id }, ctx) => {
      const job = await ctx.documents.jobs.find(id, await ownerOf(ctx));
      if (!job) throw notFound(id);
      return job;
    },
  },
  Subscription: {
    documentJobProgress: {
      subscribe: async (_root, { id }, ctx) => {
        const feed = await ctx.documents.jobs.watch(id, await ownerOf(ctx));
        if (!feed) throw notFound(id);
        return feed;
      },
      resolve: (job: DocumentJobRecord) => job,
    },
  },
  DocumentJob: {
    clientId: (job) => globalId("Client", job.clientId),
    reportDefinitionId: (job) => globalId("ReportDefinition", job.clientId, job.reportDefinitionId),
    downloadUrl: (job) => (job.status === "DONE" ? downloadPathOf(job.id) : null),
    downloadLink: (job, _args, ctx) =>
      job.status === "DONE" ? new URL(downloadPathOf(job.id), ctx.publicUrl).href : null,
    createdDate: (job) => new Date(job.createdAt).toISOString(),
    finishedDate: (job) => iso(job.finishedAt),
    expiresDate: (job) => iso(job.expiresAt),
    createdAt: (job) => new Date(job.createdAt),
    finishedAt: (job) => iso(job.finishedAt),
    expiresAt: (job) => iso(job.expiresAt),
  },
};

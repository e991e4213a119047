import { jobAttachment } from "../../documents/jobs/job-attachment.ts";
import type { Resolvers } from "../../generated/graphql.ts";
import { requireSignedIn } from "../context.ts";
import { orFailure } from "../failures.ts";

export const emailResolvers: Resolvers = {
  Mutation: {
    sendEmail: (_root, { input }, ctx) =>
      orFailure(async () => {
        await ctx.viewer();
        const document = input.documentJobId
          ? await jobAttachment(ctx.documents.jobs, input.documentJobId, requireSignedIn(ctx))
          : undefined;
        const sent = await ctx.core.sendEmail({
          subject: input.subject,
          toEmailAddress: input.to,
          ccEmailAddress: input.cc ?? undefined,
          bccEmailAddress: input.bcc ?? undefined,
          replyToEmailAddress: input.replyTo ?? undefined,
          body: input.body ?? "",
          attachmentContent: document?.base64 ?? input.attachmentBase64 ?? undefined,
          attachmentName: document?.name ?? input.attachmentName ?? undefined,
          mimeType: document?.mimeType ?? input.mimeType ?? undefined,
          categories: input.categories ?? [],
          highPriority: input.highPriority ?? false,
          testMode: input.testMode ?? false,
        });
        return { __typename: "EmailSent" as const, ...sent };
      }, [{ code: "BAD_USER_INPUT", as: "ValidationFailed" }]),
  },
  EmailSent: {
    id: (e) => String(e.id),
    to: (e) => e.toEmailAddress,
  },
};

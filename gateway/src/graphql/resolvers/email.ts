import type { Resolvers } from "../../generated/graphql.ts";
import { orFailure } from "../failures.ts";

export const emailResolvers: Resolvers = {
  Mutation: {
    sendEmail: (_root, { input }, ctx) =>
      orFailure(async () => {
        await ctx.viewer();
        const sent = await ctx.core.sendEmail({
          subject: input.subject,
          toEmailAddress: input.to,
          ccEmailAddress: input.cc ?? undefined,
          bccEmailAddress: input.bcc ?? undefined,
          replyToEmailAddress: input.replyTo ?? undefined,
          body: input.body ?? "",
          attachmentContent: input.attachmentBase64 ?? undefined,
          attachmentName: input.attachmentName ?? undefined,
          mimeType: input.mimeType ?? undefined,
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

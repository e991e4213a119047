import { GraphQLError } from "graphql";
import { jobAttachment } from "./jobs/job-attachment.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { EMAIL_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { DocumentsContext } from "./documents-context.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { emailDeliveryStatusOf } from "../graphql/enums.ts";
import { orFailure, renameFailureField } from "../graphql/failures.ts";
import { isStaff } from "../graphql/viewer-loader.ts";

/** The api's names of the input's fields, and the schema's: a failure names the field as sent. */
const API_FIELDS = {
  toEmailAddress: "to",
  ccEmailAddress: "cc",
  bccEmailAddress: "bcc",
  replyToEmailAddress: "replyTo",
  attachmentContent: "attachmentBase64",
} as const;

const withSchemaFields = <T>(answer: T): T =>
  Object.entries(API_FIELDS).reduce((named, [api, field]) => renameFailureField(named, api, field), answer);

export const emailResolvers: Resolvers<DocumentsContext> = {
  Mutation: {
    sendEmail: async (_root, { input }, ctx) => {
      const answer = await orFailure(async () => {
        const viewer = await ctx.viewer();
        // Client users send what the application made for them, never bytes of their own;
        // the api checks recipients, body, Reply-To and the attachment's content for everyone.
        if (input.attachmentBase64 && !isStaff(viewer)) {
          throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.emailDocumentOnly, {
            reason: "EMAIL_DOCUMENT_REQUIRED",
          });
        }
        const document = input.documentJobId
          ? await jobAttachment(ctx.documents, input.documentJobId, requireSignedIn(ctx), (job) =>
              definitionReadable(ctx, job),
            )
          : undefined;
        const sent = await ctx.core.sendEmail({
          subject: input.subject,
          toEmailAddress: input.to,
          ccEmailAddress: input.cc ?? undefined,
          bccEmailAddress: input.bcc ?? undefined,
          replyToEmailAddress: input.replyTo ?? undefined,
          body: input.body ?? "",
          attachmentDocument: document?.reference,
          attachmentContent: document ? undefined : (input.attachmentBase64 ?? undefined),
          attachmentName: document?.name ?? input.attachmentName ?? undefined,
          mimeType: document?.mimeType ?? input.mimeType ?? undefined,
          categories: input.categories ?? [],
          highPriority: input.highPriority ?? false,
          testMode: input.testMode ?? false,
        });
        return { __typename: "EmailSent" as const, ...sent };
      }, [{ codes: EMAIL_FAILURE_CODES, as: "ValidationFailed" }]);
      return withSchemaFields(answer);
    },
  },
  EmailSent: {
    id: (e) => String(e.id),
    to: (e) => e.toEmailAddress,
    deliveryStatus: (e) => emailDeliveryStatusOf(e.status),
  },
};

/** Whether the caller may read the report definition now (not found, or not theirs: no). */
async function definitionReadable(
  ctx: DocumentsContext,
  job: { clientId: number; reportDefinitionId: number },
): Promise<boolean> {
  try {
    // The lookup a document request makes before it is queued (document-access.ts).
    const key = { clientId: job.clientId, id: job.reportDefinitionId };
    return (await ctx.loaders.reportDefinition.load(key)) !== null;
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions?.code : undefined;
    if (code === "NOT_FOUND" || code === "FORBIDDEN") return false;
    throw error;
  }
}

import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { DocumentsContext } from "./documents-context.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { notFoundOf, readOrNotFound } from "../graphql/failures.ts";
import { itemKeyOf } from "../graphql/ids.ts";
import { requireView } from "../graphql/view-permission.ts";

export const printTicketResolvers: Resolvers<DocumentsContext> = {
  Mutation: {
    createPrintTicket: async (_root, args, ctx) => {
      requireSignedIn(ctx);
      await requireView(ctx);
      const key = itemKeyOf(
        "ReportDefinition",
        { id: args.reportDefinitionId, clientId: args.clientId },
        { id: "reportDefinitionId", clientId: "clientId" },
      );
      const scope = { clientId: key.clientId, reportDefinitionId: key.id };
      // Read with the user's own access first: a ticket is only ever for what they may read now.
      await readOrNotFound(
        notFoundOf("ReportDefinition", args.reportDefinitionId, "reportDefinitionId"),
        () => ctx.loaders.reportDefinition.load({ clientId: scope.clientId, id: scope.reportDefinitionId }),
      );
      const issued = await ctx.issuePrintTicket(ctx.auth, scope);
      if (!issued) throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.signInRequired);
      const expiresAt = new Date(issued.expiresAt).toISOString();
      return { ticket: issued.ticket, expiresAt, validUntil: expiresAt };
    },
  },
};

import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { requireReader, requireSignedIn, type PlatformContext } from "../graphql/context.ts";
import { notFoundError, notFoundOf, withErrorText } from "../graphql/failures.ts";
import { requireView } from "../graphql/view-permission.ts";
import type { ReportDefinitionModel } from "../models/analysis-models.ts";

/**
 * Client lists read at once while looking: enough that a firm's few dozen clients take a round
 * trip or two, few enough that one link never sends the api hundreds of calls together.
 */
const LISTS_AT_ONCE = 8;

/** The clients whose lists may hold the definition: the ticket's for a print page, else all the viewer sees. */
async function clientsToSearch(ctx: PlatformContext, databaseId: number): Promise<number[]> {
  if (ctx.auth.kind === "print") {
    requireReader(ctx, { reportDefinitionId: databaseId });
    return [ctx.auth.scope.clientId];
  }
  requireSignedIn(ctx);
  await requireView(ctx);
  // Staff get every client, a client user their own (the api's rule), whose list holds only published ones.
  const clients = await withErrorText(ERROR_TEXTS.clientData, () => ctx.core.clients());
  return clients.map((c) => c.id);
}

/**
 * A report definition by its REST id alone, as a link names it. The REST API reads definitions
 * only in their client's list (spec management-and-data section 7), so the lists of the clients
 * the viewer may see are read until one holds it; each is the list the request's other fields share.
 */
export async function reportDefinitionByNumber(
  ctx: PlatformContext,
  databaseId: number,
): Promise<ReportDefinitionModel> {
  if (!Number.isSafeInteger(databaseId) || databaseId <= 0) {
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.badId("databaseId", String(databaseId)));
  }
  const clientIds = await clientsToSearch(ctx, databaseId);
  for (let start = 0; start < clientIds.length; start += LISTS_AT_ONCE) {
    const lists = await Promise.all(
      clientIds
        .slice(start, start + LISTS_AT_ONCE)
        .map((id) =>
          withErrorText(ERROR_TEXTS.reportDefinitionsList, () =>
            ctx.loaders.reportDefinitionsOfClient.load(id),
          ),
        ),
    );
    const found = lists.flat().find((d) => d.id === databaseId);
    if (found) return found;
  }
  throw notFoundError(notFoundOf("ReportDefinition", String(databaseId), "databaseId", "databaseId"));
}

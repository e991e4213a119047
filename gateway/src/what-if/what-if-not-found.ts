import type { PlatformContext } from "../graphql/context.ts";
import { isUnplacedNotFound, notFoundError, notFoundField, notFoundOf } from "../graphql/failures.ts";
import { clientIdIn, toId } from "../graphql/ids.ts";

/** The ids a what-if names, as sent. */
interface WhatIfIds {
  dataSetId: string;
  reportDefinitionId?: string | null;
}

/** Whether the definition the caller named is one they may not see (read as its own field reads it). */
async function definitionNotFound(ctx: PlatformContext, asked: string): Promise<boolean> {
  // A bare REST id (deprecated) names no client, so it cannot be read on its own.
  const clientId = clientIdIn(asked, "ReportDefinition", "reportDefinitionId");
  if (clientId === undefined) return false;
  const id = toId(asked, "ReportDefinition", "reportDefinitionId");
  return ctx.loaders.reportDefinition.load({ clientId, id }).then(
    (found) => found === null,
    (error: unknown) => notFoundField(error) !== undefined,
  );
}

/**
 * A what-if's (or goal seek's) NOT_FOUND said of the id that named nothing, on its input field
 * (`prefix`: where the ids sit in the input, `whatIf.` of saveWhatIf). The api's 404 does not say
 * which of its two ids it was, so only then is the definition read: NOT_FOUND there is the
 * definition's, any other the data set's.
 */
export async function whatIfOrNotFound<T>(
  ctx: PlatformContext,
  ids: WhatIfIds,
  run: () => Promise<T>,
  prefix = "",
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUnplacedNotFound(error)) throw error;
    const definition = ids.reportDefinitionId;
    if (definition && (await definitionNotFound(ctx, definition)))
      throw notFoundError(notFoundOf("ReportDefinition", definition, `${prefix}reportDefinitionId`));
    throw notFoundError(notFoundOf("DataSet", ids.dataSetId, `${prefix}dataSetId`));
  }
}

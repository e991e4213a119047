import type { PlatformContext } from "../graphql/context.ts";
import { isUnplacedNotFound, notFoundError, notFoundField, notFoundOf } from "../graphql/failures.ts";
import { clientIdIn, toId } from "../graphql/ids.ts";

/** The ids a what-if names, as sent. */
interface WhatIfIds {
  dataSetId: string;
  reportDefinitionId?: string | null;
}

/**
 * Whether the definition the caller named is one they may not see ("missing"), read as its own
 * field reads it; "unknown" when the read fails otherwise (an outage says nothing of the id) or
 * cannot be made (a bare REST id, deprecated, names no client).
 */
async function definitionLookup(
  ctx: PlatformContext,
  asked: string,
): Promise<"missing" | "found" | "unknown"> {
  const clientId = clientIdIn(asked, "ReportDefinition", "reportDefinitionId");
  if (clientId === undefined) return "unknown";
  const id = toId(asked, "ReportDefinition", "reportDefinitionId");
  return ctx.loaders.reportDefinition.load({ clientId, id }).then(
    (found) => (found === null ? "missing" : "found"),
    (error: unknown) => (notFoundField(error) === undefined ? "unknown" : "missing"),
  );
}

/**
 * A what-if's (or goal seek's) NOT_FOUND said of the id that named nothing, on its input field
 * (`prefix`: where the ids sit in the input, `whatIf.` of saveWhatIf). The api names the data set
 * where it looks it up, and says its own advice on the definition (a chart gone, a page the package
 * leaves out); its route's check of the data set in the path and its lookup of the definition say
 * no field, so only then is the definition read: missing, it is the definition's; found, the data
 * set's; the read failing otherwise, the api's answer stands as it came.
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
    const field = notFoundField(error);
    const dataSet = notFoundOf("DataSet", ids.dataSetId, `${prefix}dataSetId`);
    if (field === "dataSetId") throw notFoundError(dataSet);
    if (!isUnplacedNotFound(error)) throw error;
    const definition = ids.reportDefinitionId;
    const lookup = definition ? await definitionLookup(ctx, definition) : "found";
    if (lookup === "unknown") throw error;
    if (lookup === "missing" && definition)
      throw notFoundError(notFoundOf("ReportDefinition", definition, `${prefix}reportDefinitionId`));
    throw notFoundError(dataSet);
  }
}

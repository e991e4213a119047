import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { ReportNodeModel } from "../models/core-models.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { withErrorText } from "../graphql/failures.ts";

/** The analysis domain's report tree (GET core tools/uxsetting/analysis, de-duplicated per request). */
export async function reportNodes(ctx: PlatformContext): Promise<ReportNodeModel[]> {
  const record = await withErrorText(ERROR_TEXTS.dictionaryUnavailable, () =>
    ctx.core.analysisDictionaries(),
  );
  const reports = record.settings.dictionaries.reports;
  if (!Array.isArray(reports)) throw gatewayError("DATA_FORMAT_ERROR", ERROR_TEXTS.dictionaryUnavailable);
  return reports;
}

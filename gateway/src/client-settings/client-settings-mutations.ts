import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { ClientSettingsModel } from "../models/analysis-models.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { orFailure, withErrorText } from "../graphql/failures.ts";
import { toId } from "../graphql/ids.ts";
import { toReportEntries } from "../reports/report-list.ts";

function saved(ctx: PlatformContext, clientId: number, run: () => Promise<unknown>) {
  return orFailure(async () => {
    await withErrorText(ERROR_TEXTS.clientSettingsSave(clientId), run);
    // Both calls answer with part of the settings; the whole record is read back.
    const settings = (await ctx.base.clientSettings(clientId)) as ClientSettingsModel;
    return { __typename: "ClientSettingsSaved" as const, settings };
  }, [
    {
      codes: INPUT_FAILURE_CODES,
      as: "ValidationFailed",
      headline: ERROR_TEXTS.clientSettingsSave(clientId),
    },
  ]);
}

export const clientSettingsMutationResolvers: Resolvers = {
  Mutation: {
    saveClientSettings: (_root, { clientId, input }, ctx) => {
      const id = toId(clientId, "Client", "clientId");
      const body = {
        niiYears: input.niiYears ?? undefined,
        reports: input.reports ? toReportEntries(input.reports, "input.reports") : undefined,
      };
      return saved(ctx, id, () => ctx.base.saveClientSettings(id, body));
    },
    setZmDatabase: (_root, { clientId, zmDatabaseName }, ctx) => {
      const id = toId(clientId, "Client", "clientId");
      return saved(ctx, id, () => ctx.base.setZmDatabase(id, zmDatabaseName));
    },
  },
};

import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { ClientSettingsModel } from "../models/analysis-models.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { notFoundOf, orFailure, readOrNotFound, withErrorText } from "../graphql/failures.ts";
import { toId } from "../graphql/ids.ts";
import { toReportEntries } from "../reports/report-list.ts";

/** `asked`: the client's id as sent, which a NOT_FOUND names. */
function saved(ctx: PlatformContext, asked: string, run: (clientId: number) => Promise<unknown>) {
  const clientId = toId(asked, "Client", "clientId");
  const saving = () =>
    orFailure(async () => {
      await withErrorText(ERROR_TEXTS.clientSettingsSave(clientId), () => run(clientId));
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
  return readOrNotFound(notFoundOf("Client", asked, "clientId"), saving);
}

export const clientSettingsMutationResolvers: Resolvers = {
  Mutation: {
    saveClientSettings: (_root, { clientId, input }, ctx) => {
      const body = {
        niiYears: input.niiYears ?? undefined,
        reports: input.reports ? toReportEntries(input.reports, "input.reports") : undefined,
      };
      return saved(ctx, clientId, (id) => ctx.base.saveClientSettings(id, body));
    },
    setZmDatabase: (_root, { clientId, zmDatabaseName }, ctx) =>
      saved(ctx, clientId, (id) => ctx.base.setZmDatabase(id, zmDatabaseName)),
  },
};

import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { requireReader, requireSignedIn } from "../graphql/context.ts";
import { withErrorText } from "../graphql/failures.ts";
import { toId } from "../graphql/ids.ts";
import { STAFF_TENANT } from "../graphql/models.ts";
import { requireView } from "../graphql/view-permission.ts";
import { isStaff } from "../graphql/viewer-loader.ts";
import { filterDataSets, filterReportDefinitions } from "../graphql/list-filters.ts";

/** The whole list is what item lookups share through the loaders. */
const allDays = (days: number | null | undefined) => days === null || days === undefined || days >= 9999;

export const clientResolvers: Resolvers = {
  Query: {
    clients: (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return withErrorText(ERROR_TEXTS.clientData, () => ctx.core.clients());
    },
    client: async (_root, { id, acronym }, ctx) => {
      if (!id && !acronym) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.clientLookupNeedsKey);
      // A print page names its client by id; lookups by acronym are for signed-in users.
      if (id && !acronym) requireReader(ctx, { clientId: toId(id) });
      else requireSignedIn(ctx);
      await requireView(ctx);
      return withErrorText(ERROR_TEXTS.clientData, () =>
        ctx.core.clientLookup({ id: id ? toId(id) : undefined, acronym: acronym ?? undefined }),
      );
    },
  },
  // A print ticket reads the client's name only: every list below needs a signed-in user.
  Client: {
    id: (c) => String(c.id),
    settings: (c, _args, ctx) => {
      requireSignedIn(ctx);
      return ctx.base.clientSettings(c.id);
    },
    chartsOfAccounts: (c, _args, ctx) =>
      requireSignedIn(ctx) &&
      withErrorText(ERROR_TEXTS.chartsOfAccountsList, () => ctx.base.chartsOfAccounts(c.id)),
    dataSets: async (c, { filter }, ctx) => {
      requireSignedIn(ctx);
      const list = await withErrorText(ERROR_TEXTS.dataSetsList, () =>
        allDays(filter?.updatedWithinDays)
          ? ctx.loaders.dataSetsOfClient.load(c.id)
          : ctx.base.dataSets(c.id, filter?.updatedWithinDays ?? undefined),
      );
      return filterDataSets(list, filter);
    },
    reportDefinitions: async (c, { filter }, ctx) => {
      requireSignedIn(ctx);
      const list = await withErrorText(ERROR_TEXTS.reportDefinitionsList, () =>
        allDays(filter?.updatedWithinDays)
          ? ctx.loaders.reportDefinitionsOfClient.load(c.id)
          : ctx.base.reportDefinitions(c.id, filter?.updatedWithinDays ?? undefined),
      );
      return filterReportDefinitions(list, filter);
    },
    trendReportDefinitions: (c, { asOfDate }, ctx) =>
      requireSignedIn(ctx) && ctx.base.trendList(c.id, asOfDate),
    emailAddresses: async (c, _args, ctx) => {
      const viewer = await ctx.viewer();
      // The recipient picker of staff lists the client's users; a client user sees their own colleagues.
      if (!isStaff(viewer) && viewer.user.tenant !== c.acronym) return [];
      return ctx.core.emailAddresses(c.id);
    },
  },
  TrendReportDefinition: { id: (t) => String(t.id) },
  EmailAddress: { address: (e) => e.emailAddress },
  ClientSettings: {
    clientId: (s) => String(s.clientId),
    // The firm's internal modeling database: staff only, whatever the upstream answered.
    zmDatabaseName: (s, _args, ctx) =>
      "tenant" in ctx.auth && ctx.auth.tenant === STAFF_TENANT ? s.zmDatabaseName : null,
  },
};

import { asOfArgument } from "../graphql/scalars/as-of-argument.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type {
  DataSetFilter,
  QueryClientArgs,
  ReportDefinitionFilter,
  Resolvers,
} from "../generated/graphql.ts";
import { byIdDescending, connectionOf, newestFirstById, ofParent } from "../graphql/connections.ts";
import { requireReader, requireSignedIn, type PlatformContext } from "../graphql/context.ts";
import { notFoundOf, readOrNotFound, withErrorText } from "../graphql/failures.ts";
import { globalId, toId } from "../graphql/ids.ts";
import { STAFF_TENANT } from "../graphql/models.ts";
import { requireView } from "../graphql/view-permission.ts";
import { isStaff } from "../graphql/viewer-loader.ts";
import { filterDataSets, filterReportDefinitions } from "../graphql/list-filters.ts";
import type { DataSetModel, ReportDefinitionModel } from "../models/analysis-models.ts";
import type { ClientModel } from "../models/core-models.ts";
import { clientRequiresMfa } from "./viewer-state.ts";

/** The whole list is what item lookups share through the loaders. */
const allDays = (days: number | null | undefined) => days === null || days === undefined || days >= 9999;

// The list fields and their connections share these, so both check the caller alike.
async function dataSetsOf(c: ClientModel, filter: DataSetFilter | null | undefined, ctx: PlatformContext) {
  requireSignedIn(ctx);
  const list = await withErrorText(ERROR_TEXTS.dataSetsList, () =>
    allDays(filter?.updatedWithinDays)
      ? ctx.loaders.dataSetsOfClient.load(c.id)
      : ctx.base.dataSets(c.id, filter?.updatedWithinDays ?? undefined),
  );
  return filterDataSets(list, filter);
}

async function reportDefinitionsOf(
  c: ClientModel,
  filter: ReportDefinitionFilter | null | undefined,
  ctx: PlatformContext,
) {
  requireSignedIn(ctx);
  const list = await withErrorText(ERROR_TEXTS.reportDefinitionsList, () =>
    allDays(filter?.updatedWithinDays)
      ? ctx.loaders.reportDefinitionsOfClient.load(c.id)
      : ctx.base.reportDefinitions(c.id, filter?.updatedWithinDays ?? undefined),
  );
  return filterReportDefinitions(list, filter);
}

/** A client by id or acronym, for the client field and node alike. */
export async function readClient(ctx: PlatformContext, { id, acronym }: { id?: number; acronym?: string }) {
  // A print page names its client by id; lookups by acronym are for signed-in users.
  if (id) requireReader(ctx, { clientId: id });
  else requireSignedIn(ctx);
  await requireView(ctx);
  return withErrorText(ERROR_TEXTS.clientData, () => ctx.core.clientLookup({ id, acronym }));
}

/** One key of `by` (graphql-js enforces @oneOf), or one of the deprecated arguments. */
function clientKeyOf(args: QueryClientArgs): { id?: number; acronym?: string } {
  const id = args.by?.id ?? args.id;
  const acronym = args.by?.acronym ?? args.acronym;
  const keys = [args.by, args.id, args.acronym].filter((k) => k !== null && k !== undefined);
  if (keys.length > 1 || (id && acronym))
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.clientLookupOneKey);
  if (!id && !acronym) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.clientLookupNeedsKey);
  return id ? { id: toId(id, "Client", args.by ? "by.id" : "id") } : { acronym: acronym ?? undefined };
}

const DATA_SET_ORDER = newestFirstById<DataSetModel>("DataSet");
const REPORT_DEFINITION_ORDER = newestFirstById<ReportDefinitionModel>("ReportDefinition");

export const clientResolvers: Resolvers = {
  Query: {
    clients: (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return withErrorText(ERROR_TEXTS.clientData, () => ctx.core.clients());
    },
    client: (_root, args, ctx) => {
      if (ctx.auth.kind !== "print") requireSignedIn(ctx);
      const key = clientKeyOf(args);
      const asked = args.by?.id ?? args.id;
      if (!key.id || !asked) return readClient(ctx, key);
      const field = args.by ? "by.id" : "id";
      return readOrNotFound(notFoundOf("Client", asked, field), () => readClient(ctx, key));
    },
  },
  // A print ticket reads the client's name only: every list below needs a signed-in user.
  Client: {
    id: (c) => globalId("Client", c.id),
    databaseId: (c) => c.id,
    settings: (c, _args, ctx) => {
      requireSignedIn(ctx);
      return ctx.base.clientSettings(c.id);
    },
    mfaRequired: (c, _args, ctx) => {
      requireSignedIn(ctx);
      return clientRequiresMfa(ctx, c.id);
    },
    chartsOfAccounts: (c, _args, ctx) =>
      requireSignedIn(ctx) &&
      withErrorText(ERROR_TEXTS.chartsOfAccountsList, () => ctx.base.chartsOfAccounts(c.id)),
    dataSets: (c, { filter }, ctx) => dataSetsOf(c, filter, ctx),
    reportDefinitions: (c, { filter }, ctx) => reportDefinitionsOf(c, filter, ctx),
    dataSetsConnection: (c, { filter, ...page }, ctx) =>
      connectionOf(page, ofParent(DATA_SET_ORDER, c.id), async () =>
        byIdDescending(await dataSetsOf(c, filter, ctx)),
      ),
    reportDefinitionsConnection: (c, { filter, ...page }, ctx) =>
      connectionOf(page, ofParent(REPORT_DEFINITION_ORDER, c.id), async () =>
        byIdDescending(await reportDefinitionsOf(c, filter, ctx)),
      ),
    trendReportDefinitions: async (c, args, ctx) => {
      requireSignedIn(ctx);
      return (await ctx.base.trendList(c.id, asOfArgument(args))).map((t) => ({ ...t, clientId: c.id }));
    },
    emailAddresses: async (c, _args, ctx) => {
      const viewer = await ctx.viewer();
      // The recipient picker of staff lists the client's users; a client user sees their own colleagues.
      if (!isStaff(viewer) && viewer.user.tenant !== c.acronym) return [];
      return ctx.core.emailAddresses(c.id);
    },
  },
  TrendReportDefinition: {
    id: (t) => globalId("ReportDefinition", t.clientId ?? "", t.id),
    asOf: (t) => t.asOfDate,
  },
  EmailAddress: { address: (e) => e.emailAddress },
  ClientSettings: {
    clientId: (s) => globalId("Client", s.clientId),
    // The firm's internal modeling database: staff only, whatever the upstream answered.
    zmDatabaseName: (s, _args, ctx) =>
      "tenant" in ctx.auth && ctx.auth.tenant === STAFF_TENANT ? s.zmDatabaseName : null,
  },
};

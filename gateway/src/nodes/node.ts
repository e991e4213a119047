import type { GraphQLError } from "graphql";
import { readChartOfAccounts } from "../charts-of-accounts/chart-of-accounts.ts";
import { readCurve } from "../curves/curve.ts";
import { readDataSet } from "../data-sets/data-set.ts";
import { badUserInput } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers, ResolversInterfaceTypes } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { notFoundField, notFoundOf, notFoundSaidOf, readOrNotFound } from "../graphql/failures.ts";
import type { ReportsContext } from "../reports/reports-context.ts";
import { keyNamesNothing, nodeNotFound, parseGlobalId, type NodeType } from "../graphql/ids.ts";
import { readPersonalAccessToken } from "../personal-access-tokens/personal-access-token-resolvers.ts";
import { readReportDefinition } from "../report-definitions/report-definition.ts";
import { readReport } from "../reports/report.ts";
import { requestOfReportKey } from "../reports/report-ids.ts";
import { readServiceAccount } from "../service-accounts/service-account-resolvers.ts";
import { readClient } from "../shell/client.ts";
import { readInfoMessage, readNotification } from "../shell/notification.ts";

/** The most ids `nodes` takes at once (GitHub's limit); the cost limit prices each. */
export const MOST_NODES = 100;

/** A key part that must be a REST id; `field` is the argument the id came in. */
function whole(part: string | undefined, field: string): number {
  const n = Number(part);
  if (!part || !/^\d+$/.test(part) || !Number.isSafeInteger(n) || n <= 0)
    throw keyNamesNothing(field, part ?? "");
  return n;
}

function reportRequest(key: string[], field: string) {
  const request = requestOfReportKey(key);
  if (!request) throw keyNamesNothing(field, key.join(":"));
  return request;
}

/** A table row: its report read as the report field reads it, then the row in its block. */
async function readTableRow(ctx: ReportsContext, key: string[], id: string, field: string) {
  const [source, rowId] = key.slice(4);
  if (key.length !== 6 || !source || !rowId) nodeNotFound("TableRow");
  const report = await readReport(ctx, reportRequest(key.slice(0, 4), field));
  for (const block of report.blocks) {
    if (block.__typename !== "TableBlock" || block.source !== source) continue;
    const row = block.rows.find((r) => r.id === id);
    if (row) return row;
  }
  return nodeNotFound("TableRow");
}

type NodeModel = ResolversInterfaceTypes<Record<string, unknown>>["Node"];
/** `id`: the id as sent; `field`: the argument it came in (`id`, or `ids[2]` of nodes). */
type Readers = {
  [T in NodeType]: (ctx: ReportsContext, key: string[], id: string, field: string) => Promise<NodeModel>;
};

/** Each type is read through the same function (and checks) as its own top-level field. */
const READERS: Readers = {
  Client: (ctx, [id], _asked, field) => readClient(ctx, { id: whole(id, field) }),
  DataSet: (ctx, [clientId, id], asked, field) =>
    readDataSet(ctx, { clientId: whole(clientId, field), id: whole(id, field) }, asked, field),
  ReportDefinition: (ctx, [clientId, id], asked, field) =>
    readReportDefinition(ctx, { clientId: whole(clientId, field), id: whole(id, field) }, asked, field),
  ChartOfAccounts: (ctx, _key, id) => readChartOfAccounts(ctx, id),
  Curve: async (ctx, [asOfDate]) => (await readCurve(ctx, asOfDate ?? "")) ?? nodeNotFound("Curve"),
  Report: (ctx, key, _asked, field) => readReport(ctx, reportRequest(key, field)),
  TableRow: readTableRow,
  NotificationMessage: (ctx, [id], _asked, field) => readNotification(ctx, whole(id, field)),
  InfoMessage: (ctx, [id], _asked, field) => readInfoMessage(ctx, whole(id, field)),
  ServiceAccount: (ctx, [clientId]) => readServiceAccount(ctx, clientId ?? ""),
  PersonalAccessToken: (ctx, [id]) => readPersonalAccessToken(ctx, id ?? ""),
};

/**
 * One object by its global id. The caller is checked before the id (as every field does), and
 * the object comes back tagged with its type so that Node resolves to it.
 */
async function readNode(ctx: ReportsContext, id: string, field = "id") {
  requireSignedIn(ctx);
  const { type, key } = parseGlobalId(id, field);
  // Each type's own NOT_FOUND said of the id as sent, on the argument (or element) that sent it;
  // a reader's own advice (a page the package leaves out) is kept, said of that argument too: the
  // field it named (a report's reportDefinitionId) was never sent here.
  const found = await readOrNotFound(notFoundOf(type, id, field), () =>
    READERS[type](ctx, key, id, field).catch((error: unknown) => {
      const said = notFoundField(error);
      if (said === undefined) throw error;
      if (said === "") return null;
      throw notFoundSaidOf(error as GraphQLError, field);
    }),
  );
  return { ...found, __typename: type };
}

export const nodeResolvers: Resolvers<ReportsContext> = {
  Query: {
    node: (_root, { id }, ctx) => readNode(ctx, id),
    nodes: (_root, { ids }, ctx) => {
      requireSignedIn(ctx);
      if (ids.length > MOST_NODES) {
        throw badUserInput(
          "ids",
          ERROR_TEXTS.tooManyNodes(ids.length, MOST_NODES),
          `Send at most ${MOST_NODES} ids, the others in another query.`,
        );
      }
      // Each item fails on its own: graphql-js nulls that item and reports its index in the path,
      // and its messages name the element (`ids[2]`), as a list input's do.
      return ids.map((id, index) => readNode(ctx, id, `ids[${index}]`));
    },
  },
};

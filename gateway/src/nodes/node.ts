import { readChartOfAccounts } from "../charts-of-accounts/chart-of-accounts.ts";
import { readCurve } from "../curves/curve.ts";
import { readDataSet } from "../data-sets/data-set.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers, ResolversInterfaceTypes } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import type { ReportsContext } from "../reports/reports-context.ts";
import { nodeNotFound, parseGlobalId, type NodeType } from "../graphql/ids.ts";
import { readPersonalAccessToken } from "../personal-access-tokens/personal-access-token-resolvers.ts";
import { readReportDefinition } from "../report-definitions/report-definition.ts";
import { readReport } from "../reports/report.ts";
import { requestOfReportKey } from "../reports/report-ids.ts";
import { readServiceAccount } from "../service-accounts/service-account-resolvers.ts";
import { readClient } from "../shell/client.ts";
import { readInfoMessage, readNotification } from "../shell/notification.ts";

/** The most ids `nodes` takes at once (GitHub's limit); the cost limit prices each. */
export const MOST_NODES = 100;

/** A key part that must be a REST id. */
function whole(part: string | undefined): number {
  const n = Number(part);
  if (!part || !/^\d+$/.test(part) || !Number.isSafeInteger(n) || n <= 0) {
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.globalIdKeyInvalid(part ?? ""));
  }
  return n;
}

function reportRequest(key: string[]) {
  const request = requestOfReportKey(key);
  if (!request) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.globalIdKeyInvalid(key.join(":")));
  return request;
}

/** A table row: its report read as the report field reads it, then the row in its block. */
async function readTableRow(ctx: ReportsContext, key: string[], id: string) {
  const [source, rowId] = key.slice(4);
  if (key.length !== 6 || !source || !rowId) nodeNotFound("TableRow");
  const report = await readReport(ctx, reportRequest(key.slice(0, 4)));
  for (const block of report.blocks) {
    if (block.__typename !== "TableBlock" || block.source !== source) continue;
    const row = block.rows.find((r) => r.id === id);
    if (row) return row;
  }
  return nodeNotFound("TableRow");
}

type NodeModel = ResolversInterfaceTypes<Record<string, unknown>>["Node"];
type Readers = { [T in NodeType]: (ctx: ReportsContext, key: string[], id: string) => Promise<NodeModel> };

/** Each type is read through the same function (and checks) as its own top-level field. */
const READERS: Readers = {
  Client: (ctx, [id]) => readClient(ctx, { id: whole(id) }),
  DataSet: (ctx, [clientId, id], asked) =>
    readDataSet(ctx, { clientId: whole(clientId), id: whole(id) }, asked),
  ReportDefinition: (ctx, [clientId, id], asked) =>
    readReportDefinition(ctx, { clientId: whole(clientId), id: whole(id) }, asked),
  ChartOfAccounts: (ctx, _key, id) => readChartOfAccounts(ctx, id),
  Curve: async (ctx, [asOfDate]) => (await readCurve(ctx, asOfDate ?? "")) ?? nodeNotFound("Curve"),
  Report: (ctx, key) => readReport(ctx, reportRequest(key)),
  TableRow: readTableRow,
  NotificationMessage: (ctx, [id]) => readNotification(ctx, whole(id)),
  InfoMessage: (ctx, [id]) => readInfoMessage(ctx, whole(id)),
  ServiceAccount: (ctx, [clientId]) => readServiceAccount(ctx, clientId ?? ""),
  PersonalAccessToken: (ctx, [id]) => readPersonalAccessToken(ctx, id ?? ""),
};

/**
 * One object by its global id. The caller is checked before the id (as every field does), and
 * the object comes back tagged with its type so that Node resolves to it.
 */
async function readNode(ctx: ReportsContext, id: string) {
  requireSignedIn(ctx);
  const { type, key } = parseGlobalId(id);
  const found = await READERS[type](ctx, key, id);
  return { ...found, __typename: type };
}

export const nodeResolvers: Resolvers<ReportsContext> = {
  Query: {
    node: (_root, { id }, ctx) => readNode(ctx, id),
    nodes: (_root, { ids }, ctx) => {
      requireSignedIn(ctx);
      if (ids.length > MOST_NODES) {
        throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.tooManyNodes(ids.length, MOST_NODES));
      }
      // Each item fails on its own: graphql-js nulls that item and reports its index in the path.
      return ids.map((id) => readNode(ctx, id));
    },
  },
};

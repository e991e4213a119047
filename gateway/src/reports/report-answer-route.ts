import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { countOperation } from "../graphql/operation-metrics.ts";
import {
  getArgumentValues,
  getVariableValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
} from "graphql";
import type { QueryReportArgs } from "../generated/graphql.ts";
import type { ReportsContext } from "./reports-context.ts";
import { operationKey, preferredEncoding, type Answer } from "./report-answers.ts";
import { readableReportRequest } from "./report.ts";
import type { HeldReport } from "./report-service.ts";
import { requestTurn } from "../http/request-turns.ts";
import type { CheckedDocuments } from "../graphql/checked-documents.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `__typename` at the root: the same in every answer (the web app's documents all ask for it). */
const isTypename = (selection: SelectionNode) =>
  selection.kind === Kind.FIELD && selection.name.value === "__typename";

/**
 * The operation to run, when it is a query of the `report` field alone (no directives at its root;
 * `__typename` beside it, as the web app's persisted documents have it, answers the same bytes).
 */
function reportOperationOf(
  document: DocumentNode,
  operationName: string | undefined,
): { operation: OperationDefinitionNode; field: FieldNode } | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== "query" || operation.directives?.length) return undefined;
  const [field, ...others] = operation.selectionSet.selections.filter((s) => !isTypename(s));
  if (others.length || field?.kind !== Kind.FIELD || field.name.value !== "report") return undefined;
  if (field.directives?.length) return undefined;
  return { operation, field };
}

/** If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2). */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Report answers served from their bytes (ARCHITECTURE.md "Read a report"): a `report` query is
 * revalidated with the api first, as the resolver would (the caller's token: access and data
 * version, 403/404 and a new ETag included), then
 * - If-None-Match naming the answer's ETag: 304, nothing executed or sent;
 * - an answer already made from the held report for this operation: its bytes, compressed once;
 * - otherwise Apollo executes as usual (the same read, memoised per request) and its bytes are kept.
 * Executing tens of thousands of cells, serialising and compressing 1.4 MB took most of the
 * gateway's time per request. Anything else, or any failure, goes on to Apollo unchanged.
 */
export function reportAnswerMiddleware(
  schema: GraphQLSchema,
  contextOf: (req: IncomingMessage) => Promise<ReportsContext>,
  checked: CheckedDocuments,
) {
  const reportField = schema.getQueryType()?.getFields().report;
  return async (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (req.method !== "POST" || !reportField || !isRecord(body)) return next();
    const { query, operationName, variables = {} } = body;
    if (typeof query !== "string" || !(operationName == null || typeof operationName === "string")) {
      return next();
    }
    if (!isRecord(variables)) return next();
    let held: HeldReport | undefined;
    let ctx: ReportsContext;
    let name: string | undefined;
    try {
      const document = checked.parse(query);
      if (document instanceof GraphQLError) return next();
      const found = reportOperationOf(document, operationName ?? undefined);
      if (!found) return next();
      name = found.operation.name?.value;
      const coerced = getVariableValues(schema, found.operation.variableDefinitions ?? [], variables);
      if (!coerced.coerced) return next();
      const args = getArgumentValues(reportField, found.field, coerced.coerced) as QueryReportArgs;
      ctx = await contextOf(req);
      // The resolver reads through the same per-request read: one api call whatever answers.
      held = (await ctx.reports.current(ctx, readableReportRequest(ctx, args))).held;
    } catch {
      // Apollo answers the same failure (syntax, variables, credentials, access, the api's refusal).
      return next();
    }
    if (!held) return next();
    const operation = operationKey(query, operationName ?? undefined, variables);
    const etag = held.answers.etagOf(operation);
    res.vary("Accept-Encoding");
    // Answered here, never by Apollo: counted as its plugin counts (graphql/operation-metrics.ts).
    const counted = () => countOperation(name, "query");
    if (matchesETag(req.get("if-none-match"), etag)) {
      res.setHeader("etag", etag);
      counted();
      return res.status(304).end();
    }
    const answer = held.answers.get(operation);
    if (answer) {
      counted();
      return sendAnswer(req, res, answer, held, ctx);
    }
    keepAnswer(res, etag, (text, contentType) => {
      if (held.answers.keep(operation, text, contentType)) ctx.reports.answerKept(held);
    });
    return next();
  };
}

async function sendAnswer(
  req: Request,
  res: Response,
  answer: Answer,
  held: HeldReport,
  ctx: ReportsContext,
) {
  const encoding = preferredEncoding(req.get("accept-encoding"));
  const { bytes, added } = await held.answers.encoded(answer, encoding);
  if (added) ctx.reports.answerKept(held);
  // A joined revalidation releases many answers at once: each is written in a turn of its own.
  await requestTurn();
  res.status(200);
  res.setHeader("content-type", answer.contentType);
  res.setHeader("etag", answer.etag);
  // Set, the compression middleware passes the bytes on as they are.
  if (encoding !== "identity") res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", bytes.length);
  res.end(bytes);
}

/** Apollo's answer, when it is data without errors: sent with its ETag and handed to `keep`. */
function keepAnswer(res: Response, etag: string, keep: (text: string, contentType: string) => void) {
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    // Apollo writes errors before data: an answer starting with data has none.
    if (res.statusCode === 200 && typeof body === "string" && body.startsWith('{"data":')) {
      res.setHeader("etag", etag);
      keep(body, String(res.getHeader("content-type") ?? "application/json; charset=utf-8"));
    }
    return send(body);
  }) as Response["send"];
}

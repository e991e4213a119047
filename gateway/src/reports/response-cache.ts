import type { NextFunction, Request, Response } from "express";
import {
  getArgumentValues,
  Kind,
  parse,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
} from "graphql";
import type { RequestAuthenticator } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { createContext, type SharedServices } from "../graphql/context.ts";
import { readableReportRequest } from "../graphql/resolvers/report.ts";
import type { QueryReportArgs } from "../generated/graphql.ts";
import { VersionedCache } from "./versioned-cache.ts";

const REPORT_FIELD = "report";
const MAX_DOCUMENTS = 500;

interface CachedResponse {
  contentType: string;
  body: Buffer;
}

/** The `report` fields of a query made only of them (and __typename); null for anything else. */
function reportFieldsOf(document: DocumentNode, operationName: string | undefined): FieldNode[] | null {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation =
    operations.length === 1 && !operationName
      ? operations[0]
      : operations.find((o) => o.name?.value === operationName);
  if (!operation || operation.operation !== "query") return null;
  const fields: FieldNode[] = [];
  for (const sel of operation.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD || sel.directives?.length) return null;
    if (sel.name.value === REPORT_FIELD) fields.push(sel);
    else if (sel.name.value !== "__typename") return null;
  }
  return fields.length ? fields : null;
}

/**
 * Whole answers of report queries, as the bytes Apollo sent, per query text, operation name,
 * variables, Accept header and the data version of each report asked for: a hit skips parsing,
 * execution and serialization. The version is read with the caller's own token (DataVersions),
 * so a caller who may not see a report never gets it from here, and a print ticket passes only the
 * fences the resolver puts on it. Only JSON POSTs (not subject to
 * CSRF rules) made of `report` fields are considered; refreshes and answers with errors are never kept.
 */
export function reportResponseCache(
  schema: GraphQLSchema,
  config: GatewayConfig,
  authenticator: RequestAuthenticator,
  shared: SharedServices,
) {
  const responses = new VersionedCache<CachedResponse>(
    config.REPORT_CACHE_MAX_ENTRIES,
    config.REPORT_CACHE_TTL_SECONDS * 1000,
    { maxSize: config.REPORT_CACHE_MAX_MB * 1024 * 1024, sizeOf: (response) => response.body.length },
  );
  const documents = new VersionedCache<DocumentNode | null>(MAX_DOCUMENTS, Number.MAX_SAFE_INTEGER);
  const reportField = schema.getQueryType()?.getFields()[REPORT_FIELD] as GraphQLField<unknown, unknown>;

  const documentOf = (query: string): DocumentNode | null => {
    let document = documents.get(query);
    if (document === undefined) {
      try {
        document = parse(query);
      } catch {
        document = null;
      }
      documents.set(query, document);
    }
    return document;
  };

  async function keyOf(req: Request): Promise<string | null> {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (!req.is("application/json") || typeof body?.query !== "string") return null;
    const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const document = documentOf(body.query);
    const fields = document && reportFieldsOf(document, operationName);
    if (!fields) return null;
    const auth = await authenticator.authenticate(req);
    // A print ticket too: its fences are the resolver's own (readableReportRequest), checked below.
    if (auth.kind === "anonymous" || auth.kind === "invalid") return null;
    const ctx = createContext(config, auth, shared);
    const versions: string[] = [];
    for (const field of fields) {
      const args = getArgumentValues(reportField, field, variables) as unknown as QueryReportArgs;
      const version = await shared.reports.cacheKey(ctx, readableReportRequest(ctx, args));
      if (version === null) return null;
      versions.push(version);
    }
    return [body.query, operationName, JSON.stringify(variables), req.headers.accept, ...versions].join("\n");
  }

  /** Answers being computed: identical requests meanwhile wait for them instead of computing again. */
  const pending = new Map<string, Promise<void>>();

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    let key: string | null;
    try {
      key = await keyOf(req);
    } catch {
      key = null; // Apollo answers with the proper error.
    }
    if (key === null) return next();
    await pending.get(key);
    const hit = responses.get(key);
    if (hit) {
      res.status(200).set("content-type", hit.contentType).send(hit.body);
      return;
    }
    let done = () => {};
    pending.set(key, new Promise<void>((resolve) => (done = resolve)));
    const finish = () => {
      pending.delete(key);
      done();
    };
    res.once("close", finish);
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // Apollo puts errors first: an answer starting with data carries none.
      if (res.statusCode === 200 && typeof body === "string" && body.startsWith('{"data":')) {
        const contentType = String(res.getHeader("content-type") ?? "application/json; charset=utf-8");
        responses.set(key, { contentType, body: Buffer.from(body) });
      }
      finish();
      return send(body);
    };
    next();
  };
}

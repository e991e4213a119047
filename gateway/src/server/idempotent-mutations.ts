import type { IncomingMessage, ServerResponse } from "node:http";
import { IdempotencyKeys, idempotentRequests, type Database, type IdempotencyRefusal } from "@alm/database";
import type { NextFunction, Request, Response } from "express";
import type { RequestAuth } from "../auth/request-auth.ts";
import { withUpstreamIdempotency } from "../datasources/upstream-idempotency.ts";
import { gatewayError } from "../errors/error-codes.ts";
import type { CheckedDocuments } from "../graphql/checked-documents.ts";
import { lookupKey, type SealedBox } from "../store/sealed-box.ts";
import { getOperationAST, GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import { repeatableAfterFailure } from "./repeatable-mutations.ts";

/**
 * GraphQL mutations that carry an Idempotency-Key (the web app's and the documented clients')
 * run once per credential and key (a query is read afresh, with the rights of the moment),
 * whichever instance they reach: a repeat gets
 * the first answer (`gateway.idempotency_keys`, kept a day), the same key with another body is
 * refused (422, BAD_USER_INPUT) and a repeat while the first still runs waits for it, then is
 * refused (409, CONFLICT). An instance killed mid-way stops renewing its claim; a repeat takes it
 * over within the lease (5 s) and runs the mutation again, and every write that run sends the api
 * carries a key derived from the client's (upstream-idempotency.ts), so the api answers the writes
 * the killed instance already made from what it kept instead of making them twice.
 */
export function idempotentMutations(
  db: Database,
  box: SealedBox,
  authOf: (req: IncomingMessage) => Promise<RequestAuth>,
  checked: CheckedDocuments,
) {
  // Sealed like the sessions' tokens: an answer may hold a credential's secret made for the caller.
  const keys = new IdempotencyKeys(db, { table: "gateway.idempotency_keys", box });
  const callers = new WeakMap<IncomingMessage, string | undefined>();
  const repeatable = new WeakSet<ServerResponse>();
  const middleware = idempotentRequests(
    keys,
    (req) => callers.get(req),
    (res, { status, why, message }) => {
      const code = status === 409 ? "CONFLICT" : "BAD_USER_INPUT";
      res.statusCode = status;
      res.setHeader("content-type", "application/json; charset=utf-8");
      const error = gatewayError(code, message, { reason: REFUSAL_REASONS[why] });
      res.end(JSON.stringify({ errors: [error.toJSON()] }));
    },
    { keeps: (_status, body, res) => !(repeatable.has(res) && failedToBeAskedAgain(body)) },
  );
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.headers["idempotency-key"];
    const operation = req.method === "POST" ? operationOf(req.body, checked) : undefined;
    if (typeof key !== "string" || operation?.operation !== "mutation") return next();
    if (repeatableAfterFailure(rootFieldsOf(operation))) repeatable.add(res);
    const auth = await authOf(req).catch((): RequestAuth => ({ kind: "anonymous" }));
    // Only a known caller's keys are kept (a stranger's mutation is refused anyway), and a
    // credential's own: a user's other token, or one made with fewer rights, was given the answers
    // kept for the session (a report unpublished since, a new token's secret).
    const caller = credentialOf(auth);
    if (caller) callers.set(req, caller);
    middleware(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      // The rest of the request (Apollo and the resolvers' upstream calls) runs with the key.
      // The credential is part of it: the api keeps the answers of one user's credentials together.
      withUpstreamIdempotency(`${caller ?? ""}\n${key.replace(/^"(.*)"$/, "$1")}`, () => next());
    });
  };
}

/**
 * The credential a kept answer belongs to: a session; a sign-in's or service account's tokens
 * together (a retry after the token was renewed is a repeat, not a new write); or one personal
 * access token (a hash, not the token: each has scopes of its own).
 */
function credentialOf(auth: RequestAuth): string | undefined {
  if (auth.kind === "session") return `session:${auth.session.id}`;
  if (auth.kind === "bearer")
    return `bearer:${auth.tenant}:${auth.sub}:${auth.grant ?? lookupKey(auth.accessToken)}`;
  return undefined;
}

/**
 * The platform's own failures go out with status 200 (GraphQL): an answer whose errors say a
 * service did not answer or the platform failed is not kept, so a retry under the same key is
 * run again (its writes to the api carry keys derived from it, so what the first run wrote is not
 * written twice) instead of being told the first failure for a day.
 */
const UNKEPT_CODES = new Set(["UPSTREAM_UNAVAILABLE", "INTERNAL_SERVER_ERROR", "DATA_FORMAT_ERROR"]);

/** The api still ran the first write when the gateway asked again: a later retry finds it done. */
const UNKEPT_REASONS = new Set(["IDEMPOTENCY_KEY_IN_USE"]);

const REFUSAL_REASONS: Record<IdempotencyRefusal["why"], string> = {
  malformed: "BAD_USER_INPUT",
  reused: "IDEMPOTENCY_KEY_REUSED",
  busy: "IDEMPOTENCY_KEY_IN_USE",
  unreadable: "IDEMPOTENCY_ANSWER_UNREADABLE",
};

function failedToBeAskedAgain(body: Buffer): boolean {
  try {
    const answer = JSON.parse(body.toString("utf8")) as {
      errors?: { extensions?: { code?: unknown; reason?: unknown } }[];
    };
    return (answer.errors ?? []).some(
      (e) => UNKEPT_CODES.has(String(e.extensions?.code)) || UNKEPT_REASONS.has(String(e.extensions?.reason)),
    );
  } catch {
    return false;
  }
}

/** The root fields of an operation. */
function rootFieldsOf(operation: OperationDefinitionNode): string[] {
  const fields: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    // A fragment at the root is not looked into: its fields count as not repeatable.
    if (selection.kind !== Kind.FIELD) return [];
    fields.push(selection.name.value);
  }
  return fields;
}

/** The operation a GraphQL body runs (after the persisted documents gave a hash its text). */
function operationOf(body: unknown, checked: CheckedDocuments): OperationDefinitionNode | undefined {
  if (typeof body !== "object" || body === null || !("query" in body) || typeof body.query !== "string")
    return undefined;
  const document = checked.parse(body.query);
  if (document instanceof GraphQLError) return undefined;
  const name = "operationName" in body && typeof body.operationName === "string" ? body.operationName : null;
  return getOperationAST(document, name) ?? undefined;
}

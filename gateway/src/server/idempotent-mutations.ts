import type { IncomingMessage } from "node:http";
import { IdempotencyKeys, idempotentRequests, type Database } from "@alm/database";
import type { NextFunction, Request, Response } from "express";
import type { RequestAuth } from "../auth/request-auth.ts";
import { withUpstreamIdempotency } from "../datasources/upstream-idempotency.ts";
import { gatewayError } from "../errors/error-codes.ts";
import type { SealedBox } from "../store/sealed-box.ts";

/**
 * GraphQL POSTs that carry an Idempotency-Key (the web app's and the documented clients'
 * mutations) run once per signed-in caller and key, whichever instance they reach: a repeat gets
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
) {
  // Sealed like the sessions' tokens: an answer may hold a credential's secret made for the caller.
  const keys = new IdempotencyKeys(db, { table: "gateway.idempotency_keys", box });
  const callers = new WeakMap<IncomingMessage, string | undefined>();
  const middleware = idempotentRequests(
    keys,
    (req) => callers.get(req),
    (res, status, message) => {
      const code = status === 409 ? "CONFLICT" : "BAD_USER_INPUT";
      res.statusCode = status;
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.end(JSON.stringify({ errors: [gatewayError(code, message).toJSON()] }));
    },
  );
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.headers["idempotency-key"];
    if (req.method !== "POST" || typeof key !== "string") return next();
    const auth = await authOf(req).catch((): RequestAuth => ({ kind: "anonymous" }));
    // Only a known caller's keys are kept: a stranger's mutation is refused anyway.
    if (auth.kind === "session" || auth.kind === "bearer") callers.set(req, `${auth.tenant}:${auth.sub}`);
    middleware(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      // The rest of the request (Apollo and the resolvers' upstream calls) runs with the key.
      withUpstreamIdempotency(key.replace(/^"(.*)"$/, "$1"), () => next());
    });
  };
}

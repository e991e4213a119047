import {
  IdempotencyKeys,
  idempotentRequests,
  type AnswerBox,
  type Database,
  type IdempotencyRefusal,
} from "@alm/database";
import type { RequestHandler, Response } from "express";
import { sendError } from "./envelope.ts";
import type { FailureReason } from "./failure-reasons.ts";

const REASONS: Record<IdempotencyRefusal["why"], FailureReason> = {
  malformed: "BAD_REQUEST",
  reused: "IDEMPOTENCY_KEY_REUSED",
  busy: "IDEMPOTENCY_KEY_IN_USE",
  unreadable: "IDEMPOTENCY_ANSWER_UNREADABLE",
};

/**
 * Writes that carry an Idempotency-Key run once per caller (a personal access token apart) and key; a repeat gets the first
 * answer (table `idempotency_keys`, kept a day, sealed with `box`). The gateway sends one on each write a keyed
 * mutation makes, so a mutation it runs again after another instance was killed mid-way (or a
 * script's own retry) writes nothing twice. Runs after the caller is known and the body parsed.
 */
export function idempotentWrites(db: Database, box: AnswerBox): RequestHandler {
  const keys = new IdempotencyKeys(db, { table: "idempotency_keys", box });
  const middleware = idempotentRequests(
    keys,
    (_req, res) => {
      // A personal access token's own: one made with fewer rights was given the answers kept for
      // its owner's other credentials (the secret of a token they made).
      const caller = (res as Response).locals.caller;
      if (!caller) return undefined;
      const token = caller.personalToken ? `:pat:${caller.personalToken.id}` : "";
      return `${caller.tenant}:${caller.sub}${token}`;
    },
    (res, { status, why, message }) => sendError(res as Response, status, REASONS[why], message),
  );
  return (req, res, next) => middleware(req, res, next);
}

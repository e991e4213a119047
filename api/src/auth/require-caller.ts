import type { RequestHandler } from "express";
import { bearerTokenOf } from "@alm/service";
import { unauthorized } from "../http/http-error.ts";
import { tokenRefusal } from "./token-refusal.ts";
import type { TokenVerifier } from "./token-verifier.ts";

/** Every REST call needs a valid Bearer token; the caller lands in res.locals. Refusals: token-refusal.ts. */
export function requireCaller(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    const token = bearerTokenOf(req.headers.authorization);
    if (!token) {
      next(unauthorized());
      return;
    }
    try {
      res.locals.caller = await verify(token);
      next();
    } catch (error) {
      next(tokenRefusal(error, `${req.method} ${req.path}`));
    }
  };
}

import type { RequestHandler } from "express";
import { unauthorized } from "../http/http-error.ts";
import { tokenRefusal } from "./token-refusal.ts";
import type { TokenVerifier } from "./token-verifier.ts";

/** Every REST call needs a valid Bearer token; the caller lands in res.locals. Refusals: token-refusal.ts. */
export function requireCaller(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      next(unauthorized());
      return;
    }
    try {
      res.locals.caller = await verify(match[1]);
      next();
    } catch (error) {
      next(tokenRefusal(error, `${req.method} ${req.path}`));
    }
  };
}

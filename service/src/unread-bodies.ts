import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Express's body parsers read nothing of a request whose connection has already closed (they ask
 * on-finished, which calls it finished) and leave `req.body` unset, so the handler would run
 * without the body it was sent: a write refused, or made with defaults, and under an
 * Idempotency-Key that answer kept for the caller's retry, which carries the body and was then
 * refused as "a different request" (422). It happens when a caller, or a proxy in front of the
 * service, goes away while the service still checks who it is (a gateway killed with its write to
 * the api under way). Such a request is not run: nobody is there for its answer, and a retry sends
 * the body again. Mounted right after the body parser; each one dropped is logged (info).
 */
export function dropRequestsWithUnreadBodies(log: { info(fields: object, message: string): void }) {
  return (req: IncomingMessage & { body?: unknown }, res: ServerResponse, next: () => void): void => {
    if (req.body === undefined && hasBody(req) && connectionClosed(req)) {
      log.info(
        { method: req.method, url: req.url },
        "The caller hung up before the request's body was read: the request was not run.",
      );
      res.destroy();
      return;
    }
    next();
  };
}

/** type-is's hasBody, which the parsers read a request's body by. */
const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || !Number.isNaN(Number(req.headers["content-length"]));

/** on-finished's isFinished for a request: what makes the parsers skip its body. */
const connectionClosed = (req: IncomingMessage) =>
  !req.socket || !req.socket.readable || (req.complete && !req.readable);

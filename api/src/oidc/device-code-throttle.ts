import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { log } from "../logging/logger.ts";
import { clientAddressKey } from "./client-address.ts";
import { escapeHtml, page } from "./html.ts";
import { tooManyFailures } from "./login-page.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

/**
 * The device-code page (POST /oidc/device) is a door like the sign-in form: eight letters guessed
 * there attach a waiting tool to the guesser's account. It had no throttle (30 wrong codes in 2 s
 * were each answered). Each code entered is claimed from the sign-in throttle before the provider
 * looks at it, counted under the address it came from, both as that address and as a pseudo-account
 * of its own (so the same delays after a few failures, then a lockout, apply as to one account's
 * passwords). The provider answers a refused code with its input page again (200); that page
 * (device-pages.ts) marks the request, which then counts as a failure.
 */
const refusedCodes = new WeakSet<IncomingMessage>();

/** The provider refused the code this request entered. */
export const markCodeRefused = (req: IncomingMessage) => refusedCodes.add(req);

export function deviceCodeThrottle(throttle: SignInThrottle): RequestHandler {
  return async (req, res, next) => {
    const address = req.ip;
    try {
      const claimed = await throttle.begin(clientAddressKey(address), address, "device codes");
      if ("refused" in claimed) {
        const text = tooManyFailures(claimed.refused.retryAfterMs, "wrong codes");
        res.set("retry-after", String(Math.ceil(claimed.refused.retryAfterMs / 1000)));
        res
          .status(429)
          .type("html")
          .send(
            page(
              "Sign in a tool",
              `<h1>Sign in a tool</h1><p class="error" role="alert">${escapeHtml(text)}</p>`,
            ),
          );
        return;
      }
      res.once("finish", () => {
        const failed = refusedCodes.has(req) || res.statusCode >= 400;
        const outcome = failed ? claimed.attempt.failed() : claimed.attempt.succeeded();
        outcome.catch((err: unknown) => log.warn({ err }, "device code attempt was not counted"));
      });
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The provider's session cookie, which the code page sets and its form's answer reads. */
const SESSION_COOKIE = /(?:^|;\s*)_session=/;

/**
 * A code posted without the page that asked for it (no provider session: a script, a page kept
 * open past the session's end) failed inside the provider ("persist can only be called on
 * previously persisted Sessions"), a 500. It is told to open the page again instead.
 */
export const deviceFormFromItsPage: RequestHandler = (req, res, next) => {
  if (SESSION_COOKIE.test(req.headers.cookie ?? "")) return next();
  res
    .status(400)
    .type("html")
    .send(
      page(
        "Sign in a tool",
        `<h1>Sign in a tool</h1><p class="error" role="alert">${escapeHtml(DEVICE_FORM_EXPIRED)}</p>`,
      ),
    );
};

export const DEVICE_FORM_EXPIRED =
  "This form has expired or was not opened here. Open the address the tool showed you again and enter its code.";

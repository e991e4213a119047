import { Router } from "express";
import { requireApiVersion } from "../http/api-version.ts";
import { unauthorized } from "../http/http-error.ts";
import { tokenRefusal } from "../auth/token-refusal.ts";
import { accessTokenOf } from "./hub-auth.ts";
import { HUB_PATH } from "./hub-endpoints.ts";
import type { NotificationHub } from "./notification-hub.ts";

/**
 * SignalR's negotiate: not a REST call (its answer is the protocol's, not the envelope), so it is
 * mounted before the core root. Errors still use the envelope, which SignalR clients ignore.
 * The spec's `user` query parameter is accepted; who connects comes from the token alone.
 */
export function negotiateRoute(hub: NotificationHub): Router {
  const router = Router();
  router.post(`${HUB_PATH}/negotiate`, requireApiVersion, async (req, res) => {
    const token = accessTokenOf(req, new URL(req.originalUrl, "http://hub.invalid"));
    if (!token) throw unauthorized();
    const identity = await hub.authenticate(token).catch((error: unknown) => {
      throw tokenRefusal(error, "hub negotiate");
    });
    res.json(hub.negotiate(identity.caller));
  });
  return router;
}

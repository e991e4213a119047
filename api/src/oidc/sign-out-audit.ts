import type { Database } from "@alm/database";
import type { Request } from "express";
import type Provider from "oidc-provider";
import { recordAudit } from "../audit/audit-trail.ts";
import { log } from "../logging/logger.ts";
import { findUserBySub } from "./accounts.ts";

/**
 * Records each sign-out at the provider (RP-initiated logout, confirmed) in the audit trail, so a
 * session reads from its sign-in to its end. The provider runs inside the api's Express app, so
 * its request is Express's, whose `ip` follows TRUST_PROXY like every other event's address.
 */
export function recordSignOuts(provider: Provider, db: Database): void {
  provider.on("end_session.success", (ctx) => {
    const sub = ctx.oidc.session?.accountId;
    if (!sub) return;
    const address = (ctx.req as Request).ip;
    const clientId = ctx.oidc.client?.clientId;
    void (async () => {
      const user = await findUserBySub(db, sub);
      await recordAudit(db, {
        actor: { sub, username: user?.username, tenant: user?.tenant },
        address,
        action: "SIGN_OUT",
        detail: clientId ? { application: clientId } : {},
      });
      // Not awaited by the provider: a failure to record is logged, never the person's sign-out.
    })().catch((err: unknown) => log.error({ err }, "the audit trail did not record a sign-out"));
  });
}

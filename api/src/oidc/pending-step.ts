import type { Request, Response } from "express";
import type Provider from "oidc-provider";
import type { Database } from "@alm/database";
import { findUserBySub } from "./accounts.ts";
import { MFA_TEXTS, renderStartOver } from "./mfa-pages.ts";
import { findPendingSignIn } from "./mfa-pending.ts";

/**
 * The interaction (bound to this browser's cookie), its sign-in waiting for a second step, and
 * its user; undefined after answering that the sign-in must start over.
 */
export async function pendingStepOf(provider: Provider, db: Database, req: Request, res: Response) {
  const details = await provider.interactionDetails(req, res);
  const pending = await findPendingSignIn(db, details.uid);
  const user = pending ? await findUserBySub(db, pending.sub) : undefined;
  if (!pending || !user) {
    res.status(400).type("html").send(renderStartOver(MFA_TEXTS.pendingExpired));
    return undefined;
  }
  return { details, pending, user };
}

import type { Database } from "@alm/database";
import { z } from "zod";
import { knownTo, PERMISSIONS } from "../access/permissions.ts";
import type { Caller } from "../auth/caller.ts";
import type { SecurityMailer } from "../email/security-mail.ts";
import { sendModel } from "../http/envelope.ts";
import { notFound } from "../http/http-error.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import { findUserBySub, greetingOf, type UserRecord } from "../oidc/accounts.ts";
import {
  issueStaffEnrolmentCode,
  spendAllEnrolmentTickets,
  STAFF_CODE_HOURS,
} from "../oidc/mfa-enrolment-tickets.ts";

const forUser = z.object({ sub: z.string().trim().min(1).max(200) });

/** The user a staff member may act on: a user of a client they reach, or of the firm (their own tenant). */
async function reachableUser(db: Database, caller: Caller, sub: string): Promise<UserRecord> {
  const user = knownTo(caller, await findUserBySub(db, sub), (found) => found.tenant);
  if (!user) throw notFound(`No user '${sub}'.`);
  return user;
}

/**
 * Staff help with authenticators (issue 42 item 3): a one-time code that lets a user set up their
 * authenticator at their next sign-in, and a reset when the phone is lost. The user is told by
 * e-mail either way, so a change they did not ask for does not go unnoticed.
 */
export function authenticatorRoutes(db: Database, mail: SecurityMailer): RouteDef[] {
  return [
    {
      method: "post",
      path: "/auth/mfa/enrolmentcodes",
      summary: `Issues a user a one-time code (${STAFF_CODE_HOURS} hours) to set up their authenticator at their next sign-in; answers the code once. Earlier codes stop working.`,
      scope: { kind: "self" },
      permission: PERMISSIONS.manageAuthenticators,
      staffOnly: true,
      // With a reset, a code sets up a new second factor on someone's account: a credential.
      mintsCredential: true,
      body: forUser,
      audit: {
        action: "MFA_ENROLMENT_CODE_ISSUED",
        target: (req) => `user ${String((req.body as { sub?: unknown }).sub)}`,
      },
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const { sub } = parseInput(forUser, req.body, "enrolment code");
        const user = await reachableUser(db, caller, sub);
        const issued = await issueStaffEnrolmentCode(db, user.sub, caller.username);
        await mail.send(user.email, {
          subject: "ALM Analysis: an enrolment code was issued for you",
          paragraphs: [
            greetingOf(user),
            `${caller.name || caller.username} issued you a code to set up your authenticator app at your next sign-in. They will give it to you themselves; it works once, for ${STAFF_CODE_HOURS} hours.`,
            "If you did not ask for one, tell your ALM advisor.",
          ],
        });
        sendModel(res, { sub: user.sub, username: user.username, ...issued }, 201);
      },
    },
    {
      method: "delete",
      path: "/auth/mfa/authenticators/:sub",
      summary:
        "Resets a user's authenticator: it and its recovery codes stop working, and the user sets up a new one (with an e-mailed link or a staff code) at their next sign-in.",
      scope: { kind: "self" },
      permission: PERMISSIONS.manageAuthenticators,
      staffOnly: true,
      // Open to a token (a script may reset): a new authenticator is then set up only with the link
      // e-mailed to the user or a staff code, which no token can issue, so a leaked one cannot
      // take the account over with a reset, only make its user enrol again.
      audit: { action: "MFA_RESET", target: (req) => `user ${req.params.sub}` },
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const user = await reachableUser(db, caller, String(req.params.sub));
        const removed = await db.query("delete from mfa_authenticators where sub = $1 returning sub", [
          user.sub,
        ]);
        await db.query("delete from mfa_recovery_codes where sub = $1", [user.sub]);
        await spendAllEnrolmentTickets(db, user.sub);
        await mail.send(user.email, {
          subject: "ALM Analysis: your authenticator was reset",
          paragraphs: [
            greetingOf(user),
            `${caller.name || caller.username} reset your authenticator app for ALM Analysis: its codes and your recovery codes no longer sign you in. At your next sign-in you will set up your authenticator again.`,
            "If you did not ask for this, tell your ALM advisor at once.",
          ],
        });
        sendModel(res, { sub: user.sub, username: user.username, authenticatorRemoved: removed.length > 0 });
      },
    },
  ];
}

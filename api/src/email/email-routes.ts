import type { Caller } from "../auth/caller.ts";
import { PERMISSIONS } from "../access/permissions.ts";
import type { ApiConfig } from "../config.ts";
import { visibleClientAcronym } from "../core/client-access.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { optionalId } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import { createMailRate } from "./email-rate.ts";
import { emailBody } from "./email-request.ts";
import { sendEmail } from "./commands/send-email.ts";
import type { Mailer } from "./mailer.ts";

export function emailRoutes(db: Database, config: ApiConfig, mailer: Mailer): RouteDef[] {
  const mailRate = createMailRate(db, config.MAIL_PER_USER_PER_HOUR);
  return [
    {
      method: "post",
      path: "/tools/email",
      summary:
        "Sends an email (queued in the outbox, delivered by SMTP when configured). Client users send only " +
        "PDF or XLSX documents the application made, by reference (attachmentDocument), to their own institution's users.",
      scope: { kind: "self" },
      permission: PERMISSIONS.view,
      body: emailBody,
      handler: async (req, res) => {
        const mail = parseInput(emailBody, req.body, "email");
        sendModel(res, await sendEmail({ db, config, mailer, mailRate }, res.locals.caller as Caller, mail));
      },
    },
    {
      method: "get",
      path: "/tools/emailaddresses",
      summary: "Email addresses of a client's users (clientId), for the recipient picker.",
      scope: { kind: "self" },
      permission: PERMISSIONS.view,
      params: ["clientId"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const clientId = optionalId(req.query, "clientId");
        const tenant =
          clientId === undefined ? caller.tenant : await visibleClientAcronym(db, caller, clientId);
        const rows = await db.query<{ name: string; email: string; username: string }>(
          "select name, email, username from users where tenant = $1 order by name",
          [tenant],
        );
        sendModel(
          res,
          rows.map((r) => ({ name: r.name, emailAddress: r.email, username: r.username, tenant })),
        );
      },
    },
  ];
}

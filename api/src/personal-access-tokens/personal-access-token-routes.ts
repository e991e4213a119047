import type { Database } from "@alm/database";
import { z } from "zod";
import type { Caller } from "../auth/caller.ts";
import { GRANTABLE_PERMISSIONS, hasPermission } from "../access/permissions.ts";
import { PERSONAL_ACCESS_TOKEN_TEXTS as TEXTS } from "../access/personal-access-token-texts.ts";
import {
  MAX_LIVE_PERSONAL_ACCESS_TOKENS,
  PERSONAL_ACCESS_TOKEN_LIFETIMES_DAYS,
  countLivePersonalAccessTokens,
  createPersonalAccessToken,
  listPersonalAccessTokens,
  revokePersonalAccessToken,
} from "../access/personal-access-tokens.ts";
import { sendModel } from "../http/envelope.ts";
import { forbidden, notFound, unprocessable } from "../http/http-error.ts";
import { ANALYSIS_DOMAIN } from "../http/route-access.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";

/** A token as the audit trail names it: its id links its making to its revocation, its name says which. */
const tokenTarget = (id: string, name: string) => `personal access token ${id} "${name}"`;

const newToken = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(z.enum(GRANTABLE_PERMISSIONS)).min(1).max(GRANTABLE_PERMISSIONS.length),
  lifetimeDays: z
    .number()
    .int()
    .refine((days) => (PERSONAL_ACCESS_TOKEN_LIFETIMES_DAYS as readonly number[]).includes(days), {
      message: TEXTS.lifetime,
    })
    .meta({ enum: [...PERSONAL_ACCESS_TOKEN_LIFETIMES_DAYS] }),
});

const callerOf = (res: { locals: { caller?: Caller } }) => res.locals.caller as Caller;

/**
 * Personal access tokens: every person manages their own, and no one else's. The secret is in
 * the answer of create, and nowhere else ever again.
 */
export function personalAccessTokenRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/personalaccesstokens",
      summary: "The caller's personal access tokens that work or have expired (revoked ones are gone).",
      scope: { kind: "self" },
      permission: { none: "Lists the caller's own tokens, never their secrets." },
      handler: async (_req, res) => sendModel(res, await listPersonalAccessTokens(db, callerOf(res).sub)),
    },
    {
      method: "post",
      path: "/personalaccesstokens",
      summary:
        "Makes a personal access token of the caller with some of their permissions as scopes; answers its one-time secret.",
      scope: { kind: "self" },
      permission: {
        none: "Makes a token of the caller's own with scopes it holds now (checked by the handler); no personal access token may call it.",
      },
      mintsCredential: true,
      body: newToken,
      audit: {
        action: "PERSONAL_ACCESS_TOKEN_CREATED",
        detail: (req) => {
          const { scopes, lifetimeDays } = req.body as { scopes?: unknown; lifetimeDays?: unknown };
          return { scopes, lifetimeDays };
        },
      },
      handler: async (req, res) => {
        const caller = callerOf(res);
        const input = parseInput(newToken, req.body, "personal access token");
        const [person] = await db.query("select 1 from users where sub = $1 and tenant = $2", [
          caller.sub,
          caller.tenant,
        ]);
        if (!person) throw forbidden(TEXTS.onlyPeople);
        const scopes = [...new Set(input.scopes)];
        const held = await Promise.all(scopes.map((s) => hasPermission(db, caller, ANALYSIS_DOMAIN, s)));
        const notHeld = scopes.flatMap((scope, i) =>
          held[i] ? [] : [{ ...TEXTS.scopeNotHeld(scope), field: `scopes[${input.scopes.indexOf(scope)}]` }],
        );
        if (notHeld.length) {
          throw unprocessable("VALIDATION_FAILED", notHeld.map((m) => m.error).join(" "), notHeld);
        }
        if ((await countLivePersonalAccessTokens(db, caller.sub)) >= MAX_LIVE_PERSONAL_ACCESS_TOKENS) {
          throw unprocessable("VALIDATION_FAILED", TEXTS.tooMany.error, [TEXTS.tooMany]);
        }
        const created = await createPersonalAccessToken(db, {
          sub: caller.sub,
          tenant: caller.tenant,
          name: input.name,
          scopes,
          lifetimeDays: input.lifetimeDays,
          secondFactor: caller.secondFactor === true,
        });
        res.locals.auditTarget = tokenTarget(created.token.id, input.name);
        sendModel(res, created, 201);
      },
    },
    {
      method: "get",
      path: "/personalaccesstokens/scopes",
      summary: "The scopes the caller may give a personal access token: the grantable permissions they hold.",
      scope: { kind: "self" },
      permission: { none: "Names what the caller may give a token: its own permissions." },
      handler: async (_req, res) => {
        const caller = callerOf(res);
        const held = await Promise.all(
          GRANTABLE_PERMISSIONS.map((p) => hasPermission(db, caller, ANALYSIS_DOMAIN, p)),
        );
        sendModel(
          res,
          GRANTABLE_PERMISSIONS.filter((_p, i) => held[i]),
        );
      },
    },
    {
      method: "get",
      path: "/personalaccesstokens/current",
      summary:
        "The personal access token this call was made with: its user, tenant, scopes and expiry (404 for other tokens).",
      scope: { kind: "self" },
      permission: {
        none: "Describes the very token the call was made with (the gateway asks it on every request).",
      },
      handler: (_req, res) => {
        const caller = callerOf(res);
        if (!caller.personalToken) throw notFound(TEXTS.notPersonal);
        sendModel(res, { sub: caller.sub, tenant: caller.tenant, ...caller.personalToken });
      },
    },
    {
      method: "delete",
      path: "/personalaccesstokens/:id",
      summary: "Revokes one of the caller's personal access tokens: it is refused from then on.",
      scope: { kind: "self" },
      audit: { action: "PERSONAL_ACCESS_TOKEN_REVOKED" },
      permission: { none: "Revokes one of the caller's own tokens: giving up access needs no permission." },
      handler: async (req, res) => {
        const id = String(req.params.id);
        const revoked = await revokePersonalAccessToken(db, callerOf(res).sub, id);
        if (!revoked) throw notFound(TEXTS.notFound(id));
        res.locals.auditTarget = tokenTarget(id, revoked.name);
        sendModel(res, revoked);
      },
    },
  ];
}

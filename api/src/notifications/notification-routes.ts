import type { RequestHandler } from "express";
import { PERMISSIONS } from "../access/permissions.ts";
import { z } from "zod";
import type { Caller } from "../auth/caller.ts";
import type { Queryable } from "@alm/database";
import type { NotificationHub } from "../hub/notification-hub.ts";
import { sendModel } from "../http/envelope.ts";
import { forbidden, HttpError, notFound } from "../http/http-error.ts";
import { optionalInt } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import { mayJoinGroup } from "./group-access.ts";
import { RECEIVE_INFO } from "./hub-notifier.ts";
import { recentNotifications } from "./recent-notifications.ts";

const groupName = z.string().trim().min(1).max(200);

const joinBody = z.object({
  connectionId: z.string().min(1),
  groups: z.array(groupName).min(1).max(50),
});

const sendBody = z
  .object({
    userId: z.string().trim().min(1).optional(),
    groups: z.array(groupName).max(50).optional(),
    target: z.string().trim().min(1).max(100),
    // One invocation per message, each as the single argument (as receiveInfo takes it).
    messages: z.union([z.array(z.unknown()).min(1).max(100), z.record(z.string(), z.unknown())]),
  })
  // For the OpenAPI document, the rule the refinement checks: a user or a group.
  .meta({
    anyOf: [{ required: ["userId"] }, { required: ["groups"], properties: { groups: { minItems: 1 } } }],
  })
  .refine((b) => b.userId !== undefined || (b.groups?.length ?? 0) > 0, {
    message: "name a userId or at least one group to send to",
    path: ["userId"],
  });

/**
 * Clients trust `receiveInfo` and their own client groups as coming from the server (status changes),
 * so a user-sent message may use neither: otherwise a staff user could forge system events to a client.
 */
function refuseServerReserved(target: string, groups: string[]): void {
  if (target.toLowerCase() === RECEIVE_INFO.toLowerCase()) {
    throw forbidden(`'${RECEIVE_INFO}' is reserved for the server's own status events.`);
  }
  const clientGroups = groups.filter((g) => g.includes(":"));
  if (clientGroups.length) {
    throw forbidden(
      `Client groups (${clientGroups.map((g) => `'${g}'`).join(", ")}) receive only the server's own events.`,
    );
  }
}

/** Core calls 7 and 8 of the spec (groups, direct messages) and the recent-messages list. */
export function notificationRoutes(db: Queryable, hub: NotificationHub | undefined): RouteDef[] {
  const running = (): NotificationHub => {
    if (!hub)
      throw new HttpError(503, "SERVICE_UNAVAILABLE", "The notification hub is not running on this server.");
    return hub;
  };
  const join: RequestHandler = (req, res) => {
    const caller = res.locals.caller as Caller;
    const body = parseInput(joinBody, req.body, "group request");
    const socket = running().connection(body.connectionId);
    // Only the caller's own connection: another user's connection id is as unknown as a closed one.
    if (socket?.caller.sub !== caller.sub) {
      throw notFound(`No open hub connection '${body.connectionId}' of yours: connect and negotiate first.`);
    }
    const refused = body.groups.filter((g) => !mayJoinGroup(caller, g));
    if (refused.length) {
      throw forbidden(
        `You may not join ${refused.map((g) => `'${g}'`).join(", ")}: ` +
          `a client's users may join only their own client's groups ('{domain}:${caller.tenant}').`,
      );
    }
    sendModel(res, { connectionId: socket.id, groups: running().join(socket, body.groups) });
  };
  const send: RequestHandler = (req, res) => {
    const body = parseInput(sendBody, req.body ?? {}, "message");
    refuseServerReserved(body.target, body.groups ?? []);
    const messages = Array.isArray(body.messages) ? body.messages : [body.messages];
    const recipients = { userId: body.userId, groups: body.groups };
    const reached = messages.map((m) => running().sendTo(recipients, body.target, [m]));
    // How many connections got the messages: 0 tells the sender nobody was listening.
    sendModel(res, { target: body.target, messages: messages.length, connections: Math.max(0, ...reached) });
  };
  return [
    {
      method: "post",
      path: "/notification/group",
      summary:
        "Adds the caller's own hub connection to groups ('{domain}' staff only, '{domain}:{acronym}').",
      scope: { kind: "self" },
      permission: PERMISSIONS.receiveNotifications,
      allowService: true,
      body: joinBody,
      handler: join,
    },
    {
      method: "post",
      path: "/notification/sendmessage",
      summary: "Invokes a client method on a user's connections and/or groups, once per message (staff).",
      scope: { kind: "self" },
      permission: PERMISSIONS.sendNotifications,
      staffOnly: true,
      body: sendBody,
      handler: send,
    },
    {
      method: "get",
      path: "/notification/messages",
      summary: "Recent notification messages, newest first (sinceMinutes default 60, pageSize default 1000).",
      scope: { kind: "self" },
      permission: PERMISSIONS.receiveNotifications,
      // The gateway's own identity, which hears every message live in the staff group, reads the
      // stored ones to resume a status subscription for a subscriber it has checked itself.
      allowService: true,
      params: ["sinceMinutes", "pageSize"],
      handler: async (req, res) => {
        const sinceMinutes = optionalInt(req.query, "sinceMinutes", 60, 1, 10_080);
        const pageSize = optionalInt(req.query, "pageSize", 1000, 1, 1000);
        sendModel(
          res,
          await recentNotifications(db, res.locals.caller as Caller, { sinceMinutes, pageSize }),
        );
      },
    },
  ];
}

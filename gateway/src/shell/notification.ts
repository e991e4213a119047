import { badUserInput, gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { InfoMessageSort, Resolvers, Severity } from "../generated/graphql.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { byIdDescending, connectionOf, newestFirstById } from "../graphql/connections.ts";
import type { InfoMessageModel, NotificationMessageModel } from "../models/core-models.ts";
import { globalId, globalIdOrNull, nodeNotFound } from "../graphql/ids.ts";
import { runStatusOf, statusChangeOf } from "../graphql/enums.ts";
import { isStaff } from "../graphql/viewer-loader.ts";

function inRange(name: string, value: number, min: number, max: number) {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badUserInput(
      name,
      `${name} must be a whole number from ${min} to ${max}; ${value} is not.`,
      `Send ${name} from ${min} to ${max}.`,
    );
  }
  return value;
}

const payloadId = (value: unknown) =>
  typeof value === "number" || typeof value === "string" ? String(value) : null;

const actionOf = (m: NotificationMessageModel) =>
  typeof m.payload.action === "string" ? m.payload.action : null;

const SEVERITIES: Record<string, Severity> = { info: "INFO", warning: "WARNING", error: "ERROR" };

/** The most messages the core service lists at once. */
const MOST_NOTIFICATIONS = 1000;
const MOST_INFO_MESSAGES = 10_000;

// The list fields and their connections share these, so both check the caller alike.
async function recentNotificationsOf(
  ctx: PlatformContext,
  sinceMinutes: number | null | undefined,
  pageSize: number,
) {
  if (!isStaff(await ctx.viewer())) throw gatewayError("FORBIDDEN", ERROR_TEXTS.staffListOnly);
  return ctx.core.recentNotifications(
    inRange("sinceMinutes", sinceMinutes ?? 60, 1, 10_080),
    inRange("pageSize", pageSize, 1, MOST_NOTIFICATIONS),
  );
}

async function infoMessagesOf(
  ctx: PlatformContext,
  query: {
    domain?: string | null;
    sortBy?: InfoMessageSort | null;
    descending?: boolean | null;
    pageSize: number;
  },
) {
  await ctx.viewer();
  return ctx.core.infoMessages({
    domain: query.domain ?? undefined,
    sortBy: query.sortBy === "SEVERITY" ? "severity" : "createdDate",
    sortDesc: query.descending ?? true,
    pageSize: inRange("pageSize", query.pageSize, 1, MOST_INFO_MESSAGES),
  });
}

const NOTIFICATION_ORDER = newestFirstById<NotificationMessageModel>("NotificationMessage");
const INFO_MESSAGE_ORDER = newestFirstById<InfoMessageModel>("InfoMessage");

/** A message by id, from the same lists (and checks) as the list fields: for node. */
export async function readNotification(ctx: PlatformContext, id: number) {
  const list = await recentNotificationsOf(ctx, 10_080, MOST_NOTIFICATIONS);
  return list.find((m) => m.id === id) ?? nodeNotFound("NotificationMessage");
}

export async function readInfoMessage(ctx: PlatformContext, id: number) {
  const list = await infoMessagesOf(ctx, { pageSize: MOST_INFO_MESSAGES });
  return list.find((m) => m.id === id) ?? nodeNotFound("InfoMessage");
}

export const notificationResolvers: Resolvers = {
  Query: {
    recentNotifications: (_root, { sinceMinutes, pageSize }, ctx) =>
      recentNotificationsOf(ctx, sinceMinutes, pageSize ?? MOST_NOTIFICATIONS),
    infoMessages: (_root, { domain, sortBy, descending, pageSize }, ctx) =>
      infoMessagesOf(ctx, { domain, sortBy, descending, pageSize: pageSize ?? 1000 }),
    recentNotificationsConnection: (_root, { sinceMinutes, ...page }, ctx) =>
      connectionOf(page, NOTIFICATION_ORDER, async () =>
        byIdDescending(await recentNotificationsOf(ctx, sinceMinutes, MOST_NOTIFICATIONS)),
      ),
    infoMessagesConnection: (_root, { domain, ...page }, ctx) =>
      connectionOf(page, INFO_MESSAGE_ORDER, async () =>
        byIdDescending(await infoMessagesOf(ctx, { domain, pageSize: MOST_INFO_MESSAGES })),
      ),
  },
  NotificationMessage: {
    id: (m) => globalId("NotificationMessage", m.id),
    databaseId: (m) => m.id,
    clientId: (m) => globalIdOrNull("Client", payloadId(m.payload.clientId)),
    dataSetId: (m) =>
      globalIdOrNull("DataSet", payloadId(m.payload.clientId), payloadId(m.payload.dataSetId)),
    reportDefinitionId: (m) =>
      globalIdOrNull(
        "ReportDefinition",
        payloadId(m.payload.clientId),
        payloadId(m.payload.reportDefinitionId),
      ),
    action: (m) => actionOf(m),
    change: (m) => statusChangeOf(actionOf(m)),
    runStatus: (m) => runStatusOf(m.status),
    audience: (m) => (m.payload.audience === "client" ? "CLIENT" : "STAFF"),
    createdAt: (m) => m.createdDate,
  },
  InfoMessage: {
    id: (m) => globalId("InfoMessage", m.id),
    databaseId: (m) => m.id,
    severity: (m) => SEVERITIES[m.severity.toLowerCase()] ?? "INFO",
    createdAt: (m) => m.createdDate,
  },
};

import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers, Severity } from "../generated/graphql.ts";
import { idText } from "../graphql/ids.ts";
import { isStaff } from "../graphql/viewer-loader.ts";

function inRange(name: string, value: number, min: number, max: number) {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw gatewayError(
      "BAD_USER_INPUT",
      `${name} must be a whole number from ${min} to ${max}; ${value} is not.`,
    );
  }
  return value;
}

const payloadId = (value: unknown) =>
  typeof value === "number" || typeof value === "string" ? String(value) : null;

const SEVERITIES: Record<string, Severity> = { info: "INFO", warning: "WARNING", error: "ERROR" };

export const notificationResolvers: Resolvers = {
  Query: {
    recentNotifications: async (_root, { sinceMinutes, pageSize }, ctx) => {
      if (!isStaff(await ctx.viewer())) throw gatewayError("FORBIDDEN", ERROR_TEXTS.staffListOnly);
      return ctx.core.recentNotifications(
        inRange("sinceMinutes", sinceMinutes ?? 60, 1, 10_080),
        inRange("pageSize", pageSize ?? 1000, 1, 1000),
      );
    },
    infoMessages: async (_root, { domain, sortBy, descending, pageSize }, ctx) => {
      await ctx.viewer();
      return ctx.core.infoMessages({
        domain: domain ?? undefined,
        sortBy: sortBy === "SEVERITY" ? "severity" : "createdDate",
        sortDesc: descending ?? true,
        pageSize: inRange("pageSize", pageSize ?? 1000, 1, 10_000),
      });
    },
  },
  NotificationMessage: {
    id: (m) => String(m.id),
    clientId: (m) => idText(m.payload.clientId),
    dataSetId: (m) => payloadId(m.payload.dataSetId),
    reportDefinitionId: (m) => payloadId(m.payload.reportDefinitionId),
    action: (m) => (typeof m.payload.action === "string" ? m.payload.action : null),
    audience: (m) => (m.payload.audience === "client" ? "CLIENT" : "STAFF"),
  },
  InfoMessage: {
    id: (m) => String(m.id),
    severity: (m) => SEVERITIES[m.severity.toLowerCase()] ?? "INFO",
  },
};

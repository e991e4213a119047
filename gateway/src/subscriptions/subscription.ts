import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { BuildInfo } from "../http/build-info.ts";
import type { NotificationMessageModel } from "../models/core-models.ts";
import { EventQueue } from "./event-queue.ts";
import { notificationFeed, statusFeed } from "./status-feeds.ts";
import { parseResumeCursor } from "./status-cursor.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { notFoundOf, readOrNotFound } from "../graphql/failures.ts";
import type { LiveContext } from "./live-context.ts";
import { toId } from "../graphql/ids.ts";
import type { StatusEventModel } from "../graphql/models.ts";
import { hasPermission, isStaff } from "../graphql/viewer-loader.ts";
import { requireView, VIEW_PERMISSION } from "../graphql/view-permission.ts";
import { clientOfViewer } from "../shell/viewer-state.ts";

const VIEW_ALL_CLIENTS = "View All Clients";
const RECEIVE_NOTIFICATIONS = "Receive Notifications";

/** Who may watch a client's statuses: staff who manage clients, or the client's own users with notifications. */
async function authorizeWatch(ctx: PlatformContext, clientId: string, clientUsersToo: boolean) {
  await requireView(ctx);
  const viewer = await ctx.viewer();
  const staff = isStaff(viewer);
  if (staff && !hasPermission(viewer, VIEW_ALL_CLIENTS))
    throw gatewayError("FORBIDDEN", ERROR_TEXTS.staffOnly);
  if (!staff && !clientUsersToo) throw gatewayError("FORBIDDEN", ERROR_TEXTS.staffOnly);
  if (!staff && !hasPermission(viewer, RECEIVE_NOTIFICATIONS)) {
    throw gatewayError("FORBIDDEN", ERROR_TEXTS.receiveNotificationsRequired);
  }
  // Read with the subscriber's own token: another client's id is NOT_FOUND, as in REST.
  const client = await readOrNotFound(notFoundOf("Client", clientId, "clientId"), () =>
    ctx.core.clientLookup({ id: toId(clientId, "Client", "clientId") }),
  );
  return { clientId: client.id, clientAudienceOnly: !staff, renew: () => ctx.renew() };
}

const itself = <T>(event: T) => event;

export const subscriptionResolvers: Resolvers<LiveContext> = {
  Subscription: {
    dataSetStatusChanged: {
      subscribe: async (_root, { clientId, after }, ctx) => {
        const resume = parseResumeCursor(after);
        return statusFeed(ctx.live.hub, "dataSet", await authorizeWatch(ctx, clientId, false), resume);
      },
      resolve: itself<StatusEventModel>,
    },
    reportDefinitionStatusChanged: {
      subscribe: async (_root, { clientId, after }, ctx) => {
        const resume = parseResumeCursor(after);
        return statusFeed(
          ctx.live.hub,
          "reportDefinition",
          await authorizeWatch(ctx, clientId, true),
          resume,
        );
      },
      resolve: itself<StatusEventModel>,
    },
    notificationReceived: {
      subscribe: async (_root, _args, ctx) => {
        const viewer = await ctx.viewer();
        if (!hasPermission(viewer, RECEIVE_NOTIFICATIONS)) {
          throw gatewayError("FORBIDDEN", ERROR_TEXTS.receiveNotificationsRequired);
        }
        // Staff's feed carries every client's messages: only with View All Clients, as the api's list.
        if (isStaff(viewer) && !hasPermission(viewer, VIEW_ALL_CLIENTS))
          throw gatewayError("FORBIDDEN", ERROR_TEXTS.staffOnly);
        const own = await clientOfViewer(ctx, viewer);
        return notificationFeed(ctx.live.hub, {
          clientId: own?.id ?? null,
          aboutItems: hasPermission(viewer, VIEW_PERMISSION),
          renew: () => ctx.renew(),
        });
      },
      // Read with the credential of the moment, as a status event is: a token revoked since the
      // socket opened ends it here (4401), not at the socket's next check half a minute on.
      resolve: async (message: NotificationMessageModel, _args: unknown, ctx: LiveContext) => {
        const now = await ctx.renew();
        if (now.auth.kind !== "session" && now.auth.kind !== "bearer")
          throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.signInRequired);
        return message;
      },
    },
    buildChanged: {
      subscribe: async (_root, _args, ctx) => {
        await ctx.viewer();
        const queue = new EventQueue<BuildInfo>();
        queue.onClose(ctx.live.builds.events.subscribe("changed", (info) => queue.push(info)));
        return queue;
      },
      resolve: itself<BuildInfo>,
    },
  },
};

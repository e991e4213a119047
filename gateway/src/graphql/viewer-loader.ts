import type { GraphQLError } from "graphql";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { requireSignedIn, type GatewayContext } from "./context.ts";
import { STAFF_TENANT, type Viewer } from "./models.ts";

const USER_DOMAIN = "user";
export const ANALYSIS_DOMAIN = "analysis";

const hasNoPermissions = (error: unknown) => (error as GraphQLError).extensions?.reason === "NO_PERMISSIONS";

/** The user and their permissions from the core API; UNAUTHENTICATED when signed out. */
export async function loadViewer(ctx: GatewayContext): Promise<Viewer> {
  const { sub, tenant } = requireSignedIn(ctx);
  const [user, permissions] = await Promise.all([
    ctx.core.user(sub),
    ctx.core.permissions(sub, tenant).catch((error: unknown) => {
      if (hasNoPermissions(error))
        throw gatewayError("FORBIDDEN", ERROR_TEXTS.noPermissions, { reason: "NO_PERMISSIONS" });
      throw error;
    }),
  ]);
  if (!user) throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.sessionInvalid);
  return { user, permissions };
}

/** A domain's permission names merged with the 'user' list, without repeats. */
export function permissionsIn(viewer: Viewer, domain: string): string[] {
  const names = [...(viewer.permissions[domain] ?? []), ...(viewer.permissions[USER_DOMAIN] ?? [])].map(
    (p) => p.permission,
  );
  return [...new Set(names)];
}

export const hasPermission = (viewer: Viewer, permission: string, domain = ANALYSIS_DOMAIN) =>
  permissionsIn(viewer, domain).includes(permission);

export const isStaff = (viewer: Viewer) => viewer.user.tenant === STAFF_TENANT;

export const domainsOf = (viewer: Viewer) => Object.keys(viewer.permissions).filter((d) => d !== USER_DOMAIN);

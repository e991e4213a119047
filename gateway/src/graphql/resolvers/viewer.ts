import type { GraphQLError } from "graphql";
import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { Resolvers } from "../../generated/graphql.ts";
import { requireSignedIn } from "../context.ts";
import { STAFF_TENANT, type Viewer } from "../models.ts";

const USER_DOMAIN = "user";

/** A domain's permission names merged with the 'user' list, without repeats. */
export function permissionsIn(viewer: Viewer, domain: string): string[] {
  const names = [...(viewer.permissions[domain] ?? []), ...(viewer.permissions[USER_DOMAIN] ?? [])].map(
    (p) => p.permission,
  );
  return [...new Set(names)];
}

const isNotFound = (error: unknown) => (error as GraphQLError).extensions?.code === "NOT_FOUND";

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: async (_root, _args, ctx) => {
      const { sub, tenant } = requireSignedIn(ctx);
      const [user, permissions] = await Promise.all([
        ctx.core.user(sub),
        ctx.core.permissions(sub, tenant).catch((error: unknown) => {
          if (isNotFound(error)) throw gatewayError("FORBIDDEN", ERROR_TEXTS.noPermissions);
          throw error;
        }),
      ]);
      if (!user) throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.sessionInvalid);
      return { user, permissions };
    },
  },
  Viewer: {
    id: (v) => v.user.sub,
    name: (v) => v.user.name,
    username: (v) => v.user.username,
    firstName: (v) => v.user.given_name,
    tenant: (v) => v.user.tenant,
    isStaff: (v) => v.user.tenant === STAFF_TENANT,
    jobTitle: (v) => v.user.jobTitle,
    emails: (v) => v.user.emails,
    permissions: (v) =>
      Object.keys(v.permissions)
        .filter((d) => d !== USER_DOMAIN)
        .map((domain) => ({ domain, permissions: permissionsIn(v, domain) })),
    permissionsIn: (v, { domain }) => permissionsIn(v, domain),
  },
};

import type { Resolvers } from "../generated/graphql.ts";
import { clientOfViewer, mfaState, readPreferences } from "./viewer-state.ts";
import { domainsOf, hasPermission, isStaff, permissionsIn } from "../graphql/viewer-loader.ts";

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => ctx.viewer(),
  },
  Viewer: {
    id: (v) => v.user.sub,
    name: (v) => v.user.name,
    username: (v) => v.user.username,
    firstName: (v) => v.user.given_name,
    tenant: (v) => v.user.tenant,
    isStaff: (v) => isStaff(v),
    jobTitle: (v) => v.user.jobTitle,
    emails: (v) => v.user.emails,
    permissions: (v) => domainsOf(v).map((domain) => ({ domain, permissions: permissionsIn(v, domain) })),
    permissionsIn: (v, { domain }) => permissionsIn(v, domain),
    can: (v, { permission, domain }) => hasPermission(v, permission, domain ?? undefined),
    client: (v, _args, ctx) => clientOfViewer(ctx, v),
    preferences: (_v, _args, ctx) => readPreferences(ctx),
    mfa: (v, _args, ctx) => mfaState(ctx, v),
  },
};

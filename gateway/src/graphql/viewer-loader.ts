import type { GraphQLError } from "graphql";
import { JoinedReads } from "@alm/service";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { CoreApi } from "../datasources/core-api.ts";
import type { SignedIn } from "./context.ts";
import { STAFF_TENANT, type Viewer } from "./models.ts";

const USER_DOMAIN = "user";
export const ANALYSIS_DOMAIN = "analysis";

const hasNoPermissions = (error: unknown) => (error as GraphQLError).extensions?.reason === "NO_PERMISSIONS";

/** The signed-in user and their permissions from the core API. */
export async function loadViewer(core: CoreApi, { sub, tenant }: SignedIn): Promise<Viewer> {
  const [user, permissions] = await Promise.all([
    core.user(sub),
    core.permissions(sub, tenant).catch((error: unknown) => {
      if (hasNoPermissions(error))
        throw gatewayError("FORBIDDEN", ERROR_TEXTS.noPermissions, { reason: "NO_PERMISSIONS" });
      throw error;
    }),
  ]);
  if (!user) throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.sessionInvalid);
  return { user, permissions };
}

/**
 * The viewer reads of one credential, joined while one is under way (JoinedReads: a caller never
 * takes a read that began before it asked). A screen opens with several queries at once, each
 * needing the viewer: the first screen's six asked the api for the user and the permissions six
 * times each, every call queueing for the api's database beside the queries' own reads.
 */
const viewerReads = new JoinedReads<Viewer>();

/** loadViewer, joined with the same credential's reads under way (the key holds the credential, so no two callers share one). */
export function joinedViewer(core: CoreApi, who: SignedIn, credential: string): Promise<Viewer> {
  return viewerReads.read(`${credential}\n${who.sub}\n${who.tenant}`, () => loadViewer(core, who));
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

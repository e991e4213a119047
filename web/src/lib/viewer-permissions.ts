import { useQuery } from "@apollo/client/react";
import type { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
import { SelectedClientViewerQuery } from "./selected-client-query.ts";

export type PermissionName = (typeof ANALYSIS_PERMISSION_NAMES)[keyof typeof ANALYSIS_PERMISSION_NAMES];

/**
 * Whether the signed-in viewer holds a permission, from the viewer query the shell has already
 * answered (no request of its own). Controls that need a permission the viewer lacks are not
 * offered: the server refuses them anyway, and a button that can only fail is a trap. Unknown
 * (still loading) counts as not held.
 */
export function useViewerHolds(permission: PermissionName): boolean {
  const { data } = useQuery(SelectedClientViewerQuery, { fetchPolicy: "cache-first" });
  return data?.viewer.permissionsIn.includes(permission) ?? false;
}

/** The sentence shown where a control would be, when the viewer lacks its permission. */
export const needsPermission = (permission: PermissionName, what: string) =>
  `${what} needs the ${permission} permission.`;

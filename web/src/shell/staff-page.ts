import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useNotices } from "./notices/NoticeProvider.tsx";
import { useArrival } from "../lib/Redirect.tsx";
import { useSelectedClient } from "../lib/selected-client.ts";
import { needsPermission, type PermissionName } from "../lib/viewer-permissions.ts";

/**
 * The guard of the staff screens (Client Defaults, Charts of Accounts, Yield Curves, Audit Trail):
 * a user without View All Clients is sent to their reports, as the specification sends them from
 * home; staff without the screen's own permission (`needs`) are told which and sent home. The page
 * renders nothing of its own until `allowed`, so a refused user never sees it ask and fail.
 */
export function useStaffPage(needs?: { permission: PermissionName; screen: string }): {
  allowed: boolean;
  ready: boolean;
} {
  const { loading, canViewAllClients, permissions } = useSelectedClient();
  const navigate = useNavigate();
  const notices = useNotices();
  const ready = !loading;
  const permission = needs?.permission;
  const screen = needs?.screen ?? "This screen";
  const holdsOwn = !permission || permissions.includes(permission);
  const arrival = useArrival();
  useEffect(() => {
    if (!ready) return;
    // Navigation is fire-and-forget: the router renders the new page or its error element.
    if (!canViewAllClients) void navigate("/reports", { replace: true });
    else if (!holdsOwn && permission) {
      notices.toast(needsPermission(permission, screen), "warning");
      void navigate("/", { replace: true });
    }
  }, [arrival, ready, canViewAllClients, holdsOwn, permission, screen, navigate, notices]);
  return { allowed: ready && canViewAllClients && holdsOwn, ready };
}

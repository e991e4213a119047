import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useNotices } from "./notices/NoticeProvider.tsx";
import { useSelectedClient } from "../lib/selected-client.ts";

export const NO_CLIENT = "No client selected. Please select a client.";

/**
 * Staff pages that work on the chosen client (Client Defaults, Charts of Accounts): without one,
 * the user is told and sent home to choose; users without View All Clients go to their reports.
 */
export function useRequiredClient(): { clientId: string | null; ready: boolean } {
  const selected = useSelectedClient();
  const navigate = useNavigate();
  const notices = useNotices();
  const ready = !selected.loading;
  const { clientId, canViewAllClients } = selected;
  useEffect(() => {
    if (!ready) return;
    // Navigation is fire-and-forget: the router renders the new page or its error element.
    if (!canViewAllClients) void navigate("/reports", { replace: true });
    else if (!clientId) {
      notices.toast(NO_CLIENT, "warning");
      void navigate("/", { replace: true });
    }
  }, [ready, canViewAllClients, clientId, navigate, notices]);
  return { clientId: ready && canViewAllClients ? clientId : null, ready };
}

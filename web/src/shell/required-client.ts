import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useNotices } from "./notices/NoticeProvider.tsx";
import { useStaffPage } from "./staff-page.ts";
import { useArrival } from "../lib/Redirect.tsx";
import { useSelectedClient } from "../lib/selected-client.ts";

export const NO_CLIENT = "No client selected. Please select a client.";

/**
 * Staff pages that work on the chosen client (Client Defaults, Charts of Accounts): the staff
 * screens' guard first, then without a chosen client the user is told and sent home to choose.
 */
export function useRequiredClient(): { clientId: string | null; ready: boolean } {
  const { allowed, ready } = useStaffPage();
  const { clientId } = useSelectedClient();
  const navigate = useNavigate();
  const notices = useNotices();
  const arrival = useArrival();
  useEffect(() => {
    if (!allowed || clientId) return;
    notices.toast(NO_CLIENT, "warning");
    void navigate("/", { replace: true });
  }, [arrival, allowed, clientId, navigate, notices]);
  return { clientId: allowed ? clientId : null, ready };
}

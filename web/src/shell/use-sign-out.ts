import { useCallback } from "react";
import { signOut } from "../lib/sign-in.ts";
import { useNotices } from "./notices/NoticeProvider.tsx";

/** Spec shell section 8: every way out (the user menu, the idle guard) says so first. */
export const SIGNING_OUT = "Signing out";

export function useSignOut(): () => void {
  const notices = useNotices();
  return useCallback(() => {
    notices.toast(SIGNING_OUT, "info");
    signOut();
  }, [notices]);
}

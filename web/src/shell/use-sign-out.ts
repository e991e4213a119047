import { useCallback } from "react";
import { signOut } from "../lib/sign-in.ts";
import { noticesReady, useNotices } from "./notices/NoticeProvider.tsx";

/** Spec shell section 8: every way out (the user menu, the idle guard) says so first. */
export const SIGNING_OUT = "Signing out";

/**
 * Long enough for React to commit the notice and a frame to show it; a timer, not the next animation
 * frame, which a hidden tab (the idle guard's) never gets.
 */
const SHOW_MS = 50;
const shown = () => new Promise<void>((resolve) => setTimeout(resolve, SHOW_MS));

export function useSignOut(): () => void {
  const notices = useNotices();
  return useCallback(() => {
    notices.toast(SIGNING_OUT, "info");
    // The snackbar loads with the first notice; leaving before it is there would say nothing.
    void noticesReady()
      .then(shown)
      .finally(() => signOut());
  }, [notices]);
}

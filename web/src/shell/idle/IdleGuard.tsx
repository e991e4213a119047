import { useCallback, useEffect, useRef, useState } from "react";
import type { AppConfig } from "../../lib/app-config.ts";
import { lazyDialog } from "../../lib/lazy-dialog.tsx";
import { readStored, writeStored } from "../../lib/local-storage.ts";
import { useSignOut } from "../use-sign-out.ts";
import type { IdleWarningProps } from "./IdleWarningDialog.tsx";
import { LAST_ACTIVITY_KEY, idleState, type IdleState } from "./idle-clock.ts";

const IdleWarningDialog = lazyDialog<IdleWarningProps>(
  async () => (await import("./IdleWarningDialog.tsx")).default,
  (props) => props.open,
);

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "scroll", "touchstart", "wheel"] as const;

/**
 * Signs the user out after the idle timeout, warning first. Activity is kept in local
 * storage, so activity in any tab of the session keeps every tab alive.
 */
export function IdleGuard({
  idle,
  perpetual,
  onBlur,
}: {
  idle: AppConfig["idle"];
  perpetual: boolean;
  onBlur: (blurred: boolean) => void;
}) {
  const signOut = useSignOut();
  const [state, setState] = useState<IdleState>({ kind: "active" });
  const lastWrite = useRef(0);

  const recordActivity = useCallback(
    (force = false) => {
      const now = Date.now();
      if (!force && now - lastWrite.current < idle.activityThrottleSeconds * 1000) return;
      lastWrite.current = now;
      writeStored(LAST_ACTIVITY_KEY, now);
    },
    [idle.activityThrottleSeconds],
  );

  useEffect(() => {
    recordActivity(true);
    const onActivity = () => recordActivity();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
    };
  }, [recordActivity]);

  useEffect(() => {
    const check = () =>
      setState(idleState(readStored(LAST_ACTIVITY_KEY, Date.now()), Date.now(), idle, perpetual));
    const timer = window.setInterval(check, idle.checkSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [idle, perpetual]);

  useEffect(() => {
    onBlur(state.kind === "blurred");
    if (state.kind === "expired") signOut();
  }, [state.kind, onBlur, signOut]);

  const stay = () => {
    recordActivity(true);
    setState({ kind: "active" });
  };

  return (
    <IdleWarningDialog
      open={state.kind === "warning"}
      warningSeconds={idle.warningSeconds}
      onStay={stay}
      onSignOut={signOut}
    />
  );
}

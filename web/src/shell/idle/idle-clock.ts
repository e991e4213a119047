import type { AppConfig } from "../../lib/app-config.ts";

export type IdleState =
  | { kind: "active" }
  | { kind: "warning"; secondsLeft: number }
  | { kind: "expired" }
  /** Perpetual Login users are never signed out; after a day away the page is blurred. */
  | { kind: "blurred" };

/** Where the user stands, from the last activity in any tab of the session. */
export function idleState(
  lastActivity: number,
  now: number,
  idle: AppConfig["idle"],
  perpetual: boolean,
): IdleState {
  const idleMs = now - lastActivity;
  if (perpetual)
    return idleMs >= idle.perpetualTimeoutMinutes * 60_000 ? { kind: "blurred" } : { kind: "active" };
  const timeoutMs = idle.timeoutSeconds * 1000;
  if (idleMs >= timeoutMs) return { kind: "expired" };
  const left = timeoutMs - idleMs;
  if (left <= idle.warningSeconds * 1000) return { kind: "warning", secondsLeft: Math.ceil(left / 1000) };
  return { kind: "active" };
}

export const LAST_ACTIVITY_KEY = "lastActivity";

import type { NotificationHub } from "./notification-hub.ts";

// Keyed by port: an api started in-process by a test is known to it by its URL only.
const hubs = new Map<number, NotificationHub>();

export function rememberRunningHub(port: number, hub: NotificationHub): void {
  hubs.set(port, hub);
}

export function forgetRunningHub(port: number, hub: NotificationHub): void {
  if (hubs.get(port) === hub) hubs.delete(port);
}

/**
 * The hub of an api running in this process, found by the api's URL: lets tests that start the
 * api through `startTestApi()` observe pushes (`observe`) and cut connections (`drop`).
 */
export function runningHubAt(apiUrl: string): NotificationHub {
  const hub = hubs.get(Number(new URL(apiUrl).port));
  if (!hub) throw new Error(`No notification hub runs in this process at ${apiUrl}.`);
  return hub;
}

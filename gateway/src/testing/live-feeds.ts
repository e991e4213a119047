import { RECONNECT_DELAYS_MS } from "../subscriptions/hub-bridge.ts";
import type { TestStack } from "./test-stack.ts";

/**
 * How many subscriptions the gateway's live feeds serve. A subscription opens asynchronously (it
 * reads the viewer first), after its socket is acknowledged: an event sent before it listens is
 * not its to receive.
 */
export const listening = (stack: TestStack) =>
  stack.gateway.live.hub.events.listenerCount("message") +
  stack.gateway.live.builds.events.listenerCount("changed");

/** Waits until the live feeds serve `count` subscriptions. */
export async function untilListening(stack: TestStack, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (listening(stack) < count) {
    if (Date.now() > deadline) throw new Error(`Only ${listening(stack)} of ${count} subscriptions opened.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the gateway's hub bridge is connected to the api's hub. */
export async function untilHubConnected(stack: TestStack): Promise<void> {
  // An api that took long to start under load meets the bridge's longest back-off (30 s).
  const deadline = Date.now() + (RECONNECT_DELAYS_MS.at(-1) ?? 30_000) + 15_000;
  while (!stack.gateway.live.hub.connected) {
    if (Date.now() > deadline) throw new Error("The gateway did not connect to the hub.");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

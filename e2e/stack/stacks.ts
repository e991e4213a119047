/**
 * The browser tests run on several stacks at once, one per Playwright worker, each an api and a
 * gateway with a database of its own: a journey that changes the demo (publishes, remembers a
 * client, switches MFA on) never changes what a journey on another worker sees. Ports count up
 * from E2E_API_PORT and E2E_GATEWAY_PORT (two checkouts tested side by side move them).
 */
// Two by default. One browser on one stack left a third of two cores idle while it waited on the
// stack and the stack on it (1.27 cores busy); two, with the checks beside them as in `npm test`,
// ran the 116 journeys in 483 and 487 s against 581 and 526 on one (two pairs run back to back,
// 2026-12-04), each journey taking about 1.8 times as long. More cores take more stacks (E2E_STACKS).
export const STACK_COUNT = Math.max(1, Number(process.env.E2E_STACKS || 2));

const API_PORT = Number(process.env.E2E_API_PORT || 4110);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT || 4010);

export interface StackUrls {
  apiUrl: string;
  gatewayUrl: string;
}

/** The stack of the worker with this parallel index (0 … STACK_COUNT − 1). */
export function stackUrls(index: number): StackUrls {
  return {
    apiUrl: `http://localhost:${API_PORT + index}`,
    gatewayUrl: `http://localhost:${GATEWAY_PORT + index}`,
  };
}

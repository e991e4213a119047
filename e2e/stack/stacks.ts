/**
 * The browser tests run on several stacks at once, one per Playwright worker, each an api and a
 * gateway with a database of its own: a journey that changes the demo (publishes, remembers a
 * client, switches MFA on) never changes what a journey on another worker sees. Ports count up
 * from E2E_API_PORT and E2E_GATEWAY_PORT (two checkouts tested side by side move them).
 */
// One by default: two stacks and two browsers on two cores ran no faster (the cores were the limit)
// and ran journeys out of time; more cores take more stacks.
export const STACK_COUNT = Math.max(1, Number(process.env.E2E_STACKS || 1));

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

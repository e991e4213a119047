import { Agent, setGlobalDispatcher } from "undici";

/*
 * The servers keep idle connections 65 s (`@alm/service` keep-alive.ts); the gateway's own
 * client side gives them up sooner.
 */

/** The gateway's own pool of upstream connections (fetch) gives up an idle one after this long... */
export const UPSTREAM_IDLE_MS = 10_000;
/** ...or after the server's own `Keep-Alive: timeout` less a second, but never after 30 s. */
export const UPSTREAM_IDLE_MAX_MS = 30_000;

/**
 * Every fetch of the process (REST calls to the api, the identity provider) idles connections for
 * less than the api keeps them (65 s) and less than a proxy in between does (60 s at least), so the
 * gateway never sends a request on a connection the other side is closing.
 */
export function useUpstreamPool(): void {
  setGlobalDispatcher(
    new Agent({
      keepAliveTimeout: UPSTREAM_IDLE_MS,
      keepAliveMaxTimeout: UPSTREAM_IDLE_MAX_MS,
      keepAliveTimeoutThreshold: 1_000,
    }),
  );
}

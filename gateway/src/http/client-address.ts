import type { IncomingMessage } from "node:http";
import proxyAddress from "proxy-addr";

/** TRUST_PROXY (config.ts, trustProxySetting of @alm/service): a hop count, addresses/subnets comma-separated, or unset. */
export type TrustProxy = number | string | undefined;

type Trusts = (address: string, hop: number) => boolean;

/** Read as Express reads its "trust proxy" setting, so that req.ip and the sockets agree. */
function trustsOf(trust: TrustProxy): Trusts {
  if (trust === undefined) return () => false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return proxyAddress.compile(trust.split(",").map((part) => part.trim()));
}

/**
 * The caller's address: the connection's, or the one the trusted proxies forwarded
 * (X-Forwarded-For read from the right, past trusted hops only). For HTTP requests and WebSocket
 * upgrades alike, which Express's req.ip cannot serve.
 */
export function clientAddressOf(trust: TrustProxy): (request: IncomingMessage) => string | undefined {
  const trusts = trustsOf(trust);
  return (request) => (request.socket.remoteAddress ? proxyAddress(request, trusts) : undefined);
}

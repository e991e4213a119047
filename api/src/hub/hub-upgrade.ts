import { STATUS_CODES, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { tokenRefusal } from "../auth/token-refusal.ts";
import { SUPPORTED_API_VERSIONS } from "../http/api-version.ts";
import { accessTokenOf, type HubAuthenticator, type HubIdentity } from "./hub-auth.ts";
import type { Negotiation } from "./negotiations.ts";

export type Admission =
  | { ok: true; negotiation: Negotiation; identity: HubIdentity }
  | { ok: false; status: number; reason: string; retryAfterSeconds?: number };

interface AdmissionRules {
  authenticate: HubAuthenticator;
  claim(connectionToken: string, sub: string): Negotiation | undefined;
}

const refuse = (status: number, reason: string, retryAfterSeconds?: number): Admission => ({
  ok: false,
  status,
  reason,
  retryAfterSeconds,
});

/** Whether a WebSocket upgrade may open: api version, a valid token, and a connection token of the same user. */
export async function admitUpgrade(
  req: IncomingMessage,
  url: URL,
  rules: AdmissionRules,
): Promise<Admission> {
  const version = url.searchParams.get("api-version");
  if (!version || !(SUPPORTED_API_VERSIONS as readonly string[]).includes(version)) {
    return refuse(400, `Unsupported API version. Supported versions: ${SUPPORTED_API_VERSIONS.join(", ")}.`);
  }
  const token = accessTokenOf(req, url);
  if (!token) return refuse(401, "Sign-in required: send an access token.");
  let identity: HubIdentity;
  try {
    identity = await rules.authenticate(token);
  } catch (error) {
    const refusal = tokenRefusal(error, "hub connection");
    return refuse(refusal.status, refusal.message, refusal.retryAfterSeconds);
  }
  const connectionToken = url.searchParams.get("id");
  // Someone else's connection token is as unknown as an expired one: nothing is revealed about it.
  const negotiation = connectionToken ? rules.claim(connectionToken, identity.caller.sub) : undefined;
  if (!negotiation) {
    return refuse(404, "No connection with that id: negotiate again.");
  }
  return { ok: true, negotiation, identity };
}

/** Answers a refused upgrade with a plain HTTP response, as the upgrade never became a WebSocket. */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  reason: string,
  retryAfterSeconds?: number,
): void {
  if (!socket.writable) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
      "Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n" +
      (retryAfterSeconds === undefined ? "" : `Retry-After: ${retryAfterSeconds}\r\n`) +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

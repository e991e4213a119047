import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionStore } from "../auth/session-store.ts";
import { captureGatewayLog } from "../testing/captured-log.ts";
import { SOCKET_CREDENTIAL_CHECK_MS, watchCredential } from "./credential-watch.ts";

describe("a socket's credential watch", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps its sockets when a check fails, and says so once for all of them", async () => {
    vi.useFakeTimers();
    const log = captureGatewayLog();
    const bearer = { kind: "bearer" as const, sub: "u", tenant: "t", accessToken: "a", expiresAt: Infinity };
    const ended = vi.fn();
    // A Bearer token's watch reads no session: the store is never asked.
    const sessions = {} as SessionStore;
    const failing = () => Promise.reject(new Error("api away"));
    const unwatch = [1, 2, 3].map(() => watchCredential(bearer, sessions, ended, failing));
    try {
      await vi.advanceTimersByTimeAsync(2 * SOCKET_CREDENTIAL_CHECK_MS);
      expect(ended).not.toHaveBeenCalled();
      // Six failed checks, one line (the review found them dropped without a word).
      const said = log.lines().filter((l) => l.msg?.includes("credential check failed"));
      expect(said).toEqual([
        expect.objectContaining({ level: 40, err: expect.objectContaining({ message: "api away" }) }),
      ]);
    } finally {
      for (const stop of unwatch) stop();
      log.restore();
    }
  });
});

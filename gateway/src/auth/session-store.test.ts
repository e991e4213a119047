import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { openGatewayDatabase } from "../store/gateway-database.ts";
import { createSealedBox } from "../store/sealed-box.ts";
import { captureGatewayLog } from "../testing/captured-log.ts";
import { SESSION_CHECK_INTERVAL_MS, SessionStore } from "./session-store.ts";

describe("the session store", () => {
  it("ends no session when its database is away, and says so in the log", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "alm-sessions-"));
    const log = captureGatewayLog();
    const db = await openGatewayDatabase({ DATA_DIR: dataDir, GATEWAY_DATABASE_URL: undefined });
    const sessions = new SessionStore(db, createSealedBox(randomBytes(32)), {
      ttlMs: 60_000,
      idleMs: 60_000,
    });
    try {
      const session = await sessions.create("u", "t", {
        accessToken: "a",
        refreshToken: undefined,
        idToken: undefined,
        expiresAt: Date.now() + 60_000,
      });
      const ended = vi.fn();
      sessions.onEnd(session.id, ended);
      // The database goes away: the next check's query fails.
      await db.close();
      await vi.waitFor(
        () => {
          const said = log.lines().filter((l) => l.msg?.includes("check of live sessions failed"));
          // The review found the failure dropped without a word.
          expect(said).toEqual([expect.objectContaining({ level: 40, err: expect.anything() })]);
        },
        { timeout: 3 * SESSION_CHECK_INTERVAL_MS, interval: 100 },
      );
      expect(ended).not.toHaveBeenCalled();
    } finally {
      sessions.close();
      log.restore();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // An embedded store opened (seconds on a machine slow to fault memory in: 18.7 s in all there)
    // and up to three checks waited for.
  }, 60_000);

  // An operator's review: after SESSION_ENCRYPTION_KEY was set or changed, every request of a
  // signed-in user failed (503 "Sign-in is not available") until their session expired.
  it("ends a session whose tokens the key no longer opens, so that its user signs in again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "alm-sessions-"));
    const db = await openGatewayDatabase({ DATA_DIR: dataDir, GATEWAY_DATABASE_URL: undefined });
    const lifetimes = { ttlMs: 60_000, idleMs: 60_000 };
    const before = new SessionStore(db, createSealedBox(randomBytes(32)), lifetimes);
    const after = new SessionStore(db, createSealedBox(randomBytes(32)), lifetimes);
    try {
      const tokens = {
        accessToken: "a",
        refreshToken: undefined,
        idToken: undefined,
        expiresAt: Date.now() + 60_000,
      };
      const session = await before.create("u", "t", tokens);
      await expect(after.get(session.id)).resolves.toBeUndefined();
      // Left to expire: an instance still on the key it was sealed with serves it on.
      expect((await before.get(session.id))?.sub).toBe("u");
    } finally {
      before.close();
      after.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

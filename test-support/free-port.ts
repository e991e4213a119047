import { mkdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Ports handed out lately, one file each, shared by every test worker of the machine. */
const HANDED_OUT = join(tmpdir(), "alm-test-ports");
/** A port handed out this long ago may be handed out again (no test run keeps one longer). */
const HELD_MS = 30 * 60_000;

function portTheSystemOffers(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Claims a port for this process unless another one claimed it lately; true when claimed. */
function claim(port: number): boolean {
  const mark = join(HANDED_OUT, String(port));
  const claimedAt = statSync(mark, { throwIfNoEntry: false })?.mtimeMs;
  if (claimedAt !== undefined) {
    if (Date.now() - claimedAt < HELD_MS) return false;
    try {
      unlinkSync(mark);
    } catch {
      return false; // another worker is reclaiming it
    }
  }
  try {
    writeFileSync(mark, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    return false; // another worker claimed it in between
  }
}

/**
 * A port nothing listens on right now and no other test worker was given lately (services need
 * theirs before they start: issuer URLs name it). Without the claim, two workers starting at once
 * could be handed the same port, and one's health check would be answered by the other's service.
 */
export async function freePort(): Promise<number> {
  mkdirSync(HANDED_OUT, { recursive: true });
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await portTheSystemOffers();
    if (claim(port)) return port;
  }
  throw new Error(`No free port that no other test worker holds (see ${HANDED_OUT}).`);
}

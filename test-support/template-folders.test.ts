import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { UNUSED_TEMPLATE_MS, useTemplate } from "./template-folders.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A templates folder holding `names`, each last used `ageMs` ago. */
function templates(entries: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), "alm-template-folders-"));
  roots.push(root);
  for (const [name, ageMs] of Object.entries(entries)) {
    mkdirSync(join(root, name, "pglite"), { recursive: true });
    const at = (Date.now() - ageMs) / 1000;
    utimesSync(join(root, name), at, at);
  }
  return root;
}

/** A pid no process has: the highest Linux allows, plus one. */
const DEAD_PID = 4_194_305;

describe("the test databases' template folders", () => {
  it("keep the template in use and those used within the hour; remove older versions and dead builds", () => {
    const hour = UNUSED_TEMPLATE_MS;
    const root = templates({
      aaaaaaaaaaaaaaaa: 3 * hour,
      bbbbbbbbbbbbbbbb: hour / 2,
      cccccccccccccccc: 2 * hour,
      "gateway-store-dddddddddddddddd": 2 * hour,
      "gateway-store-eeeeeeeeeeeeeeee": 0,
      [`eeeeeeeeeeeeeeee.building-${DEAD_PID}`]: 0,
      [`ffffffffffffffff.building-${process.pid}`]: 3 * hour,
      "cccccccccccccccc.lock": 3 * hour,
    });
    useTemplate(join(root, "aaaaaaaaaaaaaaaa"));
    expect(readdirSync(root).sort()).toEqual([
      "aaaaaaaaaaaaaaaa",
      "bbbbbbbbbbbbbbbb",
      "cccccccccccccccc.lock",
      `ffffffffffffffff.building-${process.pid}`,
      "gateway-store-eeeeeeeeeeeeeeee",
    ]);
    // Marked used: the next run's pruning counts its hour from now.
    expect(Date.now() - statSync(join(root, "aaaaaaaaaaaaaaaa")).mtimeMs).toBeLessThan(60_000);
    expect(existsSync(join(root, "aaaaaaaaaaaaaaaa", "pglite"))).toBe(true);
  });
});

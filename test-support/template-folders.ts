import { readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processRuns } from "@alm/service";

/**
 * The embedded test databases' templates (seeded-template.ts, pglite-gateway-store.ts): one folder
 * per kind and version of the sources that shape it, each 10 to 200 MB. A new version is built at
 * every change of those sources, so they piled up: 213 of them, 45 GB of /tmp, on one machine.
 */
export const TEMPLATES_ROOT = join(tmpdir(), "alm-test-templates");

/**
 * How long a template nobody asked for stays: longer than any run (a run marks its templates used
 * as it starts, and `npm test` takes minutes), so that a run on other sources beside this one (another
 * checkout) keeps its own.
 */
export const UNUSED_TEMPLATE_MS = 60 * 60_000;

/** A template folder being built by process `pid` (built aside, then renamed). */
const BUILDING = /\.building-(\d+)$/;

/**
 * Marks the template at `dir` used now: at every copy or read of it, so that a run that goes on
 * using it (longer than UNUSED_TEMPLATE_MS, in watch mode) keeps it.
 */
export function markTemplateUsed(dir: string, now = Date.now()): void {
  const seconds = now / 1000;
  utimesSync(dir, seconds, seconds);
}

/**
 * Marks the template at `dir` used now, and removes from its folder the templates no run has used
 * within UNUSED_TEMPLATE_MS and what builders that died left half-built. Called where a run starts
 * (its setup, a browser-test stack), not at every copy. Lock folders are buildOnce's to clear.
 */
export function useTemplate(dir: string, now = Date.now()): void {
  markTemplateUsed(dir, now);
  const root = join(dir, "..");
  for (const name of readdirSync(root)) {
    if (name.endsWith(".lock")) continue;
    const path = join(root, name);
    const builder = BUILDING.exec(name)?.[1];
    const stale = builder
      ? !processRuns(Number(builder))
      : now - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now) > UNUSED_TEMPLATE_MS;
    if (stale) rmSync(path, { recursive: true, force: true });
  }
}

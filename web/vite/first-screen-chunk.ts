import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";

const WEB = fileURLToPath(new URL("../", import.meta.url));

type ModuleGraph = Pick<Rolldown.PluginContext, "getModuleIds" | "getModuleInfo">;

/** Every module the roots import statically, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The code every first screen runs (what the app's entry imports statically) as one chunk, except
 * what the early requests' entry also runs (its own small chunk, which both load). Left to the
 * bundler it was some fifty chunks, each shared with another set of routes: a request each, and
 * 7 KB more with brotli. `test` is the bundler's group test; it knows the modules once the build
 * has read them all.
 */
export function firstScreenChunk(earlyEntry: string): { plugin: Plugin; test: (id: string) => boolean } {
  let firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: "alm-first-screen-chunk",
    apply: "build",
    buildEnd() {
      const entries = [...this.getModuleIds()].filter(
        (id) => id !== earlyEntry && this.getModuleInfo(id)?.isEntry,
      );
      const early = staticClosure(this, [earlyEntry]);
      // A package's index re-exports all of it: reached from the early entry, it took every module
      // of @alm/formats out of the first screen's chunk, so a report's first open loaded them
      // (NEV Summary 315 -> 420 ms, 2026-12-02).
      const index = [...early].find((id) => !id.startsWith(WEB) && /\/src\/index\.ts$/.test(id));
      if (index) {
        this.error(
          `The early requests' entry reaches ${index}: import the module it needs through a subpath export instead.`,
        );
      }
      firstScreen = new Set([...staticClosure(this, entries)].filter((id) => !early.has(id)));
    },
  };
  return { plugin, test: (id) => firstScreen.has(id) };
}

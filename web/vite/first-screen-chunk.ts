import type { Plugin, Rolldown } from "vite";

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
      firstScreen = new Set([...staticClosure(this, entries)].filter((id) => !early.has(id)));
    },
  };
  return { plugin, test: (id) => firstScreen.has(id) };
}

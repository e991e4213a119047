import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The module that sends the first screen's queries (src/app/start-early-requests.ts). */
export const EARLY_ENTRY = fileURLToPath(new URL("../src/app/start-early-requests.ts", import.meta.url));

/**
 * Puts the early requests' entry first in the page's head, async: it runs as soon as it and its
 * small chunk arrive, while the browser is still compiling the app's 770 KB (app/early-requests.ts).
 */
export function earlyRequestsScript(): Plugin {
  let base = "/";
  return {
    name: "alm-early-requests-script",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const entry = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === "chunk" && c.isEntry && c.facadeModuleId === EARLY_ENTRY,
        );
        if (!entry) throw new Error("The early requests' entry was not built.");
        return [
          {
            tag: "script",
            attrs: { type: "module", async: true, crossorigin: true, src: `${base}${entry.fileName}` },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { EARLY_ENTRY, earlyRequestsScript } from "./vite/early-requests-entry.ts";
import { eagerCompileBanner } from "./vite/eager-compile.ts";
import { firstScreenChunk } from "./vite/first-screen-chunk.ts";
import { graphqlDocuments } from "./vite/graphql-documents.ts";

/** yyyy.mm.dd.<commit count>: changes with every build of new code, readable by people. */
function buildNumber(): string {
  const date = new Date().toISOString().slice(0, 10).replaceAll("-", ".");
  let commits = "0";
  try {
    commits = execSync("git rev-list --count HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. a Docker build context): the date alone still orders builds.
  }
  return `${date}.${commits}`;
}

/** The gateway serves this file as /version.json; the bundle carries the same number. */
function buildInfo(number: string): Plugin {
  return {
    name: "alm-build-info",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "build-info.json",
        source: JSON.stringify({ buildNumber: number }),
      });
    },
  };
}

const number = buildNumber();
const firstScreen = firstScreenChunk(EARLY_ENTRY);
const gateway = process.env.GATEWAY_URL ?? "http://localhost:4000";

export default defineConfig({
  base: "/analysis/",
  plugins: [
    graphqlDocuments(),
    react(),
    firstScreen.plugin,
    earlyRequestsScript(),
    buildInfo(number),
    // Each asset also as .br and .gz, compressed once at the highest levels (small ones too: the
    // first screen loads some thirty chunks under 1 KB, which went out as they are): the gateway sends
    // them as they are (first screen 224 KB of scripts with brotli 11, against about 258 KB at the
    // level it can afford per request). index.html is not: each answer writes its own nonce in it.
    compression({
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
      exclude: [/\.map$/, /\.html$/],
      threshold: 0,
      logLevel: "silent",
    }),
  ],
  define: { __BUILD_NUMBER__: JSON.stringify(number) },
  resolve: {
    // The grid's own Excel export (which the app does not offer: its tables export through
    // @alm/formats) loads MUI's fork of ExcelJS: on the app's ExcelJS instead, the build ships one
    // copy (1 MB) rather than two.
    alias: { "@mui/x-internal-exceljs-fork": "exceljs" },
  },
  // Maps are written for error reports but not linked from the bundles; the gateway never serves them.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: "hidden",
    rolldownOptions: {
      // The app, and the script that sends its first screen's queries before the app has started.
      input: { index: fileURLToPath(new URL("index.html", import.meta.url)), early: EARLY_ENTRY },
      output: {
        // No dots in a chunk's name: the gateway's express-static-gzip (3.0.2) finds a file's .br
        // by cutting the first ".br" out of the path, so 'emotion-react.browser.esm-….js.br' was
        // never sent and the chunk went out gzipped.
        chunkFileNames: (chunk) => `assets/${chunk.name.replaceAll(".", "-")}-[hash].js`,
        postBanner: eagerCompileBanner,
        // The group is exactly a static closure, so it needs no dependencies added (which pulled
        // the early entry's modules into it, making that entry load the whole first screen).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: "first-screen", test: firstScreen.test, priority: 100 }],
        },
      },
    },
  },
  // A placeholder on every script/style tag and in <meta property="csp-nonce">: the gateway swaps in
  // each answer's CSP nonce (gateway/src/http/web-app.ts), and emotion reads it (lib/style-cache.ts).
  html: { cspNonce: "ALM_CSP_NONCE" },
  server: {
    port: 5173,
    proxy: {
      // The gateway accepts sockets from its own origin only (GATEWAY_PUBLIC_URL): the dev
      // server's page stands in for it.
      "/graphql": { target: gateway, ws: true, headers: { origin: gateway } },
      "/auth": gateway,
      "/version.json": gateway,
      "/app-config.json": gateway,
      "/downloads": gateway,
      // Uploads from another origin are refused (cross-site forms): the dev server's page stands in.
      "/uploads": { target: gateway, headers: { origin: gateway } },
    },
  },
});

import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { convertFactory } from "@graphql-codegen/visitor-plugin-common";
import { parse } from "graphql";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * Replaces each `graphql(`...`)` call with an import of its own document, so a chunk carries only
 * the documents its own code uses. The client preset's `graphql()` looks the text up in a map of
 * every document of the app, and its generated module is one module however it is imported, so
 * the first screen took all 57 operations (12.6 KB of brotli, most for screens not shown). Each
 * document becomes a module of its own, cut from codegen's output. The preset's SWC plugin only
 * does the first half and does not run in Vite's Oxc pipeline, hence these few lines.
 */
const GENERATED = fileURLToPath(new URL("../src/generated/graphql.ts", import.meta.url));
const PREFIX = "\0alm-document:";
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
// Codegen's own naming (PascalCase between underscores: `ReportCardView_report` → `ReportCardView_Report`).
const convert = convertFactory({});

/** The export codegen's client preset names for a document's first definition. */
export function generatedExportName(source: string): string {
  const definition = parse(source).definitions[0];
  if (definition?.kind === "OperationDefinition" && definition.name) {
    return `${convert(definition.name.value)}Document`;
  }
  if (definition?.kind === "FragmentDefinition") return `${convert(definition.name.value)}FragmentDoc`;
  throw new Error("A graphql() document must start with a named operation or a fragment.");
}

/** Rewrites one module's graphql() calls; null when it has none. */
export function rewriteDocuments(code: string, exported: (name: string) => boolean): MagicString | null {
  const out = new MagicString(code);
  const names = new Set<string>();
  for (const call of code.matchAll(CALL)) {
    const name = generatedExportName(call[1] as string);
    if (!exported(name)) {
      throw new Error(`${name} is not in src/generated/graphql.ts: run \`npm run codegen\`.`);
    }
    names.add(name);
    out.overwrite(call.index, call.index + call[0].length, `__generated_${name}`);
  }
  if (names.size === 0) return null;
  return out.prepend([...names].map((n) => `import __generated_${n} from "${PREFIX}${n}";\n`).join(""));
}

/** The generated documents by export name (their JSON), read again whenever codegen rewrote them. */
function generatedDocuments(): () => Map<string, string> {
  let read: { mtimeMs: number; documents: Map<string, string> } | undefined;
  return () => {
    const { mtimeMs } = statSync(GENERATED);
    if (read?.mtimeMs !== mtimeMs) {
      const source = readFileSync(GENERATED, "utf8");
      const lines = source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm);
      read = { mtimeMs, documents: new Map([...lines].map((m) => [m[1] as string, m[2] as string])) };
    }
    return read.documents;
  };
}

export function graphqlDocuments(): Plugin {
  const documents = generatedDocuments();
  return {
    name: "alm-graphql-documents",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `export default ${documents().get(id.slice(PREFIX.length))};`;
    },
    transform(code, id) {
      // Once the calls are rewritten, the generated modules are imported for `graphql` alone, which
      // nothing then uses: said to have no side effects, they leave no empty chunk behind to load.
      if (id.includes("/src/generated/")) return { code, moduleSideEffects: false };
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes("graphql(`")) return null;
      const known = documents();
      const rewritten = rewriteDocuments(code, (name) => known.has(name));
      return (
        rewritten && { code: rewritten.toString(), map: rewritten.generateMap({ hires: true, source: id }) }
      );
    },
  };
}

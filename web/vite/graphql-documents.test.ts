// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generatedExportName, rewriteDocuments } from "./graphql-documents.ts";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));
const GENERATED = readFileSync(join(SRC, "generated/graphql.ts"), "utf8");
const exported = (name: string) => GENERATED.includes(`export const ${name} = `);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe("graphql documents, one module each", () => {
  it("names documents as codegen does", () => {
    expect(generatedExportName("query ShellViewer { viewer { name } }")).toBe("ShellViewerDocument");
    expect(generatedExportName("fragment ReportCardView_report on Report { id }")).toBe(
      "ReportCardView_ReportFragmentDoc",
    );
    expect(() => generatedExportName("{ viewer { name } }")).toThrow(/named operation or a fragment/);
  });

  it("replaces each call with an import of its own document, and leaves other code alone", () => {
    const code = [
      'import { graphql } from "../generated/index.ts";',
      "export const A = graphql(`\n  query ShellViewer { viewer { name } }\n`);",
      "const keep = other(`x`);",
    ].join("\n");
    const out = rewriteDocuments(code, () => true)?.toString() ?? "";
    expect(out).toMatch(/^import __generated_ShellViewerDocument from "\0alm-document:ShellViewerDocument";/);
    expect(out).toContain("export const A = __generated_ShellViewerDocument;");
    expect(out).toContain("const keep = other(`x`);");
    expect(rewriteDocuments("const x = 1;", () => true)).toBeNull();
  });

  it("refuses a document codegen has not generated, saying what to run", () => {
    expect(() => rewriteDocuments("graphql(`query Nowhere { viewer { name } }`)", () => false)).toThrow(
      /NowhereDocument is not in src\/generated\/graphql.ts: run `npm run codegen`/,
    );
  });

  it("finds a generated document for every graphql() call of the app", () => {
    const modules = sources(SRC).filter((f) => readFileSync(f, "utf8").includes("graphql(`"));
    expect(modules.length).toBeGreaterThan(20);
    for (const file of modules) {
      expect(() => rewriteDocuments(readFileSync(file, "utf8"), exported), file).not.toThrow();
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** One runtime import from a file in one first-level folder into another. */
export interface FolderEdge {
  from: string;
  to: string;
  file: string;
}

/** Folders whose imports never run in production, or are written by the code generator. */
const SKIPPED_FOLDERS = new Set(["node_modules", "generated", "testing"]);
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name);

/** Production source files under `dir` (no tests, test support or generated code). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** Whether an import or export vanishes at run time (`import type`, or only `{ type X }` names). */
function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return true;
    const clause = statement.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = statement.importClause;
  if (!clause) return false; // `import "./x"` runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** The relative specifiers a file imports or re-exports (at run time only, unless `types`). */
export function relativeImports(path: string, { types = false } = {}): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return [];
    return !types && isTypeOnly(statement) ? [] : [specifier.text];
  });
}

/** The first-level folder of a path inside `root`, "." for files directly in it. */
const folderOf = (path: string) => (path.includes(sep) ? path.split(sep)[0] : ".");

/** Runtime imports between first-level folders of `root` (e.g. `api/src`). */
export function folderEdges(root: string): FolderEdge[] {
  return sourceFiles(root).flatMap((path) => {
    const file = relative(root, path);
    return relativeImports(path).flatMap((specifier) => {
      const target = relative(root, resolve(dirname(path), specifier));
      if (target.startsWith("..")) return [];
      const [from, to] = [folderOf(file), folderOf(target)];
      return from === to ? [] : [{ from, to, file: file.split(sep).join("/") }];
    });
  });
}

/** Groups of folders that reach each other (strongly connected components larger than one). */
export function folderCycles(edges: FolderEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const reach = (start: string) => {
    const seen = new Set<string>();
    const todo = [start];
    for (let node = todo.pop(); node !== undefined; node = todo.pop()) {
      for (const to of next.get(node) ?? []) {
        if (seen.has(to)) continue;
        seen.add(to);
        todo.push(to);
      }
    }
    return seen;
  };
  const reached = new Map([...next.keys()].map((node) => [node, reach(node)]));
  const cycles = new Map<string, string[]>();
  for (const [node, seen] of reached) {
    const group = [...seen].filter((other) => reached.get(other)?.has(node)).sort();
    if (group.length > 1) cycles.set(group.join(), group);
  }
  return [...cycles.values()];
}

/** A cycle as text: each import that keeps it closed, with the file that makes it. */
export function describeCycle(cycle: string[], edges: FolderEdge[]): string {
  const inside = edges.filter((e) => cycle.includes(e.from) && cycle.includes(e.to));
  const lines = inside.map((e) => `  ${e.from} → ${e.to} (${e.file})`).sort();
  return [`cycle between ${cycle.join(", ")}:`, ...new Set(lines)].join("\n");
}

import { existsSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { relativeImports, sourceFiles } from "./folder-graph.ts";

/** A file's runtime imports of other source files under the same root, resolved to paths. */
export type FileGraph = Map<string, string[]>;

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && /\.tsx?$/.test(path));
}

/** Imports between the production files of `root` (paths relative to it, with `/`). */
export function fileGraph(root: string, options: { types?: boolean } = {}): FileGraph {
  const name = (path: string) => relative(root, path).split(sep).join("/");
  const graph: FileGraph = new Map();
  for (const path of sourceFiles(root)) {
    const targets = relativeImports(path, options).flatMap((specifier) => {
      const target = resolveImport(path, specifier);
      return target && !relative(root, target).startsWith("..") ? [name(target)] : [];
    });
    graph.set(name(path), targets);
  }
  return graph;
}

/** Files that import each other, directly or not (strongly connected components of two or more; Tarjan). */
export function importCircles(graph: FileGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      circle.push(member);
      if (member === file) break;
    }
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => b.length - a.length);
}

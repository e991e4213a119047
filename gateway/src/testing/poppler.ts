import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Poppler's view of a PDF (tests and the bench): what a reader's viewer would find, checked by
 * a tool that shares no code with the writer.
 */
function withFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "alm-pdf-check-"));
  const path = join(dir, "document.pdf");
  try {
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = (tool: string, args: string[]) =>
  execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

export interface PdfInfo {
  pages: number;
  title: string;
  author: string;
  /** Size of every page in points, e.g. [612, 792]. */
  sizes: [number, number][];
}

export function pdfInfo(bytes: Uint8Array): PdfInfo {
  const text = withFile(bytes, (path) => run("pdfinfo", ["-f", "1", "-l", "100000", path]));
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "m").exec(text)?.[1]?.trim() ?? "";
  const sizes = [...text.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(
    (m): [number, number] => [Number(m[1]), Number(m[2])],
  );
  return { pages: Number(field("Pages")), title: field("Title"), author: field("Author"), sizes };
}

/** The text of each page, in reading order (page breaks split it). */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  const text = withFile(bytes, (path) => run("pdftotext", ["-layout", "-enc", "UTF-8", path, "-"]));
  const pages = text.split("\f");
  // pdftotext ends the last page with a form feed too.
  if (pages.at(-1)?.trim() === "") pages.pop();
  return pages;
}

/** The outline's entries as poppler reads them: title and 1-based page. */
export function pdfOutline(bytes: Uint8Array): { title: string; page: number }[] {
  const xml = withFile(bytes, (path) => run("pdftohtml", ["-xml", "-i", "-q", "-stdout", path]));
  const outline = /<outline>([\s\S]*?)<\/outline>/.exec(xml)?.[1] ?? "";
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
  return [...outline.matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((m) => ({
    page: Number(m[1]),
    title: decode(m[2] ?? ""),
  }));
}

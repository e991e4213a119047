import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { assemblePackage, pageCount, type Section } from "./pdf-assembly.ts";
import { MIN_PDF_BYTES, refuseBlank } from "./pdf-failures.ts";
import { pdfInfo, pdfOutline, pdfPageTexts } from "../../testing/poppler.ts";

const LETTER: [number, number] = [612, 792];
const LANDSCAPE: [number, number] = [792, 612];

/** A part like Chromium prints it: Letter pages, each naming itself. */
async function part(name: string, pages: number, size = LETTER): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    doc.addPage(size).drawText(`${name} sheet ${i}`, { x: 72, y: size[1] / 2, size: 18, font });
  }
  return doc.save();
}

const TEXTS = {
  client: "Riverbend Federal Credit Union",
  title: "All Reports",
  date: "As of 2021/12/31",
  documentTitle: "Q4 2021 ALM Report: All Reports",
  author: "ALM Advisory",
};

async function samplePackage(texts = TEXTS) {
  const sections: Section[] = [
    { part: { bytes: await part("Cover", 1) } },
    { part: { bytes: await part("Contents", 1) }, bookmark: "Contents" },
    { part: { bytes: await part("Alpha", 2) }, bookmark: "Alpha & Co" },
    { part: { bytes: await part("Beta", 1, LANDSCAPE) }, bookmark: "Beta" },
    { part: { bytes: await part("Gamma", 3) }, bookmark: "Gamma" },
  ];
  return assemblePackage(sections, texts);
}

describe("assembling a package from printed parts", () => {
  it("keeps every page, in order, at its own Letter size", async () => {
    const info = pdfInfo(await samplePackage());
    expect(info.pages).toBe(8);
    expect(info.sizes).toEqual([LETTER, LETTER, LETTER, LETTER, LANDSCAPE, LETTER, LETTER, LETTER]);
    expect(info).toMatchObject({ title: TEXTS.documentTitle, author: TEXTS.author });
  });

  it("stamps header and footer as searchable text on every page but the cover", async () => {
    const texts = pdfPageTexts(await samplePackage());
    expect(texts).toHaveLength(8);
    expect(texts[0]).toContain("Cover sheet 1");
    expect(texts[0]).not.toContain(TEXTS.client);
    expect(texts[0]).not.toMatch(/Page \d+ of/);
    const sheets = ["Contents sheet 1", "Alpha sheet 1", "Alpha sheet 2", "Beta sheet 1", "Gamma sheet 1"];
    texts.slice(1).forEach((text, i) => {
      expect(text).toContain(TEXTS.client);
      expect(text).toContain(TEXTS.title);
      expect(text).toContain(TEXTS.date);
      expect(text).toContain(`Page ${i + 2} of 8`);
      if (sheets[i]) expect(text).toContain(sheets[i]);
    });
  });

  it("embeds the TrueType font of the stamps", async () => {
    const dir = mkdtempSync(join(tmpdir(), "alm-fonts-"));
    try {
      const path = join(dir, "p.pdf");
      writeFileSync(path, await samplePackage());
      const fonts = execFileSync("pdffonts", [path], { encoding: "utf8" });
      const stamp = fonts.split("\n").find((line) => line.includes("LiberationSans"));
      // Embedded, and with a Unicode map so that its text can be searched and copied.
      expect(stamp, fonts).toMatch(/TrueType\s+Identity-H\s+yes\s+\w+\s+yes\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("bookmarks each part after the cover at its first page", async () => {
    expect(pdfOutline(await samplePackage())).toEqual([
      { title: "Contents", page: 2 },
      { title: "Alpha & Co", page: 3 },
      { title: "Beta", page: 5 },
      { title: "Gamma", page: 6 },
    ]);
  });

  it("shortens a header that would run into the title instead of overlapping it", async () => {
    const client = `The ${"Very ".repeat(40)}Long Credit Union`;
    const texts = pdfPageTexts(await samplePackage({ ...TEXTS, client }));
    const header = texts[1]?.split("\n").find((line) => line.includes("The Very")) ?? "";
    expect(header).toContain("…");
    expect(header).toContain(TEXTS.title);
    expect(header).not.toContain("Long Credit Union");
  });

  it("puts pages of one part where their sections say, copying its fonts once", async () => {
    // Two reports printed as one run, the package's order putting a report of another between them.
    const run = { bytes: await part("Run", 3) };
    const other = { bytes: await part("Other", 1) };
    const sections: Section[] = [
      { part: { bytes: await part("Cover", 1) } },
      { part: run, pages: [0, 1], bookmark: "First" },
      { part: other, bookmark: "Between" },
      { part: run, pages: [2], bookmark: "Last" },
    ];
    const pdf = await assemblePackage(sections, TEXTS);
    const texts = pdfPageTexts(pdf);
    ["Cover sheet 1", "Run sheet 1", "Run sheet 2", "Other sheet 1", "Run sheet 3"].forEach((sheet, i) =>
      expect(texts[i]).toContain(sheet),
    );
    expect(pdfOutline(pdf)).toEqual([
      { title: "First", page: 2 },
      { title: "Between", page: 4 },
      { title: "Last", page: 5 },
    ]);
    const dir = mkdtempSync(join(tmpdir(), "alm-fonts-"));
    try {
      const path = join(dir, "p.pdf");
      writeFileSync(path, pdf);
      const fonts = execFileSync("pdffonts", [path], { encoding: "utf8" });
      // Helvetica once per part copied (cover, run, other): not once more for the run's second section.
      expect(fonts.split("\n").filter((line) => line.startsWith("Helvetica"))).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("counts the pages of a part", async () => {
    expect(await pageCount(await part("X", 4))).toBe(4);
  });
});

describe("the blank rule (spec: a PDF under 2,000 bytes)", () => {
  it("refuses a document with nothing on it", async () => {
    const doc = await PDFDocument.create();
    doc.addPage(LETTER);
    const blank = await doc.save();
    expect(blank.length).toBeLessThan(MIN_PDF_BYTES);
    expect(() => refuseBlank(blank)).toThrow(ERROR_TEXTS.pdfBlank);
  });

  it("lets a real package through", async () => {
    const bytes = await samplePackage();
    expect(refuseBlank(bytes)).toBe(bytes);
  });
});

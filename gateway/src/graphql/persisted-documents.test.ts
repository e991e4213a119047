import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureGatewayLog } from "../testing/captured-log.ts";
import { PERSISTED_QUERY_NOT_FOUND, PersistedDocuments } from "./persisted-documents.ts";

describe("loading the web app's persisted documents", () => {
  let folder = "";
  let captured: ReturnType<typeof captureGatewayLog>;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "persisted-documents-"));
    captured = captureGatewayLog();
  });
  afterEach(() => {
    captured.restore();
    rmSync(folder, { recursive: true, force: true });
  });

  it("warns naming the path and what its absence costs, and starts with no documents", () => {
    // An image once shipped without the file: the gateway started silently and the web app suffered.
    const missing = join(folder, "persisted-documents.json");
    const documents = PersistedDocuments.load(missing);
    expect(documents.size).toBe(0);
    const warnings = captured.lines().filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain(`PERSISTED_DOCUMENTS: ${missing} does not exist`);
    expect(warnings[0]?.msg).toContain(PERSISTED_QUERY_NOT_FOUND);
    expect(warnings[0]?.msg).toContain("MAX_QUERY_COST");
  });

  it("refuses a file that is not the web build's documents, naming it and the setting", () => {
    const file = join(folder, "persisted-documents.json");
    for (const text of ["{ half", "[1, 2]", JSON.stringify({ "sha256:abc": 42 })]) {
      writeFileSync(file, text);
      expect(() => PersistedDocuments.load(file)).toThrow(
        `PERSISTED_DOCUMENTS: ${file} is not the web build's persisted documents (`,
      );
    }
  });

  it("reads a file that exists, by both forms of its hashes, without a warning", () => {
    const file = join(folder, "persisted-documents.json");
    writeFileSync(file, JSON.stringify({ "sha256:abc": "query Me { me { id } }" }));
    const documents = PersistedDocuments.load(file);
    expect(documents.find("sha256:abc")).toBe("query Me { me { id } }");
    expect(documents.find("abc")).toBe("query Me { me { id } }");
    expect(documents.size).toBe(1);
    expect(captured.lines().filter((line) => Number(line.level) >= 40)).toEqual([]);
  });
});

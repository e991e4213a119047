// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, eagerCompileBanner } from "./eager-compile.ts";

const ASSETS = fileURLToPath(new URL("../dist/assets/", import.meta.url));

describe("eager compilation of the report grid", () => {
  it("marks a chunk holding MUI X or the report grid, and no other", () => {
    const chunk = (...moduleIds: string[]) => eagerCompileBanner({ moduleIds });
    expect(chunk("/app/node_modules/@mui/x-data-grid/DataGrid.mjs", "/app/node_modules/react/index.js")).toBe(
      EAGER_COMPILE_HINT,
    );
    expect(chunk("/app/web/src/report-card/table/ReportGrid.tsx")).toBe(EAGER_COMPILE_HINT);
    expect(chunk("/app/node_modules/@mui/material/Button.js", "/app/web/src/home/HomePage.tsx")).toBe("");
  });

  it("puts the hint in the built chunks that draw the grid, and not in the first screen's", () => {
    if (!existsSync(ASSETS)) throw new Error("The web app is not built: run `npm run build -w web` first.");
    const scripts = readdirSync(ASSETS).filter((f) => f.endsWith(".js"));
    const text = new Map(scripts.map((f) => [f, readFileSync(join(ASSETS, f), "utf8")]));
    const hinted = (file: string) => (text.get(file) ?? "").split("\n", 3).includes(EAGER_COMPILE_HINT);
    // MUI X (its license check's text) and the report grid (its root's class).
    const grid = scripts.filter((f) =>
      ["Missing license key", "MuiDataGrid-root"].some((mark) => text.get(f)?.includes(mark)),
    );
    expect(grid.length).toBeGreaterThanOrEqual(2);
    expect(grid.filter((f) => !hinted(f))).toEqual([]);
    expect(scripts.filter((f) => f.startsWith("index-") && hinted(f))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, defaultTestDatabase, modelOf, type TestApi } from "../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";
import type { NavGroup } from "./domains-dictionary.ts";
import type { SettingsRecord } from "./dictionary-records.ts";
import { reportCatalogue } from "../reports/catalogue/report-catalogue.ts";
import type { ReportNode } from "../reports/catalogue/report-types.ts";

const ROOT = "/core/tools/uxsetting";

describe(`dictionary calls on ${defaultTestDatabase()}`, () => {
  let api: TestApi;
  let t: Tokens;
  const read = async (path: string, token = t.staff) => {
    const res = await callApi(api, `${ROOT}/${path}`, token);
    expect(res.status, path).toBe(200);
    return modelOf<SettingsRecord>(res).settings.dictionaries;
  };

  beforeAll(async () => ({ api, t } = await startSignedInApi()));
  afterAll(() => api.close());

  it("refuses a signed-out caller", async () => {
    for (const path of ["core/domains", "core/global", "analysis", "nowhere"]) {
      expect((await callApi(api, `${ROOT}/${path}`)).status, path).toBe(401);
    }
  });

  it("serves the header's navigation with placements, statuses, tokens and permissions", async () => {
    const dictionaries = await read("core/domains", t.client);
    const nav = dictionaries.nav as NavGroup[];
    expect(new Set(nav.map((g) => g.placement))).toEqual(new Set(["start", "end"]));
    const items = nav.flatMap((g) => g.items);
    expect(items.map((i) => i.label)).toEqual(
      expect.arrayContaining(["Home", "Reports", "Client Defaults", "Charts of Accounts", "Info"]),
    );
    expect(items.map((i) => i.status)).toEqual(expect.arrayContaining(["new", "coming soon"]));
    expect(items.some((i) => i.label.includes("[userName]"))).toBe(true);
    expect(items.find((i) => i.label === "Charts of Accounts")).toMatchObject({
      permission: "Navigate",
      path: "/coa",
    });
    expect(items.find((i) => i.label === "Home")?.metadata).toMatchObject({
      head1: expect.any(String),
      head2: expect.any(String),
      description: expect.any(String),
      callToActionText: expect.any(String),
      button: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      screenshot: expect.any(String),
    });
    expect(Array.isArray(dictionaries.apps)).toBe(true);
  });

  it("serves the global dictionaries", async () => {
    const global = (await read("core/global", t.client2)) as {
      product: { shortName: string };
      footer: { links: { label: string; url: string }[] };
    };
    expect(global.product.shortName).toBe("ALM Analysis");
    expect(global.footer.links.map((l) => l.label)).toEqual([
      "ALM Advisory",
      "Privacy Policy",
      "Terms of Use",
      "Form ADV Part 2",
    ]);
  });

  it("serves the analysis domain as a settings record with reports, reportUrls and tables", async () => {
    const res = await callApi(api, `${ROOT}/analysis`, t.client);
    const record = modelOf<SettingsRecord>(res);
    expect(record).toMatchObject({ id: expect.any(Number), category: "assetliability", domain: "analysis" });
    const { reports, reportUrls, tables } = record.settings.dictionaries as {
      reports: ReportNode[];
      reportUrls: Record<string, string>;
      tables: Record<string, unknown>;
    };
    expect(reports).toEqual(reportCatalogue());
    for (const report of reports) if (report.urlKey) expect(reportUrls[report.urlKey]).toBeDefined();
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(["10", "47", "49", "51", "53", "55", "57", "91", "95"]),
    );
  });

  it("names an unknown domain in its 404 and refuses a malformed one", async () => {
    const missing = await callApi(api, `${ROOT}/nowhere`, t.staff);
    expect(missing.status).toBe(404);
    expect(missing.body?.errorMessage).toBe("No dictionaries exist for the domain 'nowhere'.");
    const deeper = await callApi(api, `${ROOT}/analysis/reports`, t.staff);
    expect(deeper.status).toBe(404);
    expect(deeper.body?.errorMessage).toContain("analysis/reports");
    const bad = await callApi(api, `${ROOT}/${encodeURIComponent("bad$path")}`, t.staff);
    expect(bad.status).toBe(400);
  });

  it("reads the dictionaries from the ux_settings table", async () => {
    await api.db.query(
      `update ux_settings set settings = jsonb_set(settings, '{dictionaries,product,shortName}', '"Edited"')
       where path = 'core/global'`,
    );
    const global = (await read("core/global")) as { product: { shortName: string } };
    expect(global.product.shortName).toBe("Edited");
  });
});

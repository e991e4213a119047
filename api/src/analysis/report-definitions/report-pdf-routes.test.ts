import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  clientIds,
  modelOf,
  sendJson,
  signInAll,
  startTestApi,
  type TestApi,
} from "../../testing/test-api.ts";

interface PdfEntry {
  name: string;
  suffix: string;
  uri: string | null;
  status: string;
  createdDate: string | null;
}

describe("PUT analysis/reportdefinitions/{id}/pdf (PDF package registration)", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let published: number;
  let unpublished: number;
  let foreign: number;

  const put = (id: number, token: string | undefined, body: unknown) =>
    sendJson(api, "PUT", `/base/analysis/reportdefinitions/${id}/pdf`, token, body);
  const full = (_id: number) => ({ name: "All Reports", status: "Available" });
  const updatedDate = async (id: number) =>
    String(
      (
        await api.db.query<{ u: string }>(
          "select updated_date::text as u from report_definitions where id = $1",
          [id],
        )
      )[0]?.u,
    );

  beforeAll(async () => {
    api = await startTestApi();
    t = await signInAll(api);
    const ids = await clientIds(api);
    const one = async (clientId: number | undefined, isPublished: boolean) =>
      (
        await api.db.query<{ id: number }>(
          `select id from report_definitions where client_id = $1 and (published_by_date is not null) = $2 order by id limit 1`,
          [clientId, isPublished],
        )
      )[0]?.id as number;
    published = await one(ids.RFCU, true);
    unpublished = await one(ids.RFCU, false);
    foreign = await one(ids.SVCU, true);
    expect([published, unpublished, foreign].every(Boolean)).toBe(true);
  });
  afterAll(() => api.close());

  it("refuses a signed-out caller", async () => {
    expect((await put(published, undefined, full(published))).status).toBe(401);
  });

  it("refuses client users, even on their own published report definition", async () => {
    for (const id of [published, unpublished, foreign]) {
      const res = await put(id, t.client, full(id));
      expect(res.status, String(id)).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain("Summit Valley");
    }
    const listed = modelOf<PdfEntry[]>(
      await callApi(api, `/base/analysis/reportdefinitions/${published}/pdf`, t.client),
    );
    expect(listed.every((p) => p.uri === null || p.uri.startsWith(`/documents/packages/${published}/`))).toBe(
      true,
    );
    expect((await put(999_999, t.staff, full(999_999))).status).toBe(404);
  });

  it("refuses unknown packages and statuses, and any uri the caller supplies (encoded '..' too)", async () => {
    const bad = [
      { ...full(published), name: "Everything" },
      { ...full(published), status: "Ready" },
      { ...full(published), uri: "https://elsewhere.example/x.pdf" },
      { ...full(published), uri: "/documents/%2e%2e/auth/logout" },
      { ...full(published), uri: `/documents/packages/${published}/Full` },
      { name: "All Reports" },
    ];
    for (const body of bad) {
      const res = await put(published, t.staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain("PDF package");
    }
  });

  it("registers a package for staff with the uri the api builds, without touching updatedDate", async () => {
    const before = await updatedDate(published);
    const byStaff = modelOf<PdfEntry[]>(await put(published, t.staff, full(published)));
    expect(byStaff.find((p) => p.name === "All Reports")).toMatchObject({
      suffix: "Full",
      uri: `/documents/packages/${published}/Full`,
      status: "Available",
    });
    expect(byStaff.find((p) => p.name === "Summary Reports")).toMatchObject({
      uri: null,
      status: "Unavailable",
    });

    const summary = { name: "Summary Reports", status: "Available" };
    expect((await put(published, t.analyst, summary)).status).toBe(200);
    const listed = modelOf<PdfEntry[]>(
      await callApi(api, `/base/analysis/reportdefinitions/${published}/pdf`, t.client),
    );
    expect(listed.map((p) => [p.name, p.status, p.uri])).toEqual([
      ["All Reports", "Available", `/documents/packages/${published}/Full`],
      ["Summary Reports", "Available", `/documents/packages/${published}/Summary`],
    ]);
    expect(await updatedDate(published)).toBe(before);
  });

  it("never hands readers a link stored before the api built them", async () => {
    await api.db.query(
      "update report_pdfs set uri = '/documents/%2e%2e/auth/logout' where report_definition_id = $1",
      [published],
    );
    const listed = modelOf<PdfEntry[]>(
      await callApi(api, `/base/analysis/reportdefinitions/${published}/pdf`, t.client),
    );
    expect(listed.map((p) => p.uri)).toEqual([
      `/documents/packages/${published}/Full`,
      `/documents/packages/${published}/Summary`,
    ]);
  });

  it("replaces the entry on a second registration", async () => {
    await put(published, t.staff, full(published));
    const again = modelOf<PdfEntry[]>(
      await put(published, t.analyst, { ...full(published), status: "Unavailable" }),
    );
    expect(again.find((p) => p.name === "All Reports")?.status).toBe("Unavailable");
    const rows = await api.db.query<{ n: number }>(
      "select count(*)::int as n from report_pdfs where report_definition_id = $1 and name = 'All Reports'",
      [published],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

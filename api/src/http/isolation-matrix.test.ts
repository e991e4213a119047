import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, clientIds, signInAll, startTestApi, type TestApi } from "../testing/test-api.ts";
import type { RouteScope } from "./route-table.ts";

interface Operation {
  "x-alm-scope": RouteScope;
  "x-alm-staff-only": boolean;
  "x-alm-permission"?: string;
  "x-alm-needs-view": boolean;
  "x-alm-without-view"?: string;
}

interface Row {
  method: string;
  path: string;
  operation: Operation;
}

/** Text that only client B's data contains: a refusal must never carry it. */
const FOREIGN_MARKERS = ["Summit Valley", "client2@svcu"];
/** Text of the prospect's own client (LCCU), which they may not view without 'View'. */
const OWN_WITHOUT_VIEW_MARKERS = ["Lakeshore", "ZM_LCCU"];

describe("tenant isolation matrix (generated from the route table)", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let rows: Row[];
  let ownIds: Record<RouteScope["kind"], string>;
  let foreignIds: Record<RouteScope["kind"], string>;
  let prospectIds: Record<RouteScope["kind"], string>;

  /** One id of each kind owned by a client; for reports, a published one (clients may see those). */
  async function idsOf(acronym: string): Promise<Record<RouteScope["kind"], string>> {
    const one = async (sql: string) =>
      String((await api.db.query<{ id: number }>(sql, [acronym]))[0]?.id ?? "0");
    return {
      self: "",
      shared: "",
      tenant: acronym,
      client: await one("select id from clients where acronym = $1"),
      dataSet: await one(
        "select d.id from data_sets d join clients c on c.id = d.client_id where c.acronym = $1 limit 1",
      ),
      reportDefinition: await one(
        `select r.id from report_definitions r join clients c on c.id = r.client_id
         where c.acronym = $1 and r.published_by_date is not null limit 1`,
      ),
      chartOfAccounts: await one(
        "select a.id from charts_of_accounts a join clients c on c.id = a.client_id where c.acronym = $1 limit 1",
      ),
    };
  }

  const fill = (row: Row, ids: Record<RouteScope["kind"], string>) => {
    const scope = row.operation["x-alm-scope"];
    return row.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      "param" in scope && scope.param === name ? ids[scope.kind] : ids.client,
    );
  };

  const call = (row: Row, path: string, token?: string) =>
    callApi(api, path, token, {
      method: row.method.toUpperCase(),
      ...(row.method === "get" ? {} : { headers: { "content-type": "application/json" }, body: "{}" }),
    });

  beforeAll(async () => {
    api = await startTestApi();
    t = await signInAll(api);
    const doc = (await (await fetch(`${api.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    rows = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => "x-alm-scope" in op)
        .map(([method, operation]) => ({ method, path, operation })),
    );
    ownIds = await idsOf("RFCU");
    foreignIds = await idsOf("SVCU");
    prospectIds = await idsOf("LCCU");
    expect(Object.keys(await clientIds(api))).toContain("SVCU");
  });
  afterAll(() => api.close());

  it("has a row for every route the api serves, and only those", () => {
    const restRouters = api.app.locals.restRouters as Record<string, Router>;
    const served = Object.entries(restRouters).flatMap(([root, router]) =>
      router.stack
        // The root's own index (root-index.ts) reads nothing: no call, no row.
        .filter((layer) => layer.route && layer.route.path !== "/")
        .flatMap((layer) =>
          Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods).map(
            (m) => `${m} /${root}${String(layer.route?.path).replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`,
          ),
        ),
    );
    expect(served.sort()).toEqual(rows.map((r) => `${r.method} ${r.path}`).sort());
    expect(rows.length).toBeGreaterThan(20);
  });

  it("refuses every route to a signed-out caller", async () => {
    for (const row of rows) {
      const res = await call(row, fill(row, ownIds));
      expect(res.status, `${row.method} ${row.path}`).toBe(401);
    }
  });

  it("never gives client A's user anything of client B", async () => {
    for (const row of rows) {
      const kind = row.operation["x-alm-scope"].kind;
      const res = await call(row, fill(row, foreignIds), t.client);
      const text = JSON.stringify(res.body ?? "");
      for (const marker of FOREIGN_MARKERS) expect(text, `${row.method} ${row.path}`).not.toContain(marker);
      if (kind !== "self" && kind !== "shared") {
        expect([403, 404], `${row.method} ${row.path} answered ${res.status}`).toContain(res.status);
      }
    }
  });

  it("refuses staff-only routes to a client user, even on their own client", async () => {
    for (const row of rows.filter((r) => r.operation["x-alm-staff-only"])) {
      const res = await call(row, fill(row, ownIds), t.client);
      expect(res.status, `${row.method} ${row.path}`).toBe(403);
    }
  });

  it("makes View the default of every client-scoped route; an opt-out says why", () => {
    for (const row of rows) {
      const { kind } = row.operation["x-alm-scope"];
      if (kind === "self" || kind === "shared") continue;
      const reason = row.operation["x-alm-without-view"];
      expect(row.operation["x-alm-needs-view"] || Boolean(reason?.trim()), `${row.method} ${row.path}`).toBe(
        true,
      );
    }
  });

  it("refuses every client-scoped route to a client user without View, on their own client", async () => {
    const guarded = rows.filter((r) => r.operation["x-alm-needs-view"]);
    expect(guarded.length).toBeGreaterThan(15);
    expect(Object.values(prospectIds).filter((id) => id === "0")).toEqual([]);
    for (const row of guarded) {
      const res = await call(row, fill(row, prospectIds), t.prospect);
      expect(res.status, `${row.method} ${row.path}`).toBe(403);
      const text = JSON.stringify(res.body ?? "");
      for (const marker of OWN_WITHOUT_VIEW_MARKERS)
        expect(text, `${row.method} ${row.path}`).not.toContain(marker);
    }
  });

  it("refuses approve and publish routes to the analyst, who lacks those permissions", async () => {
    const lacking = ["Approve", "Publish"];
    const guarded = rows.filter((r) => lacking.includes(String(r.operation["x-alm-permission"])));
    expect(guarded.length).toBeGreaterThanOrEqual(4);
    for (const row of guarded) {
      const res = await call(row, fill(row, ownIds), t.analyst);
      expect(res.status, `${row.method} ${row.path}`).toBe(403);
    }
  });
});

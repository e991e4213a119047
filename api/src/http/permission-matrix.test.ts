import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRANTABLE_PERMISSIONS } from "../access/permissions.ts";
import { PERSONAL_ACCESS_TOKEN_TEXTS } from "../access/personal-access-token-texts.ts";
import { callApi, modelOf, sendJson, signInAll, startTestApi, type TestApi } from "../testing/test-api.ts";
import { ROUTE_REFUSALS } from "./route-access.ts";
import type { RouteScope } from "./route-table.ts";

interface Operation {
  "x-alm-scope": RouteScope;
  "x-alm-staff-only": boolean;
  "x-alm-mints-credential"?: boolean;
  "x-alm-permission"?: string;
  "x-alm-no-permission"?: string;
  "x-alm-required-permissions": { client: string[]; staff: string[] };
}

interface Row {
  method: string;
  path: string;
  operation: Operation;
}

type Audience = "staff" | "client";

/** The texts the route check refuses with: a refusal for who calls, not for what it sent. */
const ROUTE_CHECK_TEXTS = new Set<string>([
  ROUTE_REFUSALS.staffOnly,
  PERSONAL_ACCESS_TOKEN_TEXTS.mintingRefused,
  ...GRANTABLE_PERMISSIONS.map(ROUTE_REFUSALS.permission),
]);

/**
 * Every REST route (from the OpenAPI document, which the isolation matrix checks against what the
 * api serves) called with a personal access token of each single permission, by staff and by a
 * client's user: allowed exactly when the route's required permissions are held, refused by the
 * route check (403) otherwise, never a 500.
 */
describe("permission matrix (generated from the route table)", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let rows: Row[];
  /** Ids the client user (RFCU) may see: a published report definition among them. */
  let ownIds: Record<string, string>;

  /** Personal access tokens by owner and scopes, made once (a person may hold 50 live ones). */
  const tokens = new Map<string, string>();
  const tokenOf = async (owner: string, scopes: string[]) => {
    const key = `${owner} ${[...scopes].sort().join("|")}`;
    const known = tokens.get(key);
    if (known) return known;
    const res = await sendJson(api, "POST", "/core/personalaccesstokens", owner, {
      name: scopes.join(", "),
      scopes,
      lifetimeDays: 7,
    });
    expect(res.status, `${scopes.join(", ")}: ${JSON.stringify(res.body)}`).toBe(201);
    const secret = modelOf<{ secret: string }>(res).secret;
    tokens.set(key, secret);
    return secret;
  };

  /** Path parameters: the scope's own from `ids`; the others fixed values no route acts on. */
  const fill = (row: Row, ids: Record<string, string>) => {
    const scope = row.operation["x-alm-scope"];
    const other: Record<string, string> = {
      year: "1",
      date: "2021-12-31",
      asOfDate: "2021-12-31",
      domainPath: "analysis",
      // Another institution's: the MFA routes refuse it in the handler, changing nobody's sign-in.
      tenant: "NOBODY",
    };
    return row.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      "param" in scope && scope.param === name ? (ids[scope.kind] ?? "0") : (other[name] ?? "0"),
    );
  };

  /** One call of the route; answers that are not the envelope (a CSV template) have no body here. */
  const call = async (row: Row, token: string, ids: Record<string, string>) => {
    const url = new URL(`${api.url}${fill(row, ids)}`);
    url.searchParams.set("api-version", "1.0");
    const res = await fetch(url, {
      method: row.method.toUpperCase(),
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(row.method === "get" ? {} : { body: "{}" }),
    });
    const json = res.headers.get("content-type")?.includes("application/json");
    const body = json ? ((await res.json()) as Record<string, unknown>) : (await res.arrayBuffer(), null);
    return { status: res.status, body };
  };

  const refusedByRouteCheck = (res: { status: number; body: Record<string, unknown> | null }) =>
    res.status === 403 && ROUTE_CHECK_TEXTS.has(String(res.body?.errorMessage));

  /** Whether a token of exactly `held` may call the route, by the route's declaration. */
  const allows = (row: Row, audience: Audience, held: readonly string[]) =>
    !(audience === "client" && row.operation["x-alm-staff-only"]) &&
    !row.operation["x-alm-mints-credential"] &&
    row.operation["x-alm-required-permissions"][audience].every((p) => held.includes(p));

  async function expectMatrix(
    audience: Audience,
    token: string,
    held: readonly string[],
    ids: Record<string, string>,
  ) {
    for (const row of rows) {
      const res = await call(row, token, ids);
      const label = `${audience} [${held.join(", ")}] ${row.method} ${row.path} answered ${res.status} ${String(res.body?.errorMessage ?? "")}`;
      expect(res.status, label).toBeLessThan(500);
      expect(res.status, label).not.toBe(401);
      expect(refusedByRouteCheck(res), label).toBe(!allows(row, audience, held));
    }
  }

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
    const one = async (sql: string) =>
      String((await api.db.query<{ id: number }>(sql, ["RFCU"]))[0]?.id ?? "0");
    ownIds = {
      tenant: "RFCU",
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
  });
  afterAll(() => api.close());

  it("has every route state its permission, or why it needs none", () => {
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const { "x-alm-permission": permission, "x-alm-no-permission": none } = row.operation;
      const label = `${row.method} ${row.path}`;
      expect(Boolean(permission) !== Boolean(none?.trim()), label).toBe(true);
      if (permission) expect(GRANTABLE_PERMISSIONS, label).toContain(permission);
    }
  });

  // Staff hold every grantable permission, so each single one is a token they may make.
  it.each(GRANTABLE_PERMISSIONS.map((p) => [p]))("staff token scoped only %s", async (permission) => {
    await expectMatrix("staff", await tokenOf(t.staff, [permission]), [permission], ownIds);
  });

  it("client token of each single permission the client holds", async () => {
    const held = modelOf<string[]>(await callApi(api, "/core/personalaccesstokens/scopes", t.client));
    expect(held.length).toBeGreaterThan(1);
    for (const permission of held) {
      await expectMatrix("client", await tokenOf(t.client, [permission]), [permission], ownIds);
    }
  });

  it("lets a staff token holding exactly a route's permissions past the route check", async () => {
    // Ids no resource has: past the check the route answers 404 (or bad input), and changes nothing.
    const missing = {
      tenant: "NOBODY",
      client: "999999",
      dataSet: "999999",
      reportDefinition: "999999",
      chartOfAccounts: "999999",
    };
    for (const row of rows.filter((r) =>
      allows(r, "staff", r.operation["x-alm-required-permissions"].staff),
    )) {
      const needed = row.operation["x-alm-required-permissions"].staff;
      if (needed.length === 0) continue;
      const res = await call(row, await tokenOf(t.staff, needed), missing);
      const label = `${row.method} ${row.path} answered ${res.status} ${String(res.body?.errorMessage ?? "")}`;
      expect(res.status, label).toBeLessThan(500);
      expect(refusedByRouteCheck(res), label).toBe(false);
      // One permission fewer and the route check refuses.
      for (const dropped of needed.filter(() => needed.length > 1)) {
        const fewer = needed.filter((p) => p !== dropped);
        const less = await call(row, await tokenOf(t.staff, fewer), missing);
        expect(refusedByRouteCheck(less), `${label} without ${dropped}`).toBe(true);
      }
    }
  });
});

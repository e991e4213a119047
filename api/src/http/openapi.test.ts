import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing/test-api.ts";

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
}

describe("the OpenAPI document", () => {
  let api: TestApi;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    api = await startTestApi();
    doc = (await (await fetch(`${api.url}/openapi.json`)).json()) as typeof doc;
  });
  afterAll(() => api.close());

  it("describes both roots with a summary and the required api-version on every call", () => {
    expect(doc.openapi).toBe("3.1.0");
    const paths = Object.keys(doc.paths);
    expect(paths.some((p) => p.startsWith("/core/"))).toBe(true);
    expect(paths.some((p) => p.startsWith("/base/"))).toBe(true);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        if (path.startsWith("/core/notification") && !path.includes("/notification/")) continue;
        const names = (op.parameters ?? []).map((p) => p.name);
        expect(names, `${method} ${path}`).toContain("api-version");
        for (const param of path.match(/\{([^}]+)\}/g) ?? []) {
          expect(names, `${method} ${path}`).toContain(param.slice(1, -1));
        }
      }
    }
  });

  it("lists the calls of the specification's section 7", () => {
    const expected = [
      "get /core/clients",
      "get /core/info",
      "get /core/auth/permissions",
      "get /core/auth/users",
      "get /core/auth/tenantsecurity/user",
      "put /core/auth/tenantsecurity/user",
      "get /core/clients/idlookup",
      "get /core/prefs/prefs",
      "put /core/prefs/pref",
      "get /core/prefs/users",
      "post /core/auth/mfa/enable/{tenant}",
      "post /core/notification/group",
      "post /core/notification/sendmessage",
      "get /core/tools/emailaddresses",
      "post /core/tools/email",
      "get /base/analysis/clientsettings/{id}",
      "put /base/analysis/clientsettings/{id}",
      "get /base/analysis/clientsettings/{id}/zmdatabase",
      "get /base/analysis/chartofaccounts/client/{clientId}",
      "put /base/analysis/chartofaccounts/client/{clientId}/new",
      "delete /base/analysis/chartofaccounts/{id}",
      "get /base/analysis/dataset/client/{clientId}",
      "put /base/analysis/dataset/client/{clientId}",
      "delete /base/analysis/dataset/{id}",
      "post /base/analysis/dataset/client/{clientId}/alreadyexists",
      "get /base/analysis/reportdefinitions/client/{clientId}",
      "put /base/analysis/reportdefinitions/client/{clientId}",
      "put /base/analysis/reportdefinitions/{id}/approve",
      "put /base/analysis/reportdefinitions/{id}/publish",
      "delete /base/analysis/reportdefinitions/{id}",
      "get /base/analysis/reportdefinitions/{id}/pdf",
    ];
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    for (const call of expected) expect(listed).toContain(call);
    expect(listed.some((c) => c.startsWith("get /core/tools/uxsetting/"))).toBe(true);
    expect(listed.some((c) => c.includes("/trendlist"))).toBe(true);
  });
});

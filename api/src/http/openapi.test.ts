import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIds, signIn, startTestApi, type TestApi } from "../testing/test-api.ts";

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

interface JsonSchema {
  minItems?: number;
  minProperties?: number;
  maxProperties?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  type?: string;
  description?: string;
  contentMediaType?: string;
  contentSchema?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  maxLength?: number;
  minLength?: number;
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
        // A root's own index needs no version (root-index.ts).
        if (path === "/core" || path === "/base") continue;
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

  it("describes the what-if bodies field by field, with the bounds the api checks them against", () => {
    const bodyOf = (method: string, path: string) =>
      doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema;
    const whatIf = bodyOf("post", "/core/datasets/{id}/whatif");
    // The property names alone before (a review found each described as {}).
    expect(whatIf?.properties?.reportDefinitionId).toMatchObject({ type: "integer" });
    const changes = whatIf?.properties?.changes;
    expect(changes).toMatchObject({ type: "array", maxItems: 20 });
    const change = changes?.items?.properties ?? {};
    expect(Object.keys(change)).toEqual(
      expect.arrayContaining(["resize", "purchase", "depositShift", "depositAssumptions"]),
    );
    expect(change.purchase?.required).toEqual(expect.arrayContaining(["group", "amount"]));
    expect(change.purchase?.properties?.rate).toMatchObject({ type: "number", minimum: 0, maximum: 0.25 });
    expect(change.purchase?.properties?.amortization?.enum).toEqual(["LEVEL", "BULLET"]);
    expect(change.resize?.properties?.counterpart?.enum).toEqual(["CASH", "GROUP", "NONE"]);
    expect(change.depositAssumptions?.properties?.decay).toMatchObject({ minimum: 0, maximum: 0.9999 });

    const goalSeek = bodyOf("post", "/core/datasets/{id}/goalseek")?.properties ?? {};
    expect(Object.keys(goalSeek)).toEqual(expect.arrayContaining(["changes", "target", "lever", "step"]));
    const save = bodyOf("post", "/core/datasets/{id}/whatif/save");
    expect(save?.properties?.description).toMatchObject({ type: "string", maxLength: 100 });
    expect(save?.required).toContain("description");
  });

  it("describes every body's fields, and the uploads as multipart with their files and JSON part", () => {
    const optional: string[] = [];
    const undescribed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        // No body is refused by every call that takes one ("what-if: is required"), but a client's
        // settings, whose first save with none stores the defaults.
        if (op.requestBody && !op.requestBody.required) optional.push(`${method} ${path}`);
        for (const { schema } of Object.values(op.requestBody?.content ?? {})) {
          for (const [name, property] of Object.entries(schema.properties ?? {})) {
            if (Object.keys(property).length === 0) undescribed.push(`${method} ${path} ${name}`);
          }
        }
      }
    }
    // Each of them was only a name ({}) before: preferences, emails, tokens, charts of accounts…
    expect(undescribed).toEqual([]);
    expect(optional).toEqual(["put /base/analysis/clientsettings/{id}"]);

    const upload = (method: string, path: string) =>
      doc.paths[path]?.[method]?.requestBody?.content["multipart/form-data"]?.schema;
    const dataSet = upload("put", "/base/analysis/dataset/client/{clientId}");
    expect(dataSet?.properties?.files).toMatchObject({
      type: "array",
      items: { type: "string", contentMediaType: "application/octet-stream" },
    });
    expect(dataSet?.required).toEqual(["dataSetRequestBody"]);
    const request = dataSet?.properties?.dataSetRequestBody;
    expect(request).toMatchObject({ type: "string", contentMediaType: "application/json" });
    expect(Object.keys(request?.contentSchema?.properties ?? {})).toEqual(
      expect.arrayContaining(["asOfDate", "dataSetType", "resultSets"]),
    );
    const curve = upload("post", "/base/analysis/yieldcurves/{asOfDate}");
    expect(curve?.required).toEqual(["file"]);
    expect(curve?.properties?.file?.description).toMatch(/^A \.csv or \.xlsx file/);
    expect(curve?.properties?.source).toMatchObject({ type: "string", maxLength: 300 });

    const pref = doc.paths["/core/prefs/pref"]?.put?.requestBody?.content["application/json"]?.schema;
    expect(pref?.properties?.type?.enum).toEqual(["user", "client"]);
    expect(pref?.properties?.prefValue?.description).toMatch(/any JSON value/i);
    const token =
      doc.paths["/core/personalaccesstokens"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(token?.properties?.scopes).toMatchObject({ type: "array", minItems: 1 });
    const chart =
      doc.paths["/base/analysis/chartofaccounts/client/{clientId}/new"]?.put?.requestBody?.content[
        "application/json"
      ]?.schema;
    expect(chart?.properties?.name).toMatchObject({ type: "string", maxLength: 100 });
    expect(chart?.properties?.coa?.description).toMatch(/^The folder tree/);
  });

  it("says a text the api trims needs a character that is not a space, and the api refuses spaces alone", async () => {
    const path = "/base/analysis/reportdefinitions/client/{clientId}";
    const name = doc.paths[path]?.put?.requestBody?.content["application/json"]?.schema.properties?.name;
    // minLength 1 alone let "   " pass the document, which the api then refused as empty.
    expect(name).toMatchObject({ type: "string", minLength: 1, pattern: "\\S" });
    expect(new RegExp(name?.pattern ?? "").test("   ")).toBe(false);
    expect(name?.description).toMatch(/Spaces at either end are removed/);
    const staff = (await signIn(api, "staff")).access_token;
    const rfcu = (await clientIds(api)).RFCU as number;
    const res = await fetch(`${api.url}/base/analysis/reportdefinitions/client/${rfcu}?api-version=1.0`, {
      method: "PUT",
      headers: { authorization: `Bearer ${staff}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "   ", baseDataSetId: 1 }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorMessage: string }).errorMessage).toContain("name: is required");
    // A text that keeps its spaces says nothing of the kind.
    const pref = doc.paths["/core/prefs/pref"]?.put?.requestBody?.content["application/json"]?.schema;
    expect(pref?.properties?.prefKey?.pattern).not.toBe("\\S");
  });

  it("states the rules a body is checked by beyond its fields' types: one of, required together, allowed values", () => {
    const json = (method: string, path: string) =>
      doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema;
    // Each met only as a 400 by a client generated from the document (a new API consumer's review).
    const whatIf = json("post", "/core/datasets/{id}/whatif");
    const change = whatIf?.properties?.changes?.items;
    expect(change).toMatchObject({ minProperties: 1, maxProperties: 1 });
    const { resize, purchase, depositShift, depositAssumptions } = change?.properties ?? {};
    expect(resize?.oneOf).toEqual([{ required: ["amount"] }, { required: ["fraction"] }]);
    expect(depositShift?.oneOf).toEqual(resize?.oneOf);
    expect(depositAssumptions?.anyOf).toEqual([{ required: ["decay"] }, { required: ["beta"] }]);
    expect(purchase?.properties?.paymentMonths?.enum).toEqual([1, 3, 6, 12]);
    expect(purchase?.properties?.fundedBy?.enum).toEqual(["CASH", "GROUP"]);
    expect(JSON.stringify(purchase?.allOf)).toContain('"then":{"required":["indexMonths","margin"]}');
    expect(JSON.stringify(resize)).toContain('"then":{"required":["counterpartGroup"]}');
    expect(json("post", "/core/datasets/{id}/goalseek")?.properties?.target).toMatchObject({
      minProperties: 1,
      maxProperties: 1,
    });
    expect(json("post", "/core/datasets/{id}/whatif/save")?.properties?.changes?.minItems).toBe(1);
    expect(json("post", "/core/personalaccesstokens")?.properties?.lifetimeDays?.enum).toEqual([
      7, 30, 90, 365,
    ]);
    expect(json("post", "/core/notification/sendmessage")?.anyOf).toHaveLength(2);
    expect(json("post", "/core/tools/email")?.required).toEqual(["subject", "toEmailAddress"]);
    const dataSet =
      doc.paths["/base/analysis/dataset/client/{clientId}"]?.put?.requestBody?.content["multipart/form-data"]
        ?.schema?.properties?.dataSetRequestBody?.contentSchema;
    expect(dataSet?.properties?.asOfDate?.pattern).toBe("^\\d{4}-\\d{2}(-\\d{2})?$");
    expect(JSON.stringify(dataSet?.properties?.resultSets?.allOf)).toContain('"const":"Ramp"');
    const curve = doc.paths["/base/analysis/yieldcurves/{asOfDate}"]?.post?.parameters ?? [];
    expect(curve.find((p) => p.name === "asOfDate")).toMatchObject({ schema: { format: "date" } });
  });
});

import { randomBytes } from "node:crypto";
import { Agent, get } from "node:http";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger } from "@alm/logging";
import { KEEP_ALIVE_TIMEOUT_MS } from "@alm/service";
import { log, useLogger } from "../logging/logger.ts";
import { clientIds, restartTestApi, signIn, startTestApi, type TestApi } from "../testing/test-api.ts";

/** Nothing of the server's insides: no stack frames, no file paths, no echo of the body. */
function expectNoInternals(text: string, sentBody = "") {
  expect(text).not.toMatch(/\bat .+\(|node_modules|\/src\/|\.ts:\d+|<!DOCTYPE html>|<pre>/i);
  if (sentBody) expect(text).not.toContain(sentBody);
}

async function call(api: TestApi, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const res = await fetch(`${api.url}${path}`, { ...init, headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function expectEnvelopeError(text: string, reason: string) {
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body).toMatchObject({ didError: true, data: null, reason });
  expect(typeof body.message).toBe("string");
  expect(body.errorMessages).toEqual(expect.any(Array));
}

describe("the api's HTTP edge", () => {
  let api: TestApi;
  let staff: string;
  let rfcu: number;

  // Before the api starts: its request logger keeps the logger it started with.
  const testLog = log;
  const apiLog = memoryLogger({ service: "api" });
  useLogger(apiLog.logger);
  beforeAll(async () => {
    api = await startTestApi();
    staff = (await signIn(api, "staff")).access_token;
    rfcu = (await clientIds(api)).RFCU as number;
  }, 120_000);
  afterAll(async () => {
    await api.close();
    useLogger(testLog);
  });

  const v = "api-version=1.0";

  it("keeps idle connections longer than the pools that send on them (no request on a closing one)", async () => {
    const agent = new Agent({ keepAlive: true });
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) =>
      get(`${api.url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers));
      }).on("error", reject),
    );
    agent.destroy();
    // What a client's pool reads to decide how long it may reuse the connection. Node's default
    // was 5 s: a load balancer or nginx pool (60 s) reused connections the api had closed.
    expect(headers.connection).toBe("keep-alive");
    expect(headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it("answers malformed JSON with 400 in the envelope, without echoing the body", async () => {
    const secret = '{"name": "SECRET-BODY-TEXT"';
    const res = await call(api, `/base/analysis/chartofaccounts/client/${rfcu}/new?${v}`, {
      method: "PUT",
      token: staff,
      headers: { "content-type": "application/json" },
      body: secret,
    });
    expect(res.status).toBe(400);
    expectEnvelopeError(res.text, "INVALID_BODY");
    expectNoInternals(res.text, "SECRET-BODY-TEXT");
  });

  it("refuses a body of a type the call does not read with 415, and changes nothing", async () => {
    const settings = `/base/analysis/clientsettings/${rfcu}?${v}`;
    const before = await call(api, settings, { token: staff });
    const niiYears = (JSON.parse(before.text) as { data: { model: { niiYears: number } } }).data.model
      .niiYears;
    const send = (path: string, type: string | undefined, body: string) =>
      call(api, path, {
        method: "PUT",
        token: staff,
        headers: type ? { "content-type": type } : {},
        body,
      });
    const asText = await send(settings, "text/plain", JSON.stringify({ niiYears: niiYears + 1 }));
    expect(asText.status).toBe(415);
    expectEnvelopeError(asText.text, "UNSUPPORTED_MEDIA_TYPE");
    expect(JSON.parse(asText.text).errorMessage).toBe(
      "The body was sent as text/plain: this call reads JSON.",
    );
    expect(asText.text).toContain("Send the body with the header Content-Type: application/json.");
    const asForm = await send(settings, "application/x-www-form-urlencoded", `niiYears=${niiYears + 1}`);
    expect(asForm.status).toBe(415);
    // Left as it was: the text body had been dropped and the settings saved as the defaults, 200.
    expect((await call(api, settings, { token: staff })).text).toBe(before.text);
    // An upload names the types it reads.
    const upload = await send(`/base/analysis/dataset/client/${rfcu}?${v}`, "text/csv", "a,b\n1,2\n");
    expect(upload.status).toBe(415);
    expect(JSON.parse(upload.text).errorMessage).toBe(
      "The body was sent as text/csv: this call reads JSON, or multipart/form-data with its files.",
    );
    // JSON, however its type is written, is read; an action sent without a body needs no type.
    const json = await send(settings, "application/json; charset=utf-8", JSON.stringify({ niiYears }));
    expect(json.status).toBe(200);
    const emptyAction = await call(api, `/base/analysis/reportdefinitions/999999/approve?${v}`, {
      method: "PUT",
      token: staff,
    });
    expect(emptyAction.status).toBe(404);
  });

  it("logs a request that failed on its own line with its error's type and message, and on no other line", async () => {
    // A real fault of the database under a route: the table it reads is gone.
    await api.db.exec("alter table info_messages rename to info_messages_away");
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(api, `/core/info?${v}`, { token: staff });
    } finally {
      await api.db.exec("alter table info_messages_away rename to info_messages");
    }
    expect(res.status).toBe(500);
    expectEnvelopeError(res.text, "INTERNAL_ERROR");
    expectNoInternals(res.text);
    const id = res.headers.get("x-request-id");
    const linesOf = () => apiLog.lines().filter((l) => l.reqId === id);
    await expect.poll(linesOf).toHaveLength(1);
    expect(linesOf()[0]).toMatchObject({
      level: 50,
      res: { statusCode: 500 },
      req: { method: "GET" },
      err: { type: expect.any(String), message: expect.stringContaining("info_messages") },
    });
  });

  it("answers a path nothing serves with 404 in the envelope, inside the roots and outside them", async () => {
    for (const path of [`/core/nothing-here?${v}`, "/nothing-here", `/base/x?${v}`]) {
      const res = await call(api, path, { token: staff });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
      expectEnvelopeError(res.text, "NOT_FOUND");
      expectNoInternals(res.text);
    }
    const outside = await call(api, "/nothing-here");
    // Express's own page said "Cannot GET /nothing-here" in HTML.
    expect(JSON.parse(outside.text).errorMessage).toBe(
      "No such call: GET /nothing-here. The REST calls are under /core and /base (GET /openapi.json lists them).",
    );
  });

  it("answers a REST root itself, with no version or token, with where its calls are described", async () => {
    for (const root of ["core", "base"]) {
      for (const path of [`/${root}`, `/${root}/`, `/${root}?${v}`]) {
        const res = await call(api, path);
        expect(res.status, path).toBe(200);
        expect(JSON.parse(res.text).data.model, path).toEqual({
          root,
          apiVersions: ["1.0"],
          openApi: "/openapi.json",
          calls: `Every call under /${root} sends ?api-version=1.0 and a Bearer token; /openapi.json lists them.`,
        });
      }
      // A gateway's readiness probe asks with HEAD: it was answered 400 and logged as a caller's mistake.
      expect((await call(api, `/${root}`, { method: "HEAD" })).status).toBe(200);
    }
    // Below the root, a call still names its version and its caller.
    expect((await call(api, `/core/clients`)).status).toBe(400);
    expect((await call(api, `/core/clients?${v}`)).status).toBe(401);
  });

  it("answers an oversized JSON body with 413", async () => {
    const res = await call(api, `/base/analysis/chartofaccounts/client/${rfcu}/new?${v}`, {
      method: "PUT",
      token: staff,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expectEnvelopeError(res.text, "PAYLOAD_TOO_LARGE");
    expectNoInternals(res.text);
    // The limit, the size met and what to do: "too large" alone leaves the caller guessing.
    expect(JSON.parse(res.text).errorMessage).toBe(
      "The request body is 2 MB, over the limit of 1 MB. Send a smaller request: fewer or shorter items at a time.",
    );
  });

  it("answers a bad %-encoding in a path id with 400", async () => {
    const res = await call(api, `/base/analysis/chartofaccounts/%E0%A4%A?${v}`, { token: staff });
    expect(res.status).toBe(400);
    expectEnvelopeError(res.text, "BAD_REQUEST");
    expectNoInternals(res.text);
  });

  it("answers non-numeric and out-of-range ids in paths and queries with 400, not a database error", async () => {
    for (const path of [
      `/base/analysis/chartofaccounts/abc?${v}`,
      `/base/analysis/chartofaccounts/1e3?${v}`,
      `/base/analysis/chartofaccounts/99999999999?${v}`,
      `/base/analysis/dataset/client/NaN?${v}`,
      `/core/clients/idlookup?id=abc&${v}`,
      `/core/tools/emailaddresses?clientId=abc&${v}`,
    ]) {
      const res = await call(api, path, { token: staff });
      expect(res.status, path).toBe(400);
      expectEnvelopeError(res.text, "INVALID_PARAMETER");
      expectNoInternals(res.text);
    }
    // A whole number past the limit is told the limit, not that it is no positive whole number.
    const huge = await call(api, `/base/analysis/chartofaccounts/99999999999?${v}`, { token: staff });
    expect(huge.text).toMatch(/must be a whole number from 1 to 2,147,483,647\./);
    expect(huge.text).not.toMatch(/positive whole number/);
    // Legitimate ids still work.
    expect((await call(api, `/core/clients/idlookup?id=${rfcu}&${v}`, { token: staff })).status).toBe(200);
  });

  it("refuses an id in a body past PostgreSQL's integers with 400 naming the field, as a path's", async () => {
    // Each was a 500 (a new API consumer's review): 2,147,483,648 passed as a positive whole number.
    const huge = 2_147_483_648;
    const sends: [string, string, Record<string, unknown>, string][] = [
      ["POST", `/base/analysis/dataset/client/${rfcu}/alreadyexists`, { name: "x", id: huge }, "id"],
      ["POST", `/core/datasets/1/whatif`, { reportDefinitionId: huge, changes: [] }, "reportDefinitionId"],
      [
        "PUT",
        `/base/analysis/reportdefinitions/client/${rfcu}`,
        { name: "Big", baseDataSetId: 1, chartOfAccountsId: huge },
        "chartOfAccountsId",
      ],
      [
        "PUT",
        `/base/analysis/reportdefinitions/client/${rfcu}`,
        { name: "Big", baseDataSetId: huge },
        "baseDataSetId",
      ],
    ];
    for (const [method, path, body, field] of sends) {
      const res = await call(api, `${path}?${v}`, {
        method,
        token: staff,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBe(400);
      expectEnvelopeError(res.text, "INVALID_BODY");
      expect(res.text).toContain(`${field}: must be a whole number from 1 to 2,147,483,647`);
      expectNoInternals(res.text);
    }
  });

  it("says in words what a value of a union or of a list of values must be", async () => {
    // zod said "Invalid input", "must be record" and "days.." (a new API consumer's review).
    const sent = async (method: string, path: string, body: unknown) => {
      const res = await call(api, `${path}?${v}`, {
        method,
        token: staff,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(400);
      return (JSON.parse(res.text) as { errorMessages: string[] }).errorMessages.join("\n");
    };
    const definitions = `/base/analysis/reportdefinitions/client/${rfcu}`;
    expect(
      await sent("PUT", definitions, {
        name: "Words",
        baseDataSetId: 1,
        selectedSubReportDefinitions: [1.5],
      }),
    ).toContain("selectedSubReportDefinitions[0]: must be a whole number or text");
    const dataSet = { asOfDate: "2021-12-31", dataSetType: 5, resultSets: [] };
    expect(await sent("PUT", `/base/analysis/dataset/client/${rfcu}`, dataSet)).toContain(
      "dataSetType: must be one of 0, 1, 2, 99",
    );
    const settings = { sub: "staff", tenant: "ALM", settings: 5 };
    expect(await sent("PUT", "/core/auth/tenantsecurity/user", settings)).toContain(
      "settings: must be an object of names and values",
    );
    const token = { name: "Words", scopes: ["View"], lifetimeDays: 1 };
    const lifetime = await sent("POST", "/core/personalaccesstokens", token);
    expect(lifetime).toContain("lifetimeDays: must be one of 7, 30, 90, or 365 days");
    expect(lifetime).not.toMatch(/\.\./);
  });

  it("refuses the NUL character in any text with 400 naming the field: PostgreSQL text cannot hold it", async () => {
    const json = (method: string, path: string, body: unknown) =>
      call(api, `${path}?${v}`, {
        method,
        token: staff,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const form = new FormData();
    form.append(
      "dataSetRequestBody",
      JSON.stringify({ asOfDate: "2023-06", dataSetType: 1, description: "a\u0000b", runResults: [] }),
    );
    const refusals = [
      [await json("PUT", `/base/analysis/reportdefinitions/client/${rfcu}`, { name: "Q4\u0000" }), "name"],
      [
        await json("POST", `/base/analysis/dataset/client/${rfcu}/alreadyexists`, { name: "x\u0000" }),
        "name",
      ],
      [
        await call(api, `/base/analysis/dataset/client/${rfcu}?${v}`, {
          method: "PUT",
          token: staff,
          body: form,
        }),
        "description",
      ],
      [await call(api, `/core/clients/idlookup?acronym=RF%00CU&${v}`, { token: staff }), "acronym"],
      [await call(api, `/core/auth/mfa/authenticators/a%00b?${v}`, { token: staff }), "path"],
    ] as const;
    for (const [res, field] of refusals) {
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      const body = JSON.parse(res.text) as { errorMessages: string[]; additionalInformation: unknown };
      expect(body.errorMessages[0]).toMatch(/contains the NUL character \(U\+0000\)/);
      expect(JSON.stringify(body.additionalInformation)).toContain(`"field":"${field}"`);
    }
    // The same calls without it are read as before.
    const free = await json("POST", `/base/analysis/dataset/client/${rfcu}/alreadyexists`, { name: "x" });
    expect(free.status).toBe(200);
  });

  it("refuses a day the calendar lacks in the trend list's date with 400, not a database error", async () => {
    const path = (date: string) =>
      `/base/analysis/reportdefinitions/clientid/${rfcu}/asofdate/${date}/trendlist?${v}`;
    const impossible = await call(api, path("2021-02-30"), { token: staff });
    expect(impossible.status).toBe(400);
    expect(JSON.parse(impossible.text).errorMessage).toBe(
      "date must be a calendar day like 2021-12-31; '2021-02-30' is not.",
    );
    expect((await call(api, path("2021-12-31T00:00:00"), { token: staff })).status).toBe(200);
  });

  it("answers malformed multipart uploads with 400", async () => {
    const path = `/base/analysis/dataset/client/${rfcu}?${v}`;
    const noBoundary = await call(api, path, {
      method: "PUT",
      token: staff,
      headers: { "content-type": "multipart/form-data" },
      body: "SECRET-PART",
    });
    const cutOff = await call(api, path, {
      method: "PUT",
      token: staff,
      headers: { "content-type": "multipart/form-data; boundary=XYZ" },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nSECRET-PART',
    });
    for (const res of [noBoundary, cutOff]) {
      expect(res.status).toBe(400);
      expectEnvelopeError(res.text, "INVALID_BODY");
      expectNoInternals(res.text, "SECRET-PART");
    }
  });

  it("names a stable reason for every refusal: signed out, unknown, no api-version", async () => {
    const signedOut = await call(api, `/core/clients/idlookup?id=${rfcu}&${v}`, {});
    expect(signedOut.status).toBe(401);
    expectEnvelopeError(signedOut.text, "UNAUTHENTICATED");
    const unknown = await call(api, `/base/analysis/chartofaccounts/999999?${v}`, { token: staff });
    expect(unknown.status).toBe(404);
    expectEnvelopeError(unknown.text, "NOT_FOUND");
    const noVersion = await call(api, `/core/clients/idlookup?id=${rfcu}`, { token: staff });
    expect(noVersion.status).toBe(400);
    expectEnvelopeError(noVersion.text, "API_VERSION_UNSUPPORTED");
    expect(JSON.parse(noVersion.text)).toMatchObject({
      additionalInformation: { messages: [expect.objectContaining({ field: "api-version" })] },
    });
  });

  it("sends hardening headers on REST answers", async () => {
    const res = await call(api, `/core/clients/idlookup?id=${rfcu}&${v}`, { token: staff });
    expectHardened(res.headers);
  });

  it("keeps a caller's answers out of shared caches, and has a browser revalidate them", async () => {
    for (const path of [
      `/base/analysis/chartofaccounts/client/${rfcu}?${v}`,
      `/base/analysis/chartofaccounts/999999?${v}`,
    ]) {
      const res = await call(api, path, { token: staff });
      expect(res.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    expect((await call(api, `/core/clients?${v}`)).headers.get("cache-control")).toBe("private, no-cache");
  });

  it("serves the provider's sign-in page hardened: not frameable, no inline code but its own", async () => {
    const { config } = api;
    const auth = new URL(`${config.OIDC_ISSUER}/auth`);
    auth.search = new URLSearchParams({
      client_id: config.OIDC_CLIENT_ID,
      redirect_uri: `${config.GATEWAY_PUBLIC_URL}/auth/callback`,
      response_type: "code",
      scope: "openid",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    }).toString();
    const start = await fetch(auth, { redirect: "manual" });
    const location = start.headers.get("location");
    expect(location).toContain("/interaction/");
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = await fetch(new URL(location as string, auth), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('type="password"');
    expectHardened(page.headers);
    const csp = page.headers.get("content-security-policy") as string;
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toMatch(/style-src 'sha256-/);
  });

  it("listens on the loopback alone while a client secret is a published default, everywhere once both are set", async () => {
    // An address of this machine that other machines reach it by (the CI machine has one).
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a?.family === "IPv4" && !a.internal)?.address;
    expect(outside, "a network address of this machine").toBeDefined();
    const reach = async (host: string, of: TestApi) => {
      const url = `http://${host}:${new URL(of.url).port}/healthz`;
      return fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.status,
        (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
      );
    };
    expect(await reach("127.0.0.1", api)).toBe(200);
    expect(await reach("localhost", api)).toBe(200);
    // Listening everywhere on the defaults, the api gave a hub token to anyone on the network.
    expect(await reach(outside as string, api)).toBe("ECONNREFUSED");
    const token = await fetch(`http://${outside}:${new URL(api.url).port}/oidc/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from("alm-gateway-hub:alm-gateway-hub-local-secret").toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    }).then(
      (res) => res.status,
      () => "refused",
    );
    expect(token).toBe("refused");
    // Said as a warning, naming the secret and why (it called every one a published default).
    const warned = () =>
      apiLog.lines().filter((l) => String(l.msg).startsWith("Listening on 127.0.0.1 only"));
    expect(warned().at(-1)).toMatchObject({ level: 40 });
    expect(warned().at(-1)?.msg).toContain(
      "OIDC_CLIENT_SECRET is a published default; HUB_CLIENT_SECRET is a published default. Set them",
    );
    api = await restartTestApi(api, {
      OIDC_CLIENT_SECRET: "alm-oidc-client-secret-2026",
      HUB_CLIENT_SECRET: randomBytes(32).toString("base64"),
    });
    expect(await reach(outside as string, api)).toBe("ECONNREFUSED");
    expect(warned().at(-1)?.msg).toContain(
      "out of reach of other machines (a proxy on another host included): OIDC_CLIENT_SECRET looks like a placeholder. Set it",
    );
    // Secrets of its own: reachable as a deployment is.
    api = await restartTestApi(api, {
      OIDC_CLIENT_SECRET: randomBytes(32).toString("base64"),
      HUB_CLIENT_SECRET: randomBytes(32).toString("base64"),
    });
    expect(await reach(outside as string, api)).toBe(200);
  });

  it("renders the provider's own errors as a product page without internals", async () => {
    const res = await call(api, `/oidc/auth?client_id=no-such-client&response_type=code&scope=openid`);
    expect(res.status).toBe(400);
    expect(res.text).toContain("Sign-in problem");
    expectNoInternals(res.text.replace("<!doctype html>", ""));
    expectHardened(res.headers);
  });
});

function expectHardened(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  // Served over http here: no HSTS.
  expect(headers.get("strict-transport-security")).toBeNull();
}

import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

const TENORS = [1, 3, 6, 12, 24, 36, 60, 84, 120, 240, 360];
const csv = (rate: (tenor: number) => number) =>
  ["tenorMonths,rate", ...TENORS.map((t) => `${t},${rate(t)}`)].join("\n");
const file = (name: string, content: string) => ({
  fileName: name,
  contentBase64: Buffer.from(content).toString("base64"),
});

const UPLOAD = `mutation($input: CurveUploadInput!) { uploadCurve(input: $input) { __typename
  ... on CurveUploaded { version { asOfDate version source fileName uploadedBy builtIn points { tenorMonths rate } }
    curve { id version versionCount versions { version builtIn } } }
  ... on Failure { code message messages { error resolution field } } } }`;

const LIST = `{ curves { id asOfDate version source builtIn uploadedBy versionCount points { tenorMonths rate } } }`;

describe("yield curves through the gateway", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};

  const as = async (user: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body;
  const upload = (user: string | undefined, input: Record<string, unknown>) => as(user, UPLOAD, { input });

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "client", "prospect"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
  }, 180_000);
  afterAll(() => stack?.close());

  it("lists the built-in H.15 curves, with their points, to staff and client users", async () => {
    for (const user of ["staff", "client"]) {
      const body = await as(user, LIST);
      expect(body.errors, user).toBeUndefined();
      const curves = body.data?.curves as {
        id: string;
        asOfDate: string;
        source: string;
        builtIn: boolean;
        points: unknown[];
      }[];
      const q4 = curves.find((c) => c.asOfDate === "2021-12-31");
      expect(q4).toMatchObject({
        asOfDate: "2021-12-31",
        version: 1,
        builtIn: true,
        uploadedBy: null,
        versionCount: 1,
        source: "US Treasury daily par yield curve (CMT, H.15), closing values",
      });
      expect(q4?.points[8]).toEqual({ tenorMonths: 120, rate: 1.52 });
    }
    const missing = await as("staff", `{ curve(asOfDate: "2023-12-29") { id } }`);
    expect(missing).toMatchObject({ data: { curve: null } });
    expect(missing).not.toHaveProperty("errors");
  });

  it("holds the deprecated asOfDate to the calendar a Date keeps, naming it", async () => {
    const clients = (await as("staff", "{ clients { id acronym } }")).data?.clients as { id: string }[];
    for (const query of [
      `{ curve(asOfDate: "2021-02-30") { id } }`,
      `query($c: ID!) { client(id: $c) { trendReportDefinitions(asOfDate: "2021-02-30") { id } } }`,
    ]) {
      const refused = await as("staff", query, { c: clients[0]!.id });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        messages: [{ error: "'2021-02-30' is not a Date.", field: "asOfDate" }],
      });
    }
    // The REST API's own date-time form still reads as its day.
    const trend = await as(
      "staff",
      `query($c: ID!) { client(id: $c) { trendReportDefinitions(asOfDate: "2021-12-31T00:00:00") { id } } }`,
      { c: clients[0]!.id },
    );
    expect(trend).not.toHaveProperty("errors");
  });

  it("refuses curves signed out and to a user without View, and uploads to client users", async () => {
    const input = {
      asOfDate: "2023-12-29",
      file: file(
        "c.csv",
        csv(() => 4),
      ),
    };
    expect((await as(undefined, LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await upload(undefined, input)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await as("prospect", LIST)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const byClient = await upload("client", input);
    expect(byClient.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(byClient.data).toBeNull();
    expect((await as("staff", `{ curve(asOfDate: "2023-12-29") { id } }`)).data?.curve).toBeNull();
  });

  it("answers bad input as ValidationFailed with the code and the field of each problem", async () => {
    const badRows = await upload("staff", {
      asOfDate: "2023-12-29",
      file: file(
        "bad.csv",
        csv((t) => (t === 120 ? 30 : 4)),
      ),
    });
    expect(badRows.data?.uploadCurve).toEqual({
      __typename: "ValidationFailed",
      code: "UPLOAD_INVALID",
      message: "The curve file has 1 problem; nothing was saved.",
      messages: [
        {
          error: 'bad.csv, row 10, column rate: rate must be an annual percent from -5 to 25; got "30".',
          resolution:
            "Correct the file (columns tenorMonths and rate, one row per Treasury tenor, rates in percent) and upload it again.",
          field: "file",
        },
      ],
    });
    // The same mistake on every row is one problem naming the rows, its fix said once.
    const everyRow = await upload("staff", {
      asOfDate: "2023-12-29",
      file: file(
        "high.csv",
        csv(() => 30),
      ),
    });
    expect(everyRow.data?.uploadCurve).toMatchObject({
      __typename: "ValidationFailed",
      code: "UPLOAD_INVALID",
      message: "The curve file has 1 problem; nothing was saved.",
      messages: [
        {
          error: 'high.csv, rows 2–12, column rate: rate must be an annual percent from -5 to 25; got "30".',
          field: "file",
        },
      ],
    });
    const badDate = await upload("staff", {
      asOfDate: "2023-02-30",
      file: file(
        "c.csv",
        csv(() => 4),
      ),
    });
    expect(badDate.data?.uploadCurve).toMatchObject({
      __typename: "ValidationFailed",
      code: "INVALID_INPUT",
      messages: [{ field: "asOfDate" }],
    });
    const future = await upload("staff", {
      asOfDate: "2999-01-04",
      file: file(
        "c.csv",
        csv(() => 4),
      ),
    });
    expect(future.data?.uploadCurve).toMatchObject({
      code: "VALIDATION_FAILED",
      messages: [{ field: "asOfDate" }],
    });
    const notCsv = await upload("staff", { asOfDate: "2023-12-29", file: file("curve.pdf", "%PDF-1.7") });
    expect(notCsv.data?.uploadCurve).toEqual({
      __typename: "ValidationFailed",
      code: "UPLOAD_INVALID",
      message: "The curve file cannot be stored; nothing was saved.",
      messages: [
        {
          error: "curve.pdf: only .csv and .xlsx files can be uploaded.",
          resolution: "Upload one .csv or .xlsx file with the columns tenorMonths and rate (percent).",
          field: "file",
        },
      ],
    });
    expect((await as("staff", `{ curve(asOfDate: "2023-12-29") { id } }`)).data?.curve).toBeNull();
  });

  it("takes the as-of date as a Date: exactly one of asOf and the deprecated asOfDate, failures naming asOf", async () => {
    const rates = file(
      "c.csv",
      csv(() => 4),
    );
    const future = await upload("staff", { asOf: "2999-01-04", file: rates });
    expect(future.data?.uploadCurve).toMatchObject({
      __typename: "ValidationFailed",
      code: "VALIDATION_FAILED",
      messages: [{ field: "asOf" }],
    });
    const notADate = await upload("staff", { asOf: "2023-02-30", file: rates });
    expect(notADate.errors?.[0]).toMatchObject({
      message: expect.stringContaining("'2023-02-30' is not a Date"),
      extensions: { code: "BAD_USER_INPUT" },
    });
    for (const input of [{ file: rates }, { asOf: "2023-12-29", asOfDate: "2023-12-29", file: rates }]) {
      const refused = await upload("staff", input);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
      expect(refused.data?.uploadCurve ?? null).toBeNull();
    }
    expect(await upload(undefined, { asOf: "2023-12-29", file: rates })).toMatchObject({
      errors: [{ extensions: { code: "UNAUTHENTICATED" } }],
    });
    const stored = await upload("staff", { asOf: "2020-06-30", file: rates });
    expect(stored.data?.uploadCurve).toMatchObject({
      __typename: "CurveUploaded",
      version: { asOfDate: "2020-06-30", version: 1 },
      curve: { versionCount: 1 },
    });
  });

  it("stores an upload as a new version of its date, which the curve then shows as its latest", async () => {
    const first = await upload("staff", {
      asOfDate: "2023-12-29",
      source: "H.15 release of 2024-01-02",
      file: file(
        "h15-2023-12-29.csv",
        csv((t) => 4 + t / 1000),
      ),
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.uploadCurve).toMatchObject({
      __typename: "CurveUploaded",
      version: {
        asOfDate: "2023-12-29",
        version: 1,
        source: "H.15 release of 2024-01-02",
        fileName: "h15-2023-12-29.csv",
        uploadedBy: "staff",
        builtIn: false,
      },
      curve: { id: Buffer.from("Curve:2023-12-29").toString("base64url"), version: 1, versionCount: 1 },
    });
    const second = await upload("staff", {
      asOfDate: "2023-12-29",
      file: file(
        "fix.csv",
        csv(() => 4.5),
      ),
    });
    expect(second.data?.uploadCurve).toMatchObject({
      version: { version: 2, source: "File fix.csv (source not stated)" },
      curve: { version: 2, versionCount: 2, versions: [{ version: 2 }, { version: 1 }] },
    });
    const read = await as(
      "staff",
      `{ curve(asOfDate: "2023-12-29") { version points { rate } versions { version source points { rate } } } }`,
    );
    const curve = read.data?.curve as {
      version: number;
      points: { rate: number }[];
      versions: { version: number; source: string; points: { rate: number }[] }[];
    };
    expect(curve.version).toBe(2);
    expect(curve.points.every((p) => p.rate === 4.5)).toBe(true);
    expect(curve.versions[1]?.points[8]?.rate).toBe(4.12);
    // Over a built-in curve, an upload is version 2 and the built-in one stays as version 1.
    const overBuiltIn = await upload("staff", {
      asOfDate: "2021-09-30",
      file: file(
        "c.csv",
        csv(() => 0.5),
      ),
    });
    expect(overBuiltIn.data?.uploadCurve).toMatchObject({
      curve: {
        version: 2,
        versions: [
          { version: 2, builtIn: false },
          { version: 1, builtIn: true },
        ],
      },
    });
  });
});

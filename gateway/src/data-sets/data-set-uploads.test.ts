import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

const MB = 1024 * 1024;

const input = (description: string) => ({
  asOfDate: "2023-06",
  type: "WHAT_IF",
  description,
  resultSets: [
    { key: "7001", type: "SHOCK" },
    { key: "7002", type: "RAMP" },
  ],
});

interface Answer {
  __typename?: string;
  dataSet?: { id: string; name: string };
  warnings?: string[];
  message?: string;
  messages?: { error: string; resolution: string }[];
  error?: string;
}

describe("data set uploads stream through the gateway to the api", () => {
  let stack: TestStack;
  let staff: CookieJar;
  let client: CookieJar;
  let lccu: string;
  let template: string;

  beforeAll(async () => {
    stack = await startWorkerStack();
    staff = (await signInThroughGateway(stack, "staff")).jar;
    client = (await signInThroughGateway(stack, "client")).jar;
    const clients = (await graphqlRequest(stack, "{ clients { id acronym } }", { jar: staff })).body.data
      ?.clients as { id: string; acronym: string }[];
    lccu = clients.find((c) => c.acronym === "LCCU")?.id ?? "";
    template = await (
      await fetch(`${stack.gatewayUrl}/downloads/positions-template.csv`, {
        headers: { cookie: staff.header(`${stack.gatewayUrl}/downloads/`) ?? "" },
      })
    ).text();
  }, 180_000);
  afterAll(() => stack?.close());

  /** A positions file of about `bytes`: the template's rows, repeated. */
  function positions(bytes: number): Blob {
    const [header, ...rows] = template.trim().split("\n");
    const body = `${rows.join("\n")}\n`;
    return new Blob([`${header}\n`, body.repeat(Math.ceil(bytes / body.length))], { type: "text/csv" });
  }

  async function upload(
    files: { name: string; content: Blob }[],
    options: {
      jar?: CookieJar;
      headers?: Record<string, string>;
      description?: string;
      clientId?: string;
    } = {},
  ) {
    const form = new FormData();
    for (const f of files) form.append("files", f.content, f.name);
    const query = new URLSearchParams({ input: JSON.stringify(input(options.description ?? "Upload")) });
    const url = `${stack.gatewayUrl}/uploads/data-sets/${options.clientId ?? lccu}?${query}`;
    const cookie = options.jar?.header(url);
    const res = await fetch(url, {
      method: "POST",
      headers: { origin: stack.gatewayUrl, ...(cookie ? { cookie } : {}), ...options.headers },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Answer };
  }

  it("stores a 5 MB file, far above what a GraphQL body may carry", async () => {
    const file = positions(5 * MB);
    expect(file.size).toBeGreaterThan(5 * MB);
    const res = await upload([{ name: "positions-5mb.csv", content: file }], {
      jar: staff,
      description: "Large",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      __typename: "DataSetSaved",
      dataSet: { name: "2023/06/30 What If Large" },
      warnings: [],
    });
    // The route answers the data set's global id: GraphQL reads it back with that id alone.
    const stored = await graphqlRequest(
      stack,
      "query($id: ID!) { dataSet(id: $id) { id name files { fileName kind fileKind } } }",
      { jar: staff, variables: { id: res.body.dataSet?.id } },
    );
    expect(stored.body.data?.dataSet).toEqual({
      id: res.body.dataSet?.id,
      name: "2023/06/30 What If Large",
      files: [{ fileName: "positions-5mb.csv", kind: "positions", fileKind: "POSITIONS" }],
    });
  }, 120_000);

  it("answers a file above the api's 20 MB with 413 and how to split it; nothing is saved", async () => {
    const res = await upload([{ name: "huge.csv", content: positions(20 * MB + 1) }], {
      jar: staff,
      description: "Huge",
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      __typename: "ValidationFailed",
      message: "An error occurred when saving the data set.",
      messages: [
        {
          error: "The file is larger than 20 MB; nothing was saved.",
          resolution: expect.stringContaining("Split it into files of at most 20 MB"),
        },
      ],
    });
    const names = await graphqlRequest(stack, "query($c: ID!) { client(id: $c) { dataSets { name } } }", {
      jar: staff,
      variables: { c: lccu },
    });
    expect(JSON.stringify(names.body.data)).not.toContain("What If Huge");
  }, 120_000);

  it("passes on the files' warnings with the saved data set, through the route and the mutation", async () => {
    const [header] = template.trim().split("\n");
    const decimals = `${header}\nNew Auto 60,Autos,2000000,0.0374,60,level,1,0,,,18,,\n`;
    const warning =
      "decimals.csv, row 1, column rate: the rates of row 2 look like decimals: every non-zero rate of the level and bullet positions is below 0.25 (row 2: 0.0374). Rates are in percent: enter 3.74 for 3.74 %, not 0.0374; if these are decimals, multiply them by 100 and upload the file again";
    const streamed = await upload([{ name: "decimals.csv", content: new Blob([decimals]) }], {
      jar: staff,
      description: "Decimals streamed",
    });
    expect(streamed.status, JSON.stringify(streamed.body)).toBe(201);
    expect(streamed.body).toMatchObject({ __typename: "DataSetSaved", warnings: [warning] });
    const mutation = await graphqlRequest(
      stack,
      `mutation($c: ID!, $input: DataSetInput!, $files: [DataSetFileInput!]) {
        saveDataSet(clientId: $c, input: $input, files: $files) {
          __typename ... on DataSetSaved { warnings }
        }
      }`,
      {
        jar: staff,
        variables: {
          c: lccu,
          input: input("Decimals in a mutation"),
          files: [{ fileName: "decimals.csv", contentBase64: Buffer.from(decimals).toString("base64") }],
        },
      },
    );
    expect(mutation.body.data?.saveDataSet).toEqual({ __typename: "DataSetSaved", warnings: [warning] });
  }, 60_000);

  it("gives the api's typed failures: rows with problems, a duplicate name", async () => {
    const bad = await upload([{ name: "bad.csv", content: new Blob(["key,balance\nx,not-a-number\n"]) }], {
      jar: staff,
      description: "Bad rows",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.__typename).toBe("ValidationFailed");
    const again = await upload([], { jar: staff, description: "Large" });
    expect(again.status).toBe(409);
    expect(again.body.__typename).toBe("DuplicateName");
  }, 60_000);

  it("says how many files go at a time, and how to add the rest, on both routes; nothing is saved", async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.csv`, content: positions(1000) }));
    const streamed = await upload(five, { jar: staff, description: "Five streamed" });
    expect(streamed.status).toBe(400);
    expect(streamed.body.messages).toEqual([
      expect.objectContaining({
        error: "At most 4 files can be uploaded at a time",
        resolution: expect.stringMatching(/^Send 4 files or fewer, then the others in another upload/),
      }),
    ]);
    const line = (await positions(1000).text()).slice(0, 2000);
    const mutation = await graphqlRequest(
      stack,
      `mutation($c: ID!, $input: DataSetInput!, $files: [DataSetFileInput!]) {
        saveDataSet(clientId: $c, input: $input, files: $files) {
          __typename ... on ValidationFailed { messages { error resolution } } } }`,
      {
        jar: staff,
        variables: {
          c: lccu,
          input: input("Five sent"),
          files: five.map((f) => ({ fileName: f.name, contentBase64: Buffer.from(line).toString("base64") })),
        },
      },
    );
    expect(mutation.body.data?.saveDataSet).toEqual({
      __typename: "ValidationFailed",
      messages: [
        {
          error: "At most 4 files can be uploaded at a time.",
          // Not "correct the file": no file is wrong, and a saved data set takes more files later.
          resolution: expect.stringMatching(/^Upload 4 files or fewer, save, then upload the others/),
        },
      ],
    });
    const names = await graphqlRequest(stack, "query($c: ID!) { client(id: $c) { dataSets { name } } }", {
      jar: staff,
      variables: { c: lccu },
    });
    expect(JSON.stringify(names.body.data)).not.toMatch(/Five (streamed|sent)/);
  }, 60_000);

  it("refuses the signed out, client users, other sites and bad requests", async () => {
    const file = [{ name: "p.csv", content: positions(1000) }];
    expect(await upload(file)).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect(await upload(file, { jar: client })).toEqual({
      status: 403,
      body: { error: "Only the firm's staff may upload data set files." },
    });
    const crossSite = { error: "Uploads are accepted only from the application's own pages." };
    expect(await upload(file, { jar: staff, headers: { origin: "https://evil.example.net" } })).toEqual({
      status: 403,
      body: crossSite,
    });
    expect(await upload(file, { jar: staff, headers: { "sec-fetch-site": "cross-site" } })).toEqual({
      status: 403,
      body: crossSite,
    });
    expect((await upload(file, { jar: staff, clientId: "abc" })).status).toBe(400);

    const url = `${stack.gatewayUrl}/uploads/data-sets/${lccu}`;
    const headers = { origin: stack.gatewayUrl, cookie: staff.header(url) ?? "" };
    const noInput = await fetch(url, { method: "POST", headers, body: new FormData() });
    expect(noInput.status).toBe(400);
    expect(((await noInput.json()) as Answer).error).toMatch(
      /^The data set's settings \(input\) are not valid/,
    );
    const notMultipart = await fetch(`${url}?input=${encodeURIComponent(JSON.stringify(input("x")))}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: "{}",
    });
    expect(notMultipart.status).toBe(415);
  }, 60_000);
});

import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../config.ts";
import { PersistedDocuments } from "../graphql/persisted-documents.ts";
import { graphqlRequest, providerTokens, startWorkerStack, type TestStack } from "../testing/test-stack.ts";

// Every field of every block: the bench's operation, the largest answer a report card asks for.
const REPORT = `query Report($id: ID!, $reportId: Int!) {
  report(reportDefinitionId: $id, reportId: $reportId) {
    id definitionId definitionName title clientName computedDate
    blocks { __typename
      ... on TableBlock { columns { field label format } rows { id parentId path cells { field value text flag } } }
      ... on ChartBlock { chartType labels series { name values } }
      ... on TextBlock { text } } } }`;

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The answer's bytes as sent, then decoded. */
  raw: Buffer;
  text: string;
}

/** One POST as a client asking for `encoding`: the bytes on the wire (fetch would decode them). */
function post(stack: TestStack, token: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<Wire>((resolve, reject) => {
    const req = request(
      `${stack.gatewayUrl}/graphql`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const decoded =
            encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString() });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const bodyOf = (id: string | undefined, reportId: number, query = REPORT) =>
  JSON.stringify({ query, variables: { id, reportId } });

// A first read computes the report on the api: seconds on a loaded machine.
describe(
  "report answers: kept as bytes per data version, audience and operation",
  { timeout: 90_000 },
  () => {
    let stack: TestStack;
    const tokens: Record<string, string> = {};
    const defs: Record<string, string> = {};

    beforeAll(async () => {
      stack = await startWorkerStack({}, { recordBaseApi: true });
      for (const user of ["staff", "client", "client2", "prospect"])
        tokens[user] = (await providerTokens(stack, user)).access_token;
      const staff = { authorization: `Bearer ${tokens.staff}` };
      const { clients } = (await graphqlRequest(stack, "{ clients { id acronym } }", { headers: staff })).body
        .data as { clients: { id: string; acronym: string }[] };
      for (const c of clients) {
        const { body } = await graphqlRequest(
          stack,
          `query($id: ID!) { client(id: $id) { reportDefinitions { id name } } }`,
          { headers: staff, variables: { id: c.id } },
        );
        const { client } = body.data as { client: { reportDefinitions: { id: string; name: string }[] } };
        for (const d of client.reportDefinitions) defs[`${c.acronym}:${d.name}`] = d.id;
      }
    }, 90_000);

    afterAll(() => stack.close());

    it("answers a kept answer with the executed answer's bytes, in every encoding, with an ETag", async () => {
      const q4 = defs["RFCU:Q4 2021 ALM Report"];
      const body = bodyOf(q4, 49);
      const from = stack.baseApiCalls.length;
      const executed = await post(stack, tokens.staff!, body, { "accept-encoding": "identity" });
      expect(executed.status).toBe(200);
      // One read of the api per request: the answer route's revalidation is the resolver's read.
      const reads = stack.baseApiCalls.slice(from).filter((c) => c.path.includes("/reports/"));
      expect(reads).toHaveLength(1);
      expect(JSON.parse(executed.text)).not.toHaveProperty("errors");
      expect(executed.text.length).toBeGreaterThan(500_000);
      const etag = executed.headers.etag;
      expect(etag).toMatch(/^".+"$/);
      // The same document with other white space is another operation: executed again, not kept.
      const again = await post(stack, tokens.staff!, bodyOf(q4, 49, `${REPORT}\n`), {
        "accept-encoding": "identity",
      });
      expect(again.text).toBe(executed.text);
      for (const encoding of ["identity", "gzip", "br"]) {
        const kept = await post(stack, tokens.staff!, body, { "accept-encoding": encoding });
        expect(kept.status).toBe(200);
        expect(kept.headers["content-encoding"] ?? "identity").toBe(encoding);
        expect(kept.headers.etag).toBe(etag);
        expect(kept.headers["cache-control"]).toBe("private, no-store");
        expect(kept.text).toBe(executed.text);
        if (encoding !== "identity") expect(kept.raw.length).toBeLessThan(executed.raw.length / 5);
      }
    });

    it("answers If-None-Match naming the answer's ETag with 304, after asking the api", async () => {
      const body = bodyOf(defs["RFCU:Q4 2021 ALM Report"], 21);
      const first = await post(stack, tokens.staff!, body);
      const etag = String(first.headers.etag);
      const from = stack.baseApiCalls.length;
      const notModified = await post(stack, tokens.staff!, body, { "if-none-match": etag });
      expect(notModified.status).toBe(304);
      expect(notModified.raw.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      // Revalidated with the api all the same: access and data version are the api's to say.
      expect(stack.baseApiCalls.slice(from)).toEqual([expect.objectContaining({ status: 304 })]);
      const other = await post(stack, tokens.staff!, body, { "if-none-match": '"another"' });
      expect(other.status).toBe(200);
      expect(other.text).toBe(first.text);
    });

    it("serves the web app's report card from its kept bytes: its persisted document asks for __typename beside the report", async () => {
      const documents = PersistedDocuments.load(loadGatewayConfig({}).PERSISTED_DOCUMENTS).entries();
      const [hash, text] = documents.find(([, t]) => /\bquery ReportCard\(/.test(t)) ?? [];
      // The client preset asks for __typename in every selection, the operation's root included.
      expect(text).toMatch(/query ReportCard\([^)]*\) \{ __typename report\(/);
      const body = JSON.stringify({
        operationName: "ReportCard",
        variables: { reportDefinitionId: defs["RFCU:Q4 2021 ALM Report"], reportId: 21, year: 1 },
        extensions: { persistedQuery: { version: 1, sha256Hash: hash?.replace(/^sha256:/, "") } },
      });
      const executed = await post(stack, tokens.client!, body);
      expect(JSON.parse(executed.text)).not.toHaveProperty("errors");
      // The answer route's ETag (strong, kept with the answer), not the one Express makes of a body.
      expect(executed.headers.etag).toMatch(/^"[^"]+"$/);
      const kept = await post(stack, tokens.client!, body);
      expect(kept.headers.etag).toBe(executed.headers.etag);
      expect(kept.text).toBe(executed.text);
      expect(
        (await post(stack, tokens.client!, body, { "if-none-match": String(kept.headers.etag) })).status,
      ).toBe(304);
    });

    it("never gives one audience's answer to another, nor to a caller without View", async () => {
      const q4 = defs["RFCU:Q4 2021 ALM Report"];
      const body = bodyOf(q4, 21);
      const staff = await post(stack, tokens.staff!, body);
      const own = await post(stack, tokens.client!, body);
      const ownAgain = await post(stack, tokens.client!, body);
      expect(own.status).toBe(200);
      expect(ownAgain.text).toBe(own.text);
      // One operation, one data version, two audiences: two ETags, neither confirms the other's copy.
      expect(own.headers.etag).not.toBe(staff.headers.etag);
      expect(
        (await post(stack, tokens.client!, body, { "if-none-match": String(staff.headers.etag) })).status,
      ).toBe(200);
      // Another client's user: the same operation, kept twice already, is refused, with no bytes of it.
      const asked: Record<string, string>[] = [{}, { "if-none-match": String(own.headers.etag) }];
      for (const headers of asked) {
        const foreign = await post(stack, tokens.client2!, body, headers);
        expect(foreign.status).toBe(200);
        const answer = JSON.parse(foreign.text) as {
          data?: { report?: unknown } | null;
          errors?: { extensions?: { code?: string } }[];
        };
        expect(["NOT_FOUND", "FORBIDDEN"]).toContain(answer.errors?.[0]?.extensions?.code);
        expect(answer.data?.report ?? null).toBeNull();
        expect([own.headers.etag, staff.headers.etag]).not.toContain(foreign.headers.etag);
        expect(foreign.text).not.toContain("Riverbend");
      }
      // Signed in without View (another client): refused too.
      const prospect = await post(stack, tokens.prospect!, body);
      expect(JSON.parse(prospect.text)).toMatchObject({
        errors: [{ extensions: { code: expect.any(String) } }],
      });
      expect(prospect.text).not.toContain("Riverbend");
      expect([own.headers.etag, staff.headers.etag]).not.toContain(prospect.headers.etag);
    });

    /** A copy of the Q4 report definition (staff only: not published), and its renaming through the gateway. */
    async function copyOfQ4() {
      const staff = { authorization: `Bearer ${tokens.staff}` };
      const fields = `id clientId name baseDataSetId compareDataSetId chartOfAccountsId niiYears reportTag
      minScenario maxScenario commentary selectedReports { key }`;
      const cloned = await graphqlRequest(
        stack,
        `mutation($id: ID!) { cloneReportDefinition(id: $id) { __typename
        ... on ReportDefinitionSaved { reportDefinition { ${fields} } } } }`,
        { headers: staff, variables: { id: defs["RFCU:Q4 2021 ALM Report"] } },
      );
      const copy = (
        cloned.body.data?.cloneReportDefinition as {
          reportDefinition: Record<string, unknown> & { id: string; clientId: string; name: string };
        }
      ).reportDefinition;
      const rename = async (name: string) => {
        const { clientId, selectedReports, ...input } = copy;
        const saved = await graphqlRequest(
          stack,
          `mutation($clientId: ID!, $input: ReportDefinitionInput!) { saveReportDefinition(clientId: $clientId, input: $input) { __typename } }`,
          {
            headers: staff,
            variables: {
              clientId,
              input: {
                ...input,
                name,
                selectedReports: (selectedReports as { key: string }[]).map((r) => r.key),
              },
            },
          },
        );
        expect(saved.body.data?.saveReportDefinition).toEqual({ __typename: "ReportDefinitionSaved" });
      };
      return { copy, rename };
    }

    /** Reads `body` as `token` on `connections` connections, one after another on each, until stopped. */
    function keepReading(token: string, body: string, connections: number) {
      let stopped = false;
      const answers: Wire[] = [];
      const loops = Array.from({ length: connections }, async () => {
        while (!stopped) answers.push(await post(stack, token, body));
      });
      return {
        answers,
        stop: async () => {
          stopped = true;
          await Promise.all(loops);
          return answers;
        },
      };
    }

    it("joins concurrent revalidations per credential only: users of two institutions and a staff token without View, reading beside staff, get their own answers", async () => {
      const made = await graphqlRequest(
        stack,
        `mutation { createPersonalAccessToken(input: { name: "Navigate only", permissions: [NAVIGATE], lifetime: DAYS_7 }) {
          ... on PersonalAccessTokenSecret { secret } } }`,
        { headers: { authorization: `Bearer ${tokens.staff}` } },
      );
      const navigateOnly = (made.body.data?.createPersonalAccessToken as { secret: string }).secret;
      const body = bodyOf(defs["RFCU:Q4 2021 ALM Report"], 21);
      const own = await post(stack, tokens.client!, body);
      const staff = keepReading(tokens.staff!, body, 6);
      const client = keepReading(tokens.client!, body, 3);
      const foreign = keepReading(tokens.client2!, body, 3);
      // The staff's tenant, not the staff's access: it must never join the staff's reads.
      const withoutView = keepReading(navigateOnly, body, 3);
      // Until every reader has asked a few times (on two busy cores 1.5 s was not always enough).
      await expect
        .poll(() => [staff, client, foreign, withoutView].every((r) => r.answers.length > 6), {
          timeout: 30_000,
        })
        .toBe(true);
      const [staffAnswers, clientAnswers, ...refused] = await Promise.all(
        [staff, client, foreign, withoutView].map((reads) => reads.stop()),
      );
      expect(staffAnswers?.length).toBeGreaterThan(6);
      // The client's user: their audience's answer every time, never the staff's bytes.
      expect(new Set(clientAnswers?.map((a) => a.headers.etag))).toEqual(new Set([own.headers.etag]));
      expect(clientAnswers?.every((a) => a.text === own.text)).toBe(true);
      // Another institution's user and the token without View, asking while the others revalidate:
      // refused each time, with nothing of the report.
      for (const answers of refused) {
        expect(answers.length).toBeGreaterThan(3);
        for (const answer of answers) {
          expect(JSON.parse(answer.text)).toMatchObject({
            errors: [{ extensions: { code: expect.stringMatching(/^(NOT_FOUND|FORBIDDEN)$/) } }],
          });
          expect(answer.text).not.toContain("Riverbend");
        }
      }
    });

    it("answers a read made after a change through the gateway with the change, while other reads of the report are under way", async () => {
      const { copy, rename } = await copyOfQ4();
      const body = bodyOf(copy.id, 21);
      expect((await post(stack, tokens.staff!, body)).text).toContain(JSON.stringify(copy.name));
      // Revalidations of the copy are under way at every moment, joined as 50 connections' are,
      // each answered by the api 300 ms before the gateway has its answer.
      stack.setBaseApiLatency(({ method, path }) =>
        method === "GET" && path.includes("/reports/") ? 300 : 0,
      );
      const others = keepReading(tokens.staff!, body, 8);
      try {
        for (let round = 1; round <= 3; round++) {
          const name = `Read after write ${round} ${Date.now()}`;
          await rename(name);
          const after = await post(stack, tokens.staff!, body);
          expect(after.text, `round ${round}`).toContain(JSON.stringify(name));
        }
      } finally {
        await others.stop();
        stack.setBaseApiLatency(() => 0);
      }
    });

    it("drops an answer when the api's data version changes: a renamed report definition shows at once", async () => {
      const { copy, rename } = await copyOfQ4();
      const body = bodyOf(copy.id, 21);
      const before = await post(stack, tokens.staff!, body);
      expect(before.text).toContain(JSON.stringify(copy.name));
      expect((await post(stack, tokens.staff!, body)).text).toBe(before.text);

      const renamed = `Answer cache ${Date.now()}`;
      await rename(renamed);

      const after = await post(stack, tokens.staff!, body, { "if-none-match": String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.text).toContain(JSON.stringify(renamed));
      expect(after.text).not.toContain(JSON.stringify(copy.name));
      expect((await post(stack, tokens.staff!, body)).text).toBe(after.text);
    });
  },
);

import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { demoAllReports } from "../../testing/demo-package.ts";
import { startDocumentStack, type DocumentStack } from "../../testing/document-test-stack.ts";
import { startFaultyUpstream, type FaultyUpstream } from "../../testing/faulty-upstream.ts";
import { PACKAGES_PATH } from "./package-store.ts";

const JOB = "id status done total error errorMessages { error }";
/** The api's report reads (api/src/reports/report-data-routes.ts): the print pages' data. */
const REPORT_READS = /^\/base\/analysis\/reports\//;
/**
 * Short, so that a hung report fails within the print page's render timeout (60 s) after its four
 * reads again (5 × 8 s + 15 s of pauses); long enough for the calls that answer on a machine whose
 * cores are all busy (a report definition's read timed out there at 3 s, and at 6 s once beside
 * the whole suite).
 */
const DEADLINE_MS = 8000;

interface Job {
  id: string;
  status: string;
  total: number;
  error: string | null;
  errorMessages: { error: string }[];
}

/**
 * A package printed while the api does not answer its report reads: the job fails naming the
 * reports, nothing is kept to be served again, and the next request prints the package anew.
 */
describe("a PDF package whose report reads get no answer", () => {
  let stack: DocumentStack;
  let upstream: FaultyUpstream | undefined;
  let scope: { c: number; d: number };

  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      // Staff's: their package is the readers' (a client user's of one never registered is theirs alone).
      headers: { "content-type": "application/json", authorization: `Bearer ${await stack.token("staff")}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
  const requestSummary = async () =>
    (
      await gql<{ requestPdfPackage: Job }>(
        `mutation($c: ID!, $d: ID!) { requestPdfPackage(clientId: $c, reportDefinitionId: $d, package: SUMMARY_REPORTS) { ${JOB} } }`,
        scope,
      )
    ).requestPdfPackage;
  const finished = async (queued: Job) => {
    let job = queued;
    await expect
      .poll(
        async () =>
          (job = (
            await gql<{ documentJob: Job }>(`query($id: ID!) { documentJob(id: $id) { ${JOB} } }`, {
              id: queued.id,
            })
          ).documentJob).status,
        { timeout: 360_000, interval: 1000 },
      )
      .toMatch(/DONE|FAILED/);
    return job;
  };
  const storedPackage = async () =>
    fetch(`${stack.gatewayUrl}${PACKAGES_PATH}/${scope.d}/Summary`, {
      headers: { authorization: `Bearer ${await stack.token("client")}` },
    });

  beforeAll(async () => {
    const index = join(import.meta.dirname, "../../../../web/dist/index.html");
    if (!existsSync(index)) throw new Error("The web app is not built: run `npm run build -w web` first.");
    stack = await startDocumentStack({
      apiPort: 4630,
      gatewayPort: 4631,
      restUrlOf: async (api) => (upstream = await startFaultyUpstream(api)).url,
      // Breaker left closed: the reads time out one by one, as a loaded api's do.
      config: {
        UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
        UPSTREAM_COMPUTE_TIMEOUT_MS: String(DEADLINE_MS),
        UPSTREAM_BREAKER_FAILURES: "1000",
      },
    });
    const demo = await demoAllReports(stack);
    scope = { c: demo.clientId, d: demo.reportDefinitionId };
  }, 180_000);
  afterAll(async () => {
    await upstream?.close();
    await stack?.close();
  });

  it("fails the job naming the reports, keeps nothing, and prints the package anew when asked again", async () => {
    await upstream?.set({ kind: "hang", path: REPORT_READS });
    const failed = await finished(await requestSummary());
    expect(failed.status, JSON.stringify(failed)).toBe("FAILED");
    expect(failed.error).toBe(ERROR_TEXTS.pdfFailed);
    const reasons = failed.errorMessages.map((m) => m.error).join("\n");
    expect(reasons).toMatch(/'[^']+' could not be printed: Error retrieving report data for .+ \(ID \d+\)\./);
    // Each report was read again before it counted as failed.
    const reads = upstream?.calls.filter((p) => REPORT_READS.test(p)) ?? [];
    expect(Math.max(...[...new Set(reads)].map((p) => reads.filter((r) => r === p).length))).toBeGreaterThan(
      1,
    );
    expect((await storedPackage()).status).toBe(404);

    await upstream?.set({ kind: "forward" });
    const again = await requestSummary();
    // Rendered (the cover, its reports, the contents), not a stored file served again (one step).
    expect(again.total).toBeGreaterThan(1);
    const done = await finished(again);
    expect(done.status, JSON.stringify(done)).toBe("DONE");
    expect((await storedPackage()).status).toBe(200);
  }, 720_000);
});

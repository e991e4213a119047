import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { reportCardReadOptions } from "./report-card-query.ts";

type Answer = { status: "Started" | "Completed"; delayMs: number };

/**
 * A card whose report was not ready reads again when its data set completes. A read begun just
 * before (a cache change re-reads a failed query) still carries "status: Started": the card's new
 * read must reach the gateway rather than join that one, or the card is left saying the data set
 * completed yet the report is not ready (a journey saw it on a loaded machine).
 */
let server: Server;
let uri = "";
let script: Answer[] = [];
let reads = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      reads += 1;
      const answer = script.shift() ?? { status: "Completed", delayMs: 0 };
      const body =
        answer.status === "Started"
          ? { data: null, errors: [{ message: "the data set has not completed (status: Started)." }] }
          : { data: { report: { __typename: "Report", id: "r1", title: "NEV Summary" } } };
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      }, answer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// Parsed here, not tagged: codegen would take a tagged document for one of the app's operations.
const REPORT = parse("query ReportCard { report { id title } }");

it("reads again after a completion even while an earlier read is under way", async () => {
  const apollo = new ApolloClient({ link: new HttpLink({ uri }), cache: new InMemoryCache() });
  script = [
    { status: "Started", delayMs: 0 },
    // The read a cache change starts while the run is still going, slow on a loaded gateway.
    { status: "Started", delayMs: 400 },
  ];
  const watched = apollo.watchQuery({ query: REPORT, ...reportCardReadOptions(false), errorPolicy: "none" });
  const results: unknown[] = [];
  const subscription = watched.subscribe({ next: (r) => results.push(r.data), error: () => undefined });
  await expect.poll(() => reads).toBe(1);

  const earlier = watched.refetch().catch(() => undefined);
  await expect.poll(() => reads).toBe(2);
  // The data set completes: the card reads again while the earlier read is still out.
  const again = await watched.refetch();
  await earlier;

  expect(reads).toBe(3);
  expect(again.data).toEqual({ report: { __typename: "Report", id: "r1", title: "NEV Summary" } });
  subscription.unsubscribe();
});

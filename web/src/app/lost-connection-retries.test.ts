import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { idempotencyKeys, lostConnectionRetries } from "./lost-connection-retries.ts";

/**
 * The web app's links against a real HTTP server that plays a gateway dying behind a proxy: per
 * request, the next of `script`'s answers ("drop": the connection closes with no answer; a status:
 * the proxy's page; "ok": a GraphQL answer).
 */
describe("retries after a lost connection", () => {
  let server: Server;
  let uri = "";
  let script: ("drop" | 502 | 400 | "error" | "ok")[] = [];
  const keysSeen: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      req.on("end", () => {
        keysSeen.push(req.headers["idempotency-key"] as string | undefined);
        const next = script.shift() ?? "ok";
        if (next === "drop") return req.socket.destroy();
        if (typeof next === "number") {
          res.writeHead(next, { "content-type": "text/html" });
          return res.end("<html>Bad Gateway</html>");
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            next === "error"
              ? { errors: [{ message: "no", extensions: { code: "FORBIDDEN" } }], data: null }
              : { data: { viewer: { __typename: "Viewer", username: "analyst" } } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    keysSeen.length = 0;
  });

  const client = () =>
    new ApolloClient({
      link: ApolloLink.from([idempotencyKeys, lostConnectionRetries, new HttpLink({ uri })]),
      cache: new InMemoryCache(),
      defaultOptions: { query: { fetchPolicy: "no-cache" }, mutate: { fetchPolicy: "no-cache" } },
    });
  // Parsed here, not tagged: codegen would take a tagged document for one of the app's operations.
  const QUERY = parse("query Viewer { viewer { username } }");
  const MUTATION = parse("mutation Save { viewer { username } }");

  it("answers a query whose connection was lost, then got the proxy's 502", async () => {
    script = ["drop", 502, "ok"];
    const { data } = await client().query({ query: QUERY });
    expect(data).toEqual({ viewer: { __typename: "Viewer", username: "analyst" } });
    expect(keysSeen).toEqual([undefined, undefined, undefined]);
  });

  it("sends a mutation again with the same key, and the next mutation with another", async () => {
    script = ["drop", "ok", "ok"];
    const apollo = client();
    await apollo.mutate({ mutation: MUTATION });
    await apollo.mutate({ mutation: MUTATION });
    const [first, retry, next] = keysSeen;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });

  it("does not ask again after an answer of the gateway's own", async () => {
    script = ["error", 400];
    const apollo = client();
    await expect(apollo.query({ query: QUERY })).rejects.toThrow(/no/);
    await expect(apollo.query({ query: QUERY })).rejects.toThrow(/400/);
    expect(keysSeen).toHaveLength(2);
  });

  it("gives up after 4 attempts", async () => {
    script = ["drop", "drop", "drop", "drop", "ok"];
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(keysSeen).toHaveLength(4);
    script = [];
  });
});

import { describe, expect, it } from "vitest";
import { inKeyedRequest, upstreamIdempotencyKey, withUpstreamIdempotency } from "./upstream-idempotency.ts";

/** The keys one run of a keyed request sends with its writes, in the order it sends them. */
const run = (clientKey: string, writes: [string, string, string?][]) =>
  withUpstreamIdempotency(clientKey, () =>
    writes.map(([m, url, body]) => upstreamIdempotencyKey(m, url, body)),
  );

describe("the keys of a keyed request's upstream writes", () => {
  it("are the same for a run of the same request on another instance, whatever its order and api address", () => {
    const first = run("k1", [
      ["POST", "http://a:4100/core/personalaccesstokens?api-version=1.0", '{"name":"x"}'],
      ["PUT", "http://a:4100/base/datasets/1?api-version=1.0", "{}"],
    ]);
    const again = run("k1", [
      ["PUT", "http://b:4100/base/datasets/1?api-version=1.0", "{}"],
      ["POST", "http://b:4100/core/personalaccesstokens?api-version=1.0", '{"name":"x"}'],
    ]);
    expect(again).toEqual([first[1], first[0]]);
    expect(first[0]).not.toBe(first[1]);
  });

  it("tell identical writes of one request apart, and another client key's apart", () => {
    const twice = run("k1", [
      ["POST", "http://a/x", "{}"],
      ["POST", "http://a/x", "{}"],
    ]);
    expect(twice[0]).not.toBe(twice[1]);
    expect(run("k2", [["POST", "http://a/x", "{}"]])[0]).not.toBe(twice[0]);
  });

  it("are none for reads, nor outside a keyed request", () => {
    expect(run("k1", [["GET", "http://a/x"]])).toEqual([undefined]);
    expect(upstreamIdempotencyKey("POST", "http://a/x", "{}")).toBeUndefined();
    expect(inKeyedRequest()).toBe(false);
    expect(withUpstreamIdempotency("k1", inKeyedRequest)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerStack, type TestStack } from "../testing/test-stack.ts";

describe("a caller past its requests per minute", () => {
  let stack: TestStack;
  beforeAll(async () => {
    // Callers without a token count per address: two requests a minute, then refusals.
    stack = await startWorkerStack({ RATE_LIMIT_ANONYMOUS_PER_ADDRESS: "2" });
  }, 120_000);
  afterAll(() => stack?.close());

  it("is answered 429 with Retry-After and the documented error shape, nothing of Apollo's inside", async () => {
    const ask = () =>
      fetch(`${stack.gatewayUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
    await ask();
    await ask();
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    const body = (await refused.json()) as { errors: { message: string; extensions: object }[] };
    // docs/api.md, "Errors": code and reason; Apollo's `http` (its status and headers) is not the caller's.
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ s\.$/),
        extensions: { code: "RATE_LIMITED", reason: "RATE_LIMITED" },
      },
    ]);
  });
});

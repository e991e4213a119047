import { afterEach, describe, expect, it, vi } from "vitest";
import { captureGatewayLog } from "../testing/captured-log.ts";
import { SharedCredentialChecks } from "./shared-credential-checks.ts";

describe("shared credential checks", () => {
  afterEach(() => vi.useRealTimers());

  it("ask the api once for the sockets of one credential within the reuse time, and again after it", async () => {
    vi.useFakeTimers();
    const checks = new SharedCredentialChecks(5000);
    const asked: string[] = [];
    const ask = (key: string, outcome: string | null) => () => {
      asked.push(key);
      return Promise.resolve(outcome);
    };
    const outcomes = await Promise.all(
      Array.from({ length: 1000 }, () => checks.check("token-a", ask("token-a", null))),
    );
    expect(outcomes.every((o) => o === null)).toBe(true);
    expect(asked).toEqual(["token-a"]);
    // Another credential is never answered by this one's check.
    expect(await checks.check("token-b", ask("token-b", "Credential refused"))).toBe("Credential refused");
    expect(asked).toEqual(["token-a", "token-b"]);
    vi.advanceTimersByTime(5001);
    expect(await checks.check("token-a", ask("token-a", "Credential refused"))).toBe("Credential refused");
    expect(asked).toEqual(["token-a", "token-b", "token-a"]);
  });

  it("never share an outcome between sockets whose credential is not known yet", async () => {
    const checks = new SharedCredentialChecks(5000);
    const asked: (string | null)[] = [];
    const ask = (outcome: string | null) => () => {
      asked.push(outcome);
      return Promise.resolve(outcome);
    };
    expect(await checks.check("", ask("Credential refused"))).toBe("Credential refused");
    expect(await checks.check("", ask(null))).toBeNull();
    expect(asked).toEqual(["Credential refused", null]);
  });

  it("take a check that failed (the api away) as no answer: nobody is closed, nothing refused is kept", async () => {
    const log = captureGatewayLog();
    try {
      const checks = new SharedCredentialChecks(5000);
      expect(await checks.check("token", () => Promise.reject(new Error("api away")))).toBeNull();
      // Said once (the review found it dropped without a word), not once per socket and check.
      for (let i = 0; i < 100; i++)
        expect(await checks.check(`token-${i}`, () => Promise.reject(new Error("api away")))).toBeNull();
      const said = log.lines().filter((l) => l.msg?.includes("credential check at the api failed"));
      expect(said).toEqual([
        expect.objectContaining({ level: 40, err: expect.objectContaining({ message: "api away" }) }),
      ]);
    } finally {
      log.restore();
    }
  });
});

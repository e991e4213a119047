import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { failedWith, httpLogger } from "./http-logger.ts";
import type { Logger } from "./logger.ts";
import { memoryLogger } from "./memory-log.ts";
import { currentRequestId } from "./request-context.ts";

/** A logger whose JSON lines the test reads back. */
const capturedLogger = () => memoryLogger({ service: "test" });

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server whose handler logs a line of its own and answers with the current request id. */
async function serve(logger: Logger, acceptIncomingId: boolean): Promise<string> {
  const middleware = httpLogger(logger, { acceptIncomingId });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      logger.info("handling");
      // '/status/503' answers that status.
      const status = /^\/status\/(\d{3})$/.exec(req.url ?? "")?.[1];
      if (status) res.statusCode = Number(status);
      // '/fails' fails as a database outage does: an error with a code, a cause and data of its own.
      if (req.url === "/fails" || req.url === "/metrics") {
        const cause = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), {
          code: "ECONNREFUSED",
        });
        // A URL quoted in the message with a credential in it (Playwright's errors name the page).
        const quoting = new Error(
          "the sessions could not be read after http://127.0.0.1:4812/print/x?ticket=SECRET-TICKET&d=7",
          { cause },
        );
        const error = Object.assign(quoting, {
          code: "57P01",
          detail: "SECRET-DETAIL",
          body: "SECRET-BODY",
        });
        failedWith(res, error);
        res.statusCode = 500;
      }
      // '/cycle' fails with an error that is its own cause.
      if (req.url === "/cycle") {
        const error = new Error("a cause that loops");
        error.cause = error;
        failedWith(res, error);
        res.statusCode = 500;
      }
      res.end(currentRequestId());
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("request logs", () => {
  it("gives each request an id, answers it, and names it on every line written for the request", async () => {
    const { logger, lines, text } = capturedLogger();
    const url = await serve(logger, false);
    const res = await fetch(`${url}/reports`, { headers: { "x-request-id": "chosen-by-the-caller" } });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.text()).toBe(id);
    await expect.poll(() => lines().length).toBe(2);
    const [handling, done] = lines();
    expect(handling).toMatchObject({ name: "test", reqId: id, msg: "handling" });
    expect(done).toMatchObject({
      reqId: id,
      req: { method: "GET", url: "/reports" },
      res: { statusCode: 200 },
    });
    // Each key once per line: JSON.parse keeps the last of two, some log pipelines drop the line.
    for (const line of text()
      .split("\n")
      .filter((l) => l !== "")) {
      expect(line.match(/"reqId":/g) ?? [], line).toHaveLength(1);
    }
  });

  it("takes a well-formed incoming id where the callers are trusted, and only then", async () => {
    const { logger, lines } = capturedLogger();
    const url = await serve(logger, true);
    const kept = await fetch(url, { headers: { "x-request-id": "gw-1234" } });
    expect(kept.headers.get("x-request-id")).toBe("gw-1234");
    const forged = await fetch(url, { headers: { "x-request-id": 'x" {"level":60}' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines().length).toBe(4);
    expect(lines().map((l) => l.reqId)).toContain("gw-1234");
  });

  it("never logs credentials: headers, cookies, query-string tokens", async () => {
    const { logger, text, lines } = capturedLogger();
    const url = await serve(logger, false);
    await fetch(
      `${url}/hub?id=1&access_token=SECRET-A&code=SECRET-B&id_token_hint=SECRET-G&login_hint=SECRET-H&device_code=SECRET-I`,
      {
        headers: { authorization: "Bearer SECRET-C", cookie: "session=SECRET-D" },
      },
    );
    logger.info({ user: { password: "SECRET-E" }, headers: { authorization: "SECRET-F" } }, "call");
    await expect.poll(() => lines().length).toBe(3);
    expect(text()).not.toMatch(/SECRET-/);
    expect(lines()[1]?.req).toEqual({
      method: "GET",
      url: "/hub?id=1&access_token=[Redacted]&code=[Redacted]&id_token_hint=[Redacted]&login_hint=[Redacted]&device_code=[Redacted]",
    });
  });

  it("logs a 503 as a warning and another 5xx as an error, neither with a made-up stack", async () => {
    const { logger, lines } = capturedLogger();
    const url = await serve(logger, false);
    expect((await fetch(`${url}/status/503`)).status).toBe(503);
    expect((await fetch(`${url}/status/500`)).status).toBe(500);
    expect((await fetch(`${url}/status/404`)).status).toBe(404);
    await expect.poll(() => lines().length).toBe(6);
    const answered = lines().filter((l) => l.res !== undefined);
    expect(answered.map((l) => [(l.res as { statusCode: number }).statusCode, l.level])).toEqual([
      [503, 40],
      [500, 50],
      [404, 40],
    ]);
    for (const line of answered) expect(line).not.toHaveProperty("err");
  });

  it("names the error a request failed with on its line, without what the error holds besides", async () => {
    const { logger, lines, text } = capturedLogger();
    const url = await serve(logger, false);
    const res = await fetch(`${url}/fails`);
    expect(res.status).toBe(500);
    await expect.poll(() => lines().length).toBe(2);
    const line = lines().find((l) => l.res !== undefined);
    expect(line).toMatchObject({
      level: 50,
      msg: "request errored",
      res: { statusCode: 500 },
      err: {
        type: "Error",
        code: "57P01",
        message: expect.stringContaining("the sessions could not be read"),
        stack: expect.stringContaining("connect ECONNREFUSED 10.0.0.5:5432"),
      },
    });
    expect(text()).not.toMatch(/SECRET-/);
  });

  it("logs a failure on a quiet path, which has no request line, on a line of its own", async () => {
    const { logger, lines, text } = capturedLogger();
    const url = await serve(logger, false);
    expect((await fetch(`${url}/metrics`)).status).toBe(500);
    await expect.poll(() => lines().length).toBe(2);
    expect(lines().find((l) => l.msg === "request errored")).toMatchObject({
      level: 50,
      err: { code: "57P01", message: expect.stringContaining("the sessions could not be read") },
    });
    expect(text()).not.toMatch(/SECRET-/);
  });

  it("redacts the credentials of URLs an error's message, stack or causes quote, logged by any line", async () => {
    const { logger, text } = capturedLogger();
    const cause = new Error("navigating to http://127.0.0.1:4812/print/r?d=7&ticket=SECRET-TICKET");
    logger.error(
      { err: new Error("PDF page failed at /oidc/x?access_token=SECRET-TOKEN&state=open", { cause }) },
      "PDF package failed",
    );
    expect(text()).not.toMatch(/SECRET-/);
    expect(text()).toContain("?d=7&ticket=[Redacted]");
    expect(text()).toContain("?access_token=[Redacted]&state=open");
  });

  it("names an error whose causes come back on themselves, once", async () => {
    const { logger, lines } = capturedLogger();
    const url = await serve(logger, false);
    expect((await fetch(`${url}/cycle`)).status).toBe(500);
    await expect.poll(() => lines().length).toBe(2);
    const line = lines().find((l) => l.res !== undefined);
    expect(line).toMatchObject({ level: 50, err: { message: "a cause that loops" } });
  });
});

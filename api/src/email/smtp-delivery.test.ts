import { memoryLogger, metrics } from "@alm/logging";
import { freePort, startRecordingSmtp, type RecordingSmtp } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { log, useLogger } from "../logging/logger.ts";
import { modelOf, sendJson, signInAll, startTestApi, type TestApi } from "../testing/test-api.ts";

describe("email through SMTP", () => {
  let smtp: RecordingSmtp;
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;

  beforeAll(async () => {
    smtp = await startRecordingSmtp();
    api = await startTestApi(undefined, { SMTP_URL: smtp.url });
    t = await signInAll(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it("delivers to every recipient and the internal mailbox, with the attachment", async () => {
    const res = await sendJson(api, "POST", "/core/tools/email", t.staff, {
      subject: "RFCU package",
      toEmailAddress: "cfo@rfcu.example.com",
      ccEmailAddress: "board@rfcu.example.com",
      body: "<p>Your package.</p>",
      attachmentContent: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 37)]).toString(
        "base64",
      ),
      attachmentName: "RFCU-Full.pdf",
      mimeType: "application/pdf",
    });
    expect(modelOf<{ status: string }>(res).status).toBe("Sent");
    const mail = smtp.received.at(-1);
    expect(mail?.to.sort()).toEqual([
      "alm-archive@alm.example.com",
      "board@rfcu.example.com",
      "cfo@rfcu.example.com",
    ]);
    expect(mail?.raw).toContain("Subject: RFCU package");
    expect(mail?.raw).toContain("filename=RFCU-Full.pdf");
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
    const [row] = await api.db.query<{ status: string; sent_date: Date | null }>(
      "select status, sent_date from email_outbox order by id desc limit 1",
    );
    expect(row?.status).toBe("Sent");
    expect(row?.sent_date).toBeTruthy();
  });
});

describe("email through an SMTP server that does not answer", () => {
  const before = log;
  const captured = memoryLogger({ service: "api" });
  let api: TestApi;
  beforeAll(async () => {
    useLogger(captured.logger);
    // A free port with nothing listening: the connection is refused.
    api = await startTestApi(undefined, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(async () => {
    await api.close();
    useLogger(before);
  });

  const failures = async () =>
    (await metrics.getSingleMetric("api_email_deliveries_total")?.get())?.values.find(
      (v) => v.labels.outcome === "Failed",
    )?.value ?? 0;

  it("says so in the log and in /metrics, not only in the outbox row", async () => {
    const { staff } = await signInAll(api);
    const counted = await failures();
    const res = await sendJson(api, "POST", "/core/tools/email", staff, {
      subject: "RFCU package",
      toEmailAddress: "cfo@rfcu.example.com",
      body: "<p>Your package.</p>",
    });
    expect(modelOf<{ status: string }>(res).status).toBe("Failed");
    const [row] = await api.db.query<{ id: number; error: string }>(
      "select id, error from email_outbox order by id desc limit 1",
    );
    expect(row?.error).toMatch(/ECONNREFUSED/);
    const line = captured.lines().find((l) => l.outboxId === row?.id);
    expect(line).toMatchObject({ level: 40, code: "ESOCKET" });
    expect(JSON.stringify(line)).not.toContain("cfo@rfcu.example.com");
    expect(await failures()).toBe(counted + 1);
  });
});

import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AttachmentTickets, DOCUMENT_TICKET_HEADER } from "./jobs/attachment-tickets.ts";
import { documentClient, jobOf, PACKAGE, WORKBOOK } from "../testing/document-test-client.ts";
import { startDocumentStack, type DocumentStack } from "../testing/document-test-stack.ts";
import type { RenderPdfPackage } from "./jobs/pdf-renderer.ts";

const SEND = `mutation($job: ID!, $to: [String!]! = ["client@rfcu.example.com"], $cc: [String!]) {
  sendEmail(input: { subject: "Board package", to: $to, cc: $cc, documentJobId: $job }) {
  __typename ... on EmailSent { to status } ... on Failure { code message messages { field } } } }`;

/** A board package far above the api's 1 MB JSON limit (what base64 in a JSON body used to hit). */
const PACKAGE_BYTES = 5 * 1024 * 1024;
const largePdf: RenderPdfPackage = async () => {
  const bytes = new Uint8Array(PACKAGE_BYTES).fill(0x25);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};

describe("emailing a generated document", () => {
  let stack: DocumentStack;
  let c: Awaited<ReturnType<typeof documentClient>>;
  let tickets: AttachmentTickets;

  beforeAll(async () => {
    stack = await startDocumentStack({ apiPort: 4268, gatewayPort: 4269, renderPdf: largePdf });
    c = await documentClient(stack);
    // The gateway's own key: tickets made here are as genuine as the ones it gives the api.
    tickets = new AttachmentTickets(stack.sessionSecret, stack.gatewayUrl);
  }, 90_000);
  afterAll(() => stack?.close());

  it("attaches the asking user's finished document, and nobody else's", async () => {
    const queued = jobOf(await c.gql("client", WORKBOOK, c.rfcu()));
    const job = await c.finished(queued.id, "client");
    expect(job.status).toBe("DONE");

    const sent = await c.gql("client", SEND, { job: job.id });
    expect(sent.data?.sendEmail).toEqual({
      __typename: "EmailSent",
      to: "client@rfcu.example.com",
      status: expect.any(String),
    });

    const outsider = await c.gql("client", SEND, { job: job.id, to: ["someone@outside.example.net"] });
    expect(outsider.data?.sendEmail).toEqual({
      __typename: "ValidationFailed",
      code: "EMAIL_RECIPIENT_OUTSIDE_INSTITUTION",
      message:
        "Not a user of your institution: someone@outside.example.net. You can send documents only to your institution's users.",
      messages: [{ field: "to" }],
    });
    // Each list with an outsider is named by the input's own field.
    const copied = await c.gql("client", SEND, { job: job.id, cc: ["someone@outside.example.net"] });
    expect(copied.data?.sendEmail).toMatchObject({
      code: "EMAIL_RECIPIENT_OUTSIDE_INSTITUTION",
      messages: [{ field: "cc" }],
    });

    const foreign = await c.gql("client2", SEND, { job: job.id, to: ["client2@svcu.example.com"] });
    expect(foreign.data?.sendEmail).toMatchObject({
      __typename: "ValidationFailed",
      code: "EMAIL_ATTACHMENT_INVALID",
    });
    expect((foreign.data?.sendEmail as { message: string }).message).toMatch(
      /not one of your finished documents/,
    );
    expect(foreign.data?.sendEmail).toMatchObject({ messages: [{ field: "documentJobId" }] });

    const unknown = await c.gql("client", SEND, { job: "no-such-job" });
    expect(unknown.data?.sendEmail).toMatchObject({
      __typename: "ValidationFailed",
      code: "EMAIL_ATTACHMENT_INVALID",
    });
    expect((await c.gql(undefined, SEND, { job: job.id })).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  }, 120_000);

  it("does not mail a document whose report definition was unpublished after it was made", async () => {
    const job = await c.finished(jobOf(await c.gql("client", WORKBOOK, c.rfcu())).id, "client");
    const workflow = (change: string) =>
      c.gql("staff", `mutation($d: ID!) { ${change}(id: $d) { __typename } }`, { d: c.ids.published });
    // A ticket the gateway gave before the unpublish: a send held up for its minute still has it.
    const owner = { sub: String(decodeJwt(c.tokens.client ?? "").sub), tenant: "RFCU" };
    const reference = {
      url: `${stack.gatewayUrl}/documents/${job.id}/attachment`,
      ticket: tickets.issue(job.id, owner),
    };
    await workflow("unpublishReportDefinition");
    try {
      // Its download is refused (404) already; the mail went out with the file all the same.
      const sent = await c.gql("client", SEND, { job: job.id });
      expect(sent.data?.sendEmail).toMatchObject({
        __typename: "ValidationFailed",
        code: "EMAIL_ATTACHMENT_INVALID",
        message: `Document '${job.id}' is of a report that is no longer available to you: it was unpublished, or your access changed.`,
        messages: [{ field: "documentJobId" }],
      });
      // The api fetches with the ticket, and the gateway names the definition: no longer theirs.
      const held = await fetch(`${stack.api.url}/core/tools/email?api-version=1.0`, {
        method: "POST",
        headers: { authorization: `Bearer ${c.tokens.client}`, "content-type": "application/json" },
        body: JSON.stringify({
          subject: "Board package",
          toEmailAddress: "client@rfcu.example.com",
          attachmentDocument: reference,
          attachmentName: job.fileName,
        }),
      });
      expect(held.status).toBe(422);
      expect(((await held.json()) as { errorMessage: string }).errorMessage).toMatch(
        /report is no longer yours to read/,
      );
    } finally {
      await workflow("approveReportDefinition");
      await workflow("publishReportDefinition");
    }
    expect((await c.gql("client", SEND, { job: job.id })).data?.sendEmail).toMatchObject({
      __typename: "EmailSent",
    });
  }, 120_000);

  it("sends a 5 MB PDF package: the api fetches it from the gateway by reference", async () => {
    const queued = jobOf(await c.gql("client", PACKAGE, c.rfcu({ p: "SUMMARY_REPORTS" })));
    const job = await c.finished(queued.id, "client");
    expect(job.status).toBe("DONE");
    const sent = await c.gql("client", SEND, { job: job.id });
    expect(sent.data?.sendEmail).toMatchObject({ __typename: "EmailSent", to: "client@rfcu.example.com" });

    const fetchWith = (ticket: string | undefined, jobId = job.id) =>
      fetch(`${stack.gatewayUrl}/documents/${jobId}/attachment`, {
        headers: ticket === undefined ? {} : { [DOCUMENT_TICKET_HEADER]: ticket },
      });
    const owner = { sub: String(decodeJwt(c.tokens.client ?? "").sub), tenant: "RFCU" };
    const genuine = await fetchWith(tickets.issue(job.id, owner));
    expect(genuine.status).toBe(200);
    expect(genuine.headers.get("x-report-definition-id")).toBe(String(c.ids.publishedDatabaseId));
    expect((await genuine.arrayBuffer()).byteLength).toBe(PACKAGE_BYTES);

    const valid = tickets.issue(job.id, owner);
    const forged = `${valid.slice(0, -4)}AAAA`;
    const expired = tickets.issue(job.id, owner, Date.now() - 61_000);
    const otherJob = tickets.issue("another-job", owner);
    for (const refused of [undefined, "", forged, expired, otherJob, "not-a-ticket"]) {
      const res = await fetchWith(refused);
      expect(res.status, String(refused)).toBe(401);
      expect(await res.json()).toEqual({
        error: "This document ticket has expired or is not valid. Send the email again.",
      });
    }
    // A genuine ticket speaks only for the document's owner.
    const someoneElse = await fetchWith(
      tickets.issue(job.id, { ...owner, sub: String(decodeJwt(c.tokens.client2 ?? "").sub) }),
    );
    expect(someoneElse.status).toBe(404);
  }, 60_000);
});

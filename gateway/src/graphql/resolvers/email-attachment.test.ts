import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentClient, jobOf, WORKBOOK } from "../../documents/jobs/document-test-client.ts";
import { startDocumentStack, type DocumentStack } from "../../documents/jobs/document-test-stack.ts";

const SEND = `mutation($job: ID!, $to: [String!]! = ["client@rfcu.example.com"]) {
  sendEmail(input: { subject: "Board package", to: $to, documentJobId: $job }) {
  __typename ... on EmailSent { to status } ... on Failure { code message } } }`;

describe("emailing a generated document", () => {
  let stack: DocumentStack;
  let c: Awaited<ReturnType<typeof documentClient>>;

  beforeAll(async () => {
    stack = await startDocumentStack({ apiPort: 4268, gatewayPort: 4269 });
    c = await documentClient(stack);
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
    });

    const foreign = await c.gql("client2", SEND, { job: job.id, to: ["client2@svcu.example.com"] });
    expect(foreign.data?.sendEmail).toMatchObject({
      __typename: "ValidationFailed",
      code: "EMAIL_ATTACHMENT_INVALID",
    });
    expect((foreign.data?.sendEmail as { message: string }).message).toMatch(
      /not one of your finished documents/,
    );

    const unknown = await c.gql("client", SEND, { job: "no-such-job" });
    expect(unknown.data?.sendEmail).toMatchObject({
      __typename: "ValidationFailed",
      code: "EMAIL_ATTACHMENT_INVALID",
    });
    expect((await c.gql(undefined, SEND, { job: job.id })).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  }, 60_000);
});

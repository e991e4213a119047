import { fetchTokens, startRecordingSmtp, type CookieJar, type RecordingSmtp } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphql,
  signInBrowser,
  startSecurityStack,
  type GraphqlAnswer,
  type SecurityStack,
} from "./stack.ts";

/** Issue #13 finding 6: the firm's mail helper used by a signed-in attacker. */
const MAX_RECIPIENTS = 3;
const PER_HOUR = 4;
const ARCHIVE = "alm-archive@alm.example.com";

const SEND = `mutation($input: EmailInput!) { sendEmail(input: $input) {
  __typename ... on EmailSent { to status subject } ... on Failure { message } } }`;
const WORKBOOK = `mutation($c: ID!, $d: ID!) { requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { id } }`;
const JOB = `query($id: ID!) { documentJob(id: $id) { status error errorMessages { error resolution } } }`;

const PDF_BYTES = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 65)]).toString("base64");
const HTML_BYTES = Buffer.from(
  "<html><script>location='https://evil.example.net/login'</script></html>",
).toString("base64");

let stack: SecurityStack;
let smtp: RecordingSmtp | undefined;
const mailbox = () => smtp?.received ?? [];
const jars: Record<string, CookieJar> = {};
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const sendAs = async (user: string, input: Record<string, unknown>) =>
  (
    await graphql(stack, SEND, {
      jar: jars[user],
      variables: { input: { subject: "Board package", ...input } },
    })
  ).body;
const result = (body: GraphqlAnswer["body"]) => body.data?.sendEmail as Record<string, string> | undefined;

/** The api's REST route called directly with the user's own token, as an attacker who reaches the api would. */
const restSend = (user: string, payload: Record<string, unknown>) =>
  fetch(`${stack.apiUrl}/core/tools/email?api-version=1.0`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens[user]}`, "content-type": "application/json" },
    body: JSON.stringify({ subject: "Board package", ...payload }),
  });
const restPdf = (user: string, to: string, more: Record<string, unknown> = {}) =>
  restSend(user, {
    toEmailAddress: to,
    attachmentContent: PDF_BYTES,
    attachmentName: "Package.pdf",
    ...more,
  });

/** A finished workbook of the user: what a legitimate email carries. */
async function workbookOf(user: string, clientId: string, definitionId: string): Promise<string> {
  const queued = await graphql(stack, WORKBOOK, {
    jar: jars[user],
    variables: { c: clientId, d: definitionId },
  });
  expect(queued.body.errors, JSON.stringify(queued.body.errors)).toBeUndefined();
  const id = (queued.body.data?.requestDetailWorkbook as { id: string }).id;
  // Polled by hand: expect.poll belongs to tests, and this runs in beforeAll too.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await graphql(stack, JOB, { jar: jars[user], variables: { id } });
    const job = answer.body.data?.documentJob as { status: string } | undefined;
    if (job?.status === "DONE") break;
    if (job?.status === "FAILED" || Date.now() > deadline)
      throw new Error(`Workbook ${id} ended ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return id;
}

beforeAll(async () => {
  smtp = await startRecordingSmtp();
  stack = await startSecurityStack({
    apiEnv: {
      SMTP_URL: smtp.url,
      MAIL_MAX_RECIPIENTS: String(MAX_RECIPIENTS),
      MAIL_PER_USER_PER_HOUR: String(PER_HOUR),
    },
  });
  for (const user of ["staff", "client", "client2", "prospect"]) {
    jars[user] = (await signInBrowser(stack, user)).jar;
    tokens[user] = (
      await fetchTokens({
        issuer: `${stack.apiUrl}/oidc`,
        clientId: "alm-gateway",
        clientSecret: "alm-gateway-local-secret",
        redirectUri: `${stack.gatewayUrl}/auth/callback`,
        username: user,
        password: user,
      })
    ).access_token;
  }
  const clients = (await graphql(stack, "{ clients { id acronym } }", { jar: jars.staff })).body.data
    ?.clients as {
    id: string;
    acronym: string;
  }[];
  for (const c of clients) ids[c.acronym] = c.id;
  const publishedOf = async (clientId: string) => {
    const answer = await graphql(
      stack,
      "query($id: ID!) { client(id: $id) { reportDefinitions { id isPublished } } }",
      {
        jar: jars.staff,
        variables: { id: clientId },
      },
    );
    const defs = (answer.body.data?.client as { reportDefinitions: { id: string; isPublished: boolean }[] })
      .reportDefinitions;
    return defs.find((d) => d.isPublished)?.id as string;
  };
  ids.rfcuReport = await publishedOf(ids.RFCU as string);
  ids.svcuReport = await publishedOf(ids.SVCU as string);
  ids.clientJob = await workbookOf("client", ids.RFCU as string, ids.rfcuReport);
}, 240_000);
afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

describe("email abuse (finding 6)", () => {
  it("delivers a client's own document to their institution, the body as plain text", async () => {
    const body = await sendAs("client", {
      to: ["client@rfcu.example.com"],
      documentJobId: ids.clientJob,
      body: 'See attached.<script>alert(1)</script><a href="https://evil.example.net/login">Sign in here</a>',
    });
    expect(result(body)).toMatchObject({ __typename: "EmailSent", to: "client@rfcu.example.com" });
    const mail = mailbox().at(-1);
    expect(mail?.to.sort()).toEqual([ARCHIVE, "client@rfcu.example.com"]);
    expect(mail?.raw).toMatch(/spreadsheetml\.sheet/);
    expect(mail?.raw).not.toMatch(/evil\.example\.net|<script|<a /);
    expect(mail?.raw).not.toMatch(/^Reply-To:/im);
  }, 120_000);

  it("refuses free-form mail and mail to outsiders, over GraphQL and straight at the api", async () => {
    const before = mailbox().length;
    const outsider = await sendAs("client", {
      to: ["victim@bank.example.org"],
      documentJobId: ids.clientJob,
    });
    expect(result(outsider)).toMatchObject({ __typename: "ValidationFailed" });
    expect(result(outsider)?.message).toMatch(/Not a user of your institution: victim@bank\.example\.org/);
    const hiddenCopy = await sendAs("client", {
      to: ["client@rfcu.example.com"],
      bcc: ["victim@bank.example.org"],
      documentJobId: ids.clientJob,
    });
    expect(result(hiddenCopy)).toMatchObject({ __typename: "ValidationFailed" });
    const freeForm = await sendAs("client", {
      to: ["client@rfcu.example.com"],
      body: "<p>Your account is locked, <a href='https://evil.example.net'>unlock it</a></p>",
    });
    expect(result(freeForm)).toEqual({
      __typename: "ValidationFailed",
      message: "You can only send one of your finished documents.",
    });

    expect((await restPdf("client", "victim@bank.example.org")).status).toBe(422);
    // A well-formed PDF of the attacker's own making, to their own institution: not a document
    // the application made, so it does not leave under the firm's name.
    const handMade = await restPdf("client", "client@rfcu.example.com");
    expect(handMade.status).toBe(422);
    expect(await handMade.json()).toMatchObject({ reason: "EMAIL_DOCUMENT_REQUIRED" });
    expect((await restPdf("client", "client2@svcu.example.com")).status).toBe(422);
    const restFree = await restSend("client", {
      toEmailAddress: "victim@bank.example.org",
      body: "<b>Hi</b>",
    });
    expect(restFree.status).toBe(422);
    // The sender and From cannot be chosen either: the api ignores them (checked on a delivered mail below).
    expect(mailbox().length).toBe(before);
  }, 120_000);

  it("refuses HTML attachments, by name and by content", async () => {
    const before = mailbox().length;
    const viaGateway = await sendAs("client", {
      to: ["client@rfcu.example.com"],
      attachmentBase64: HTML_BYTES,
      attachmentName: "invoice.html",
      mimeType: "text/html",
    });
    expect(result(viaGateway)).toMatchObject({ __typename: "ValidationFailed" });
    expect(result(viaGateway)?.message).toMatch(/only email one of your finished documents/);
    const staffHtml = await sendAs("staff", {
      to: ["cfo@anywhere.example.com"],
      attachmentBase64: HTML_BYTES,
      attachmentName: "invoice.html",
      mimeType: "text/html",
    });
    expect(result(staffHtml)?.message).toMatch(/only PDF and Excel/);

    const named = await restPdf("client", "client@rfcu.example.com", {
      attachmentContent: HTML_BYTES,
      attachmentName: "invoice.html",
      mimeType: "text/html",
    });
    expect(named.status).toBe(422);
    const disguised = await restPdf("client", "client@rfcu.example.com", {
      attachmentContent: HTML_BYTES,
      attachmentName: "invoice.pdf",
      mimeType: "application/pdf",
    });
    expect(disguised.status).toBe(422);
    expect(((await disguised.json()) as { errorMessage: string }).errorMessage).toMatch(/content is not/);
    expect(mailbox().length).toBe(before);
  }, 120_000);

  it("refuses an attacker's Reply-To and keeps the sender's own", async () => {
    const attacker = await sendAs("client", {
      to: ["client@rfcu.example.com"],
      replyTo: "attacker@evil.example.net",
      documentJobId: ids.clientJob,
    });
    expect(result(attacker)).toEqual({
      __typename: "ValidationFailed",
      message: "Reply-To can only be your own address.",
    });
    const rest = await restPdf("client", "client@rfcu.example.com", {
      replyToEmailAddress: "attacker@evil.example.net",
      fromEmailAddress: "ceo@rfcu.example.com",
    });
    expect(rest.status).toBe(422);
    const staffForeign = await sendAs("staff", {
      to: ["cfo@anywhere.example.com"],
      replyTo: "attacker@evil.example.net",
    });
    expect(result(staffForeign)).toMatchObject({ __typename: "ValidationFailed" });

    const own = await sendAs("client", {
      to: ["client@rfcu.example.com"],
      replyTo: "client@rfcu.example.com",
      documentJobId: ids.clientJob,
    });
    expect(result(own)).toMatchObject({ __typename: "EmailSent" });
    const raw = mailbox().at(-1)?.raw ?? "";
    expect(raw).toMatch(/^Reply-To: client@rfcu\.example\.com/im);
    expect(raw).toMatch(/^From: reports@alm\.example\.com/im);
  }, 120_000);

  it("refuses another user's documentJobId", async () => {
    const stolen = await sendAs("client2", {
      to: ["client2@svcu.example.com"],
      documentJobId: ids.clientJob,
    });
    expect(result(stolen)).toMatchObject({ __typename: "ValidationFailed" });
    expect(result(stolen)?.message).toMatch(/not one of your finished documents/);
  }, 120_000);

  it("caps the recipients, for staff too", async () => {
    const many = ["a", "b", "c", "d"].map((n) => `${n}@anywhere.example.com`);
    const staff = await sendAs("staff", { to: many.slice(0, 2), cc: many.slice(2) });
    expect(result(staff)).toEqual({
      __typename: "ValidationFailed",
      message: `An email can go to at most ${MAX_RECIPIENTS} recipients (To, Cc and Bcc together).`,
    });
    expect((await restSend("staff", { toEmailAddress: many.join(",") })).status).toBe(422);
  }, 120_000);

  it("keeps the staff helper: every valid address, sanitised HTML, TEST ONLY marker, internal copy", async () => {
    const bad = await sendAs("staff", { to: ["not-an-address"] });
    expect(result(bad)).toMatchObject({ __typename: "ValidationFailed" });
    const sent = await sendAs("staff", {
      to: [" cfo@anywhere.example.com "],
      body: '<p onclick="steal()">Attached.<script>alert(1)</script></p>',
      testMode: true,
    });
    expect(result(sent)).toMatchObject({ __typename: "EmailSent", subject: "TEST ONLY - Board package" });
    const mail = mailbox().at(-1);
    expect(mail?.to.sort()).toEqual([ARCHIVE, "cfo@anywhere.example.com"]);
    expect(mail?.raw).toContain("<p>Attached.</p>");
    expect(mail?.raw).not.toMatch(/<script|onclick/);
  }, 120_000);

  it("refuses a user without the View permission", async () => {
    const answer = await graphql(stack, SEND, {
      jar: jars.prospect,
      variables: { input: { subject: "Hi", to: ["prospect@lccu.example.com"] } },
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const rest = await restPdf("prospect", "prospect@lccu.example.com");
    expect(rest.status).toBe(403);
  }, 120_000);

  it("limits a user's messages per hour and says when to try again", async () => {
    const job = await workbookOf("client2", ids.SVCU as string, ids.svcuReport as string);
    const input = { to: ["client2@svcu.example.com"], documentJobId: job };
    for (let i = 0; i < PER_HOUR; i++)
      expect(result(await sendAs("client2", input))?.__typename).toBe("EmailSent");
    const limited = await sendAs("client2", input);
    expect(limited.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(limited.errors?.[0]?.message).toMatch(
      new RegExp(
        `^You have sent ${PER_HOUR} emails in the last hour, the most allowed\\. Try again after \\d\\d:\\d\\d UTC`,
      ),
    );
    // Someone else still sends.
    expect(
      result(await sendAs("client", { to: ["client@rfcu.example.com"], documentJobId: ids.clientJob })),
    ).toMatchObject({ __typename: "EmailSent" });
  }, 240_000);
});

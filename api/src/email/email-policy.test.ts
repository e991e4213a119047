import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  failureMessagesOf,
  failureOf,
  modelOf,
  sendJson,
  signIn,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 65)]).toString("base64");
// What the api looks at in a workbook: the zip signature and the Office Open XML part names.
const XLSX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from("....[Content_Types].xml....xl/workbook.xml...."),
  Buffer.alloc(3000, 0),
]).toString("base64");
const HTML = Buffer.from(
  "<html><script>document.location='https://evil.example.net'</script></html>",
).toString("base64");

/**
 * The gateway's document route as the api reaches it (GET …/documents/{job}/attachment with the
 * ticket): here the job's name says which bytes it holds, whatever the ticket.
 */
const DOCUMENTS: Record<string, string> = { pdf: PDF, xlsx: XLSX, html: HTML };
let documents: Server;
let documentsUrl = "";
/** The report definition the gateway names for a document: RFCU's published one unless told. */
let publishedDefinition = 0;
const documentOf = (kind: keyof typeof DOCUMENTS, definition: number | "none" = publishedDefinition) => ({
  url: `${documentsUrl}/documents/${kind}-${definition}/attachment`,
  ticket: "signed-by-the-gateway",
});

/** A client's first report definition that is (or is not) published. */
async function definitionOf(api: TestApi, acronym: string, published: boolean): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `select r.id from report_definitions r join clients c on c.id = r.client_id
     where c.acronym = $1 and (r.published_by_date is not null) = $2 order by r.id limit 1`,
    [acronym, published],
  );
  return row?.id ?? 0;
}

/** A finished document as the gateway forwards it for a client user: by reference. */
const pdfMail = (to: string, extra: Record<string, unknown> = {}) => ({
  subject: "Board package",
  toEmailAddress: to,
  attachmentDocument: documentOf("pdf"),
  attachmentName: "RFCU-Full.pdf",
  mimeType: "application/pdf",
  ...extra,
});

describe("who may send what by email", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let prospect: string;

  const lastRow = async () =>
    (
      await api.db.query<{ id: number; body: string; reply_to: string | null; mime_type: string | null }>(
        "select id, body, reply_to, mime_type from email_outbox order by id desc limit 1",
      )
    )[0];

  beforeAll(async () => {
    documents = createServer((req, res) => {
      const [, kind = "", definition] = /^\/documents\/(\w+)-(\w+)\/attachment$/.exec(req.url ?? "") ?? [];
      const bytes = DOCUMENTS[kind];
      if (!bytes || !req.headers["x-document-ticket"]) return void res.writeHead(404).end();
      const named = definition === "none" ? {} : { "x-report-definition-id": String(definition) };
      res.writeHead(200, named).end(Buffer.from(bytes, "base64"));
    });
    await new Promise<void>((resolve) => documents.listen(0, "127.0.0.1", resolve));
    documentsUrl = `http://127.0.0.1:${(documents.address() as AddressInfo).port}`;
    api = await startTestApi(undefined, {
      MAIL_MAX_RECIPIENTS: "3",
      MAIL_PER_USER_PER_HOUR: "3",
      GATEWAY_PUBLIC_URL: documentsUrl,
    });
    t = await signInAll(api);
    publishedDefinition = await definitionOf(api, "RFCU", true);
    prospect = (await signIn(api, "prospect")).access_token;
    // A colleague at the same institution: a known user the client may send to.
    await api.db.query(
      `insert into users (sub, username, password_hash, name, given_name, email, tenant)
       values ('rfcu-cfo', 'rfcu-cfo', 'x', 'RFCU CFO', 'Pat', 'CFO@rfcu.example.com', 'RFCU')`,
    );
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    documents?.close();
  });

  it("refuses a user without the View permission", async () => {
    const res = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      prospect,
      pdfMail("prospect@lccu.example.com"),
    );
    expect(res.status).toBe(403);
  });

  it("refuses a client user's mail to anyone outside the institution, naming the address", async () => {
    const before = await lastRow();
    const outsider = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", { ccEmailAddress: "victim@bank.example.org" }),
    );
    expect(outsider.status).toBe(422);
    expect(outsider.body?.errorMessage).toMatch(/Not a user of your institution: victim@bank.example.org\./);
    const otherClient = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("client2@svcu.example.com"),
    );
    expect(otherClient.status).toBe(422);
    expect(failureOf(otherClient).reason).toBe("EMAIL_RECIPIENT_OUTSIDE_INSTITUTION");
    const hiddenBcc = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", { bccEmailAddress: "list@spam.example.net" }),
    );
    expect(hiddenBcc.status).toBe(422);
    expect((await lastRow())?.id).toBe(before?.id);
  });

  it("sends a client's document to the institution's users, the body as plain text", async () => {
    const res = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail(" cfo@rfcu.example.com ; client@rfcu.example.com", {
        body: 'Please read.\n<script>alert(1)</script><a href="https://evil.example.net">Log in</a><img src=x onerror=alert(1)>',
        mimeType: "text/html",
      }),
    );
    expect(res.status).toBe(200);
    const row = await lastRow();
    expect(row?.body).toBe("Please read.<br>Log in");
    // The type is the one the content shows, not the caller's.
    expect(row?.mime_type).toBe("application/pdf");
  });

  it("refuses a foreign Reply-To and keeps the sender's own", async () => {
    const foreign = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", { replyToEmailAddress: "attacker@evil.example.net" }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body?.errorMessage).toBe("Reply-To can only be your own address.");
    expect(failureOf(foreign)).toEqual({ reason: "EMAIL_REPLY_TO_NOT_OWN", fields: ["replyToEmailAddress"] });
    const own = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", { replyToEmailAddress: "Client@rfcu.example.com" }),
    );
    expect(own.status).toBe(200);
    expect((await lastRow())?.reply_to).toBe("client@rfcu.example.com");
  });

  it("refuses attachments that are not a PDF or workbook by content, and a client's mail without one", async () => {
    const html = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", {
        attachmentDocument: documentOf("html"),
        attachmentName: "invoice.html",
        mimeType: "text/html",
      }),
    );
    expect(html.status).toBe(422);
    expect(html.body?.errorMessage).toMatch(/only PDF and Excel/);
    expect(failureOf(html)).toEqual({ reason: "EMAIL_ATTACHMENT_INVALID", fields: ["attachmentName"] });
    const disguised = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", {
        attachmentDocument: documentOf("html"),
        attachmentName: "invoice.pdf",
      }),
    );
    expect(disguised.status).toBe(422);
    expect(disguised.body?.errorMessage).toMatch(/content is not the PDF or Excel document/);
    const zipAsXlsx = await sendJson(api, "POST", "/core/tools/email", t.staff, {
      subject: "Book",
      toEmailAddress: "cfo@rfcu.example.com",
      attachmentContent: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(3000)]).toString("base64"),
      attachmentName: "book.xlsx",
    });
    expect(zipAsXlsx.status).toBe(422);
    // A client user's bytes of their own do not leave, however well formed: a hand-made PDF.
    const before = await lastRow();
    const handMade = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", { attachmentDocument: undefined, attachmentContent: PDF }),
    );
    expect(handMade.status).toBe(422);
    expect(handMade.body?.errorMessage).toBe("You can only send one of your finished documents.");
    expect(failureOf(handMade)).toEqual({ reason: "EMAIL_DOCUMENT_REQUIRED", fields: ["attachmentContent"] });
    expect((await lastRow())?.id).toBe(before?.id);
    const bare = await sendJson(api, "POST", "/core/tools/email", t.client, {
      subject: "Hello",
      toEmailAddress: "cfo@rfcu.example.com",
      body: "Free text from the firm's address",
    });
    expect(bare.status).toBe(422);
    expect(bare.body?.errorMessage).toBe("You can only send one of your finished documents.");
    expect(failureOf(bare).reason).toBe("EMAIL_DOCUMENT_REQUIRED");
    const workbook = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", {
        attachmentDocument: documentOf("xlsx"),
        attachmentName: "RFCU-Detail.xlsx",
      }),
    );
    expect(workbook.status).toBe(200);
    expect((await lastRow())?.mime_type).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it("fetches documents by reference only from the gateway's own attachment route", async () => {
    const before = await lastRow();
    const reference = (url: string) =>
      pdfMail("cfo@rfcu.example.com", { attachmentDocument: { url, ticket: "any" } });
    const gateway = new URL(documentsUrl);
    // A server of the sender's own, answering any request with a PDF of their making.
    const asked: string[] = [];
    const theirs = createServer((req, res) => {
      asked.push(req.url ?? "");
      res
        .writeHead(200, { "x-report-definition-id": String(publishedDefinition) })
        .end(Buffer.from(PDF, "base64"));
    });
    await new Promise<void>((resolve) => theirs.listen(0, "127.0.0.1", resolve));
    const theirHost = `127.0.0.1:${(theirs.address() as AddressInfo).port}`;
    for (const url of [
      "http://169.254.169.254/latest/meta-data",
      `http://${gateway.hostname}:${Number(gateway.port) + 1}/documents/pdf/attachment`,
      `http://user:pass@${gateway.host}/documents/pdf/attachment`,
      // The gateway's origin with a path that reads as another address: it used to be fetched.
      `${documentsUrl}//${theirHost}/documents/pdf-1/attachment`,
      `${documentsUrl}//${theirHost}/x`,
      // Another route of the gateway's.
      `${documentsUrl}/documents/pdf-1/attachment/../../healthz`,
      `${documentsUrl}/graphql`,
    ]) {
      const res = await sendJson(api, "POST", "/core/tools/email", t.client, reference(url));
      expect(res.status, url).toBe(422);
      expect(res.body?.errorMessage).toBe(
        "The attached document must be one the application made: its address is not the gateway's.",
      );
    }
    const both = await sendJson(api, "POST", "/core/tools/email", t.client, {
      ...reference(`${documentsUrl}/documents/pdf/attachment`),
      attachmentContent: PDF,
    });
    expect(both.status).toBe(400);
    expect((await lastRow())?.id).toBe(before?.id);
    expect(asked).toEqual([]);
    theirs.close();
    // A reference that is no address at all is said in plain words.
    const malformed = await sendJson(api, "POST", "/core/tools/email", t.client, {
      ...reference("ftp://x"),
      attachmentDocument: { url: "ftp://x", ticket: "" },
    });
    expect(failureMessagesOf(malformed).map((m) => m.error)).toEqual([
      "attachmentDocument.url: must be a web address (http or https)",
      "attachmentDocument.ticket: must be at least 1 character long",
    ]);
  });

  it("mails a document only while its report definition is the sender's to read", async () => {
    // The gateway names the definition as it hands the file over; the ticket alone (a minute
    // long) used to carry a document past its definition's unpublish.
    const before = await lastRow();
    const unpublished = await definitionOf(api, "RFCU", false);
    const foreign = await definitionOf(api, "SVCU", true);
    for (const definition of [unpublished, foreign, 999_999]) {
      const res = await sendJson(
        api,
        "POST",
        "/core/tools/email",
        t.client,
        pdfMail("cfo@rfcu.example.com", { attachmentDocument: documentOf("pdf", definition) }),
      );
      expect(res.status, String(definition)).toBe(422);
      expect(res.body?.errorMessage).toBe(
        "The attached document's report is no longer yours to read: it was unpublished or its access changed.",
      );
      expect(failureOf(res)).toEqual({ reason: "EMAIL_ATTACHMENT_INVALID", fields: ["attachmentDocument"] });
    }
    // A gateway that does not say whose document it is hands over nothing the api will send.
    const unnamed = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.client,
      pdfMail("cfo@rfcu.example.com", { attachmentDocument: documentOf("pdf", "none") }),
    );
    expect(unnamed.status).toBe(422);
    expect(unnamed.body?.errorMessage).toMatch(/could not be fetched/);
    expect((await lastRow())?.id).toBe(before?.id);
    // Staff, who build the packages, mail one before it is published.
    const draft = await sendJson(
      api,
      "POST",
      "/core/tools/email",
      t.analyst,
      pdfMail("cfo@rfcu.example.com", { attachmentDocument: documentOf("pdf", unpublished) }),
    );
    expect(draft.status).toBe(200);
  });

  it("caps the recipients of everyone, staff included", async () => {
    const res = await sendJson(api, "POST", "/core/tools/email", t.staff, {
      subject: "Package",
      toEmailAddress: "a@x.example.com,b@x.example.com",
      ccEmailAddress: "c@x.example.com",
      bccEmailAddress: "d@x.example.com",
    });
    expect(res.status).toBe(422);
    expect(res.body?.errorMessage).toBe("An email can go to at most 3 recipients (To, Cc and Bcc together).");
    expect(failureOf(res).reason).toBe("EMAIL_TOO_MANY_RECIPIENTS");
  });

  it("lets staff write to anyone with sanitised HTML", async () => {
    const res = await sendJson(api, "POST", "/core/tools/email", t.staff, {
      subject: "Package",
      toEmailAddress: "cfo@anywhere.example.com",
      body: '<p onclick="x()">Hi <b>all</b><script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://alm.example.com/x">ok</a></p><style>p{}</style>',
    });
    expect(res.status).toBe(200);
    expect((await lastRow())?.body).toBe(
      '<p>Hi <b>all</b> <a>bad</a> <a href="https://alm.example.com/x">ok</a></p>',
    );
  });

  it("limits each user's messages per hour and says when to try again", async () => {
    const svcuDefinition = await definitionOf(api, "SVCU", true);
    const send = () =>
      fetch(`${api.url}/core/tools/email?api-version=1.0`, {
        method: "POST",
        headers: { authorization: `Bearer ${t.client2}`, "content-type": "application/json" },
        body: JSON.stringify(
          pdfMail("client2@svcu.example.com", {
            attachmentDocument: documentOf("pdf", svcuDefinition),
            attachmentName: "SVCU-Full.pdf",
          }),
        ),
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    const body = (await refused.json()) as { errorMessage: string };
    expect(body.errorMessage).toMatch(
      /^You have sent 3 emails in the last hour, the most allowed\. Try again after \d\d:\d\d UTC \(in \d+ minutes?\)\.$/,
    );
    // Another user's allowance is their own.
    const other = await sendJson(api, "POST", "/core/tools/email", t.staff, {
      subject: "x",
      toEmailAddress: "a@x.example.com",
    });
    expect(other.status).toBe(200);
    expect(modelOf<{ status: string }>(other).status).toBe("Queued");
    expect((await callApi(api, "/core/tools/emailaddresses", t.client2)).status).toBe(200);
  });
});

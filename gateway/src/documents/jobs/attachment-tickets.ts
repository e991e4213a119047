import { z } from "zod";
import { sign, unsign } from "../../auth/signed-value.ts";
import { attachmentPathOf, type JobOwner } from "./document-job.ts";

/** The header the api sends a ticket in when it fetches a document attached by reference. */
export const DOCUMENT_TICKET_HEADER = "x-document-ticket";

/** The header a document's report definition travels in to the api, which checks the sender. */
export const REPORT_DEFINITION_HEADER = "x-report-definition-id";

/** Long enough for the api to fetch the file right after the request that named it; no longer. */
export const ATTACHMENT_TICKET_TTL_MS = 60_000;

const claims = z.object({ job: z.string(), sub: z.string(), tenant: z.string(), exp: z.number() });

/**
 * Signed tickets that open one finished document for the api, as its owner, for a minute.
 * Stateless, so any gateway instance can check one; a separate key keeps a session cookie (signed
 * with the same secret) from ever passing as a ticket.
 */
export class AttachmentTickets {
  private readonly key: string;
  private readonly gatewayUrl: string;

  constructor(secret: string, gatewayUrl: string) {
    this.key = `${secret}:document-attachment`;
    this.gatewayUrl = gatewayUrl;
  }

  /** What the api's attachmentDocument names: the file's address on this gateway and its ticket. */
  reference(jobId: string, owner: JobOwner): { url: string; ticket: string } {
    return {
      url: new URL(attachmentPathOf(jobId), this.gatewayUrl).toString(),
      ticket: this.issue(jobId, owner),
    };
  }

  issue(jobId: string, owner: JobOwner, now = Date.now()): string {
    const payload = { job: jobId, sub: owner.sub, tenant: owner.tenant, exp: now + ATTACHMENT_TICKET_TTL_MS };
    return sign(Buffer.from(JSON.stringify(payload)).toString("base64url"), this.key);
  }

  /** The owner a genuine, unexpired ticket for this job speaks for; undefined for anything else. */
  verify(ticket: string, jobId: string, now = Date.now()): JobOwner | undefined {
    const value = unsign(ticket, this.key);
    if (!value) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    const grant = claims.safeParse(parsed);
    if (!grant.success || grant.data.job !== jobId || grant.data.exp <= now) return undefined;
    return { sub: grant.data.sub, tenant: grant.data.tenant };
  }
}

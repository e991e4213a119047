import { z } from "zod";
import { HttpError } from "../http/http-error.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";

/** The header the gateway reads a document ticket from (one document, a minute, signed by it). */
export const DOCUMENT_TICKET_HEADER = "x-document-ticket";

/** The header the gateway names a document's report definition in, when it hands the file over. */
export const REPORT_DEFINITION_HEADER = "x-report-definition-id";

/** A board package of many reports stays well below this; anything larger is not ours. */
export const MAX_REFERENCED_BYTES = 20 * 1024 * 1024;

const FETCH_TIMEOUT_MS = 30_000;

/** A finished document on the gateway: its address there and the ticket that opens it. */
export const attachmentReference = z.object({
  url: z.url({ protocol: /^https?$/ }),
  ticket: z.string().min(1).max(2000),
});
export type AttachmentReference = z.infer<typeof attachmentReference>;

export interface GatewayOrigins {
  GATEWAY_PUBLIC_URL: string;
  GATEWAY_INTERNAL_URL?: string;
}

const refused = (message: string, resolution: string, status = 422) =>
  new HttpError(status, status === 413 ? "FILE_TOO_LARGE" : "EMAIL_ATTACHMENT_INVALID", message, [
    { error: message, resolution, field: "attachmentDocument" },
  ]);

/** The one gateway route a reference may name: a finished job's file for the api. */
const ATTACHMENT_PATH = /^\/documents\/[\w-]+\/attachment$/;

/**
 * Only the gateway's own attachment route is ever fetched: the reference must name
 * GATEWAY_PUBLIC_URL's origin and that route, and the request goes to GATEWAY_INTERNAL_URL (or the
 * public one) with that path alone, so a caller cannot point the api at another host, a port of
 * its own, another route or a redirect. A path such as `//host:port/x` would otherwise be read as
 * an address of its own.
 */
export function documentAddress(reference: AttachmentReference, origins: GatewayOrigins): URL {
  const given = new URL(reference.url);
  const gateway = new URL(origins.GATEWAY_PUBLIC_URL);
  const internal = new URL(origins.GATEWAY_INTERNAL_URL ?? gateway.origin);
  const target = new URL(given.pathname, internal.origin);
  const own =
    given.origin === gateway.origin &&
    !given.username &&
    !given.password &&
    ATTACHMENT_PATH.test(given.pathname) &&
    target.origin === internal.origin;
  if (!own) throw refused(EMAIL_TEXTS.referenceForeign, EMAIL_TEXTS.referenceResolution);
  return target;
}

async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) {
      await body.cancel().catch(() => undefined);
      throw refused(
        EMAIL_TEXTS.referenceTooLarge(max / 1024 / 1024),
        EMAIL_TEXTS.referenceTooLargeResolution,
        413,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The referenced document's bytes and the report definition it was made of; the gateway checks
 * the ticket (owner, document, expiry), the sender checks the definition is still theirs to read.
 */
export async function fetchReferencedDocument(
  reference: AttachmentReference,
  origins: GatewayOrigins,
): Promise<{ content: Buffer; reportDefinitionId: number }> {
  const address = documentAddress(reference, origins);
  let response: Response;
  try {
    response = await fetch(address, {
      headers: { [DOCUMENT_TICKET_HEADER]: reference.ticket },
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw refused(EMAIL_TEXTS.referenceUnreadable, EMAIL_TEXTS.referenceResolution, 502);
  }
  const named = /^[1-9]\d{0,14}$/.exec(response.headers.get(REPORT_DEFINITION_HEADER) ?? "");
  const reportDefinitionId = Number(named?.[0]);
  if (!response.ok || !response.body || !named) {
    await response.body?.cancel();
    throw refused(EMAIL_TEXTS.referenceUnreadable, EMAIL_TEXTS.referenceResolution);
  }
  if (Number(response.headers.get("content-length") ?? 0) > MAX_REFERENCED_BYTES) {
    await response.body.cancel();
    throw refused(
      EMAIL_TEXTS.referenceTooLarge(MAX_REFERENCED_BYTES / 1024 / 1024),
      EMAIL_TEXTS.referenceTooLargeResolution,
      413,
    );
  }
  return { content: await readCapped(response.body, MAX_REFERENCED_BYTES), reportDefinitionId };
}

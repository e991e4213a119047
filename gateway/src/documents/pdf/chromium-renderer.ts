import { encodeReportPageOptions, encodeTocOptions, type TocEntry } from "@alm/formats";
import type { PrintScope } from "../../auth/print-tickets.ts";
import type { RequestAuth } from "../../auth/request-auth.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { DocumentJobError } from "../jobs/document-job.ts";
import type { PdfEntry, PdfPackageRequest, PdfProgress, RenderPdfPackage } from "../jobs/pdf-renderer.ts";
import type { SharedBrowser } from "./chromium.ts";
import { assemble, pageCount, type Part } from "./pdf-assembly.ts";
import { openPrintSession, type Orientation } from "./print-page.ts";

/** Under this size a PDF has nothing on it (spec shell-and-reports section 9). */
const MIN_PDF_BYTES = 2000;
/** Wide detail tables read better across the page. */
const LANDSCAPE_CATEGORIES = new Set(["Supplemental", "Assumptions"]);

export interface ChromiumRendererOptions {
  browser: SharedBrowser;
  /** How this gateway reaches itself (the print routes it serves). */
  gatewayUrl(): string;
  issueTicket(auth: RequestAuth, scope: PrintScope): { ticket: string } | undefined;
}

type PrintSession = Awaited<ReturnType<typeof openPrintSession>>;

const orientationOf = (entry: PdfEntry): Orientation =>
  LANDSCAPE_CATEGORIES.has(entry.category) ? "landscape" : "portrait";

/** What the cover and header show, read with the ticket like the print pages do. */
async function packageFacts(gatewayUrl: string, ticket: string, request: PdfPackageRequest) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-print-ticket": ticket },
    body: JSON.stringify({
      query:
        "query($c: ID!, $d: ID!) { client(id: $c) { name } reportDefinition(clientId: $c, id: $d) { name asOfDate } }",
      variables: { c: String(request.clientId), d: String(request.reportDefinitionId) },
    }),
  });
  const body = (await res.json()) as {
    data?: { client: { name: string }; reportDefinition: { name: string; asOfDate: string | null } };
  };
  if (!body.data)
    throw new Error(`The report package could not be read: ${JSON.stringify(body).slice(0, 300)}`);
  return {
    client: body.data.client.name,
    definition: body.data.reportDefinition.name,
    asOf: body.data.reportDefinition.asOfDate,
  };
}

/** The contents with the page each report really starts on: its own length moves them, so count, then number. */
async function contents(
  print: PrintSession,
  url: (path: string) => string,
  entries: readonly PdfEntry[],
  counts: number[],
) {
  let tocPages = 1;
  let toc: Uint8Array = new Uint8Array();
  for (let attempt = 0; attempt < 3; attempt++) {
    let next = 1 + tocPages + 1;
    const lines: TocEntry[] = entries.map((e, i) => {
      const start = next;
      next += counts[i] ?? 1;
      return { label: e.label, sublabel: e.category, pageNumber: start };
    });
    toc = await print.standalone(url(`toc/${encodeTocOptions(lines)}`), "Contents");
    const pages = await pageCount(toc);
    if (pages === tocPages) break;
    tocPages = pages;
  }
  return toc;
}

async function renderPackage(
  print: PrintSession,
  options: ChromiumRendererOptions,
  request: PdfPackageRequest,
  onProgress: PdfProgress,
) {
  const issued = options.issueTicket(request.auth, {
    clientId: request.clientId,
    reportDefinitionId: request.reportDefinitionId,
  });
  if (!issued) throw new DocumentJobError(ERROR_TEXTS.pdfFailed);
  const gatewayUrl = options.gatewayUrl();
  const base = `${gatewayUrl}/analysis/print/cid/${request.clientId}/did/${request.reportDefinitionId}`;
  const url = (path: string) =>
    `${base}/${path}${path.includes("?") ? "&" : "?"}ticket=${encodeURIComponent(issued.ticket)}`;
  const facts = await packageFacts(gatewayUrl, issued.ticket, request);
  const total = request.entries.length + 2;
  const reports: Part[] = [];
  for (const [i, entry] of request.entries.entries()) {
    if (request.signal.aborted) throw new DocumentJobError(ERROR_TEXTS.pdfFailed);
    const orientation = orientationOf(entry);
    const path = `rid/${entry.reportId}/${encodeReportPageOptions({ year: entry.year ?? undefined, orientation })}`;
    const key = `${request.reportDefinitionId}/${entry.reportId}/${entry.year ?? 1}`;
    reports.push({
      bytes: await print.report(url(path), key, orientation, entry.label),
      bookmark: entry.label,
    });
    onProgress({ done: i + 1, total });
  }
  const toc = await contents(
    print,
    url,
    request.entries,
    await Promise.all(reports.map((r) => pageCount(r.bytes))),
  );
  const cover = await print.standalone(
    url(`cover?${new URLSearchParams({ title: request.title, subtitle: facts.definition })}`),
    "Cover",
  );
  onProgress({ done: total - 1, total });
  const pdf = await assemble([{ bytes: cover }, { bytes: toc, bookmark: "Contents" }, ...reports], {
    title: `${facts.definition}: ${request.title}`,
    header: `${facts.client} · ${facts.definition} · ${request.title}`,
    date: facts.asOf ? `As of ${facts.asOf.slice(0, 10)}` : "",
  });
  onProgress({ done: total, total });
  if (pdf.length < MIN_PDF_BYTES) throw new DocumentJobError(ERROR_TEXTS.pdfBlank);
  return pdf;
}

/**
 * PDF packages from the web app's print routes in Chromium: each report (portrait or landscape),
 * the contents with real page numbers, the cover, joined by pdf-lib with header, footer, page
 * numbers and bookmarks. A browser that crashes is launched again and the job tried once more.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions): RenderPdfPackage {
  const once: RenderPdfPackage = async (request, onProgress) => {
    const print = await openPrintSession(await options.browser.get());
    try {
      return await renderPackage(print, options, request, onProgress);
    } finally {
      await print.close();
    }
  };
  return async (request, onProgress) => {
    try {
      return await once(request, onProgress);
    } catch (error) {
      const browserGone =
        error instanceof Error && /closed|crash|disconnected|Target page/i.test(error.message);
      if (!browserGone || request.signal.aborted) throw error;
      return once(request, onProgress);
    }
  };
}

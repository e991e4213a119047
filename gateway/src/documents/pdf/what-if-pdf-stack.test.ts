import { existsSync } from "node:fs";
import { join } from "node:path";
import { ncuaRatingNote } from "@alm/formats";
import { beforeAll, describe, expect, it } from "vitest";
import { PRINT_TICKET_HEADER } from "../../auth/request-auth.ts";
import { codeOf } from "../../testing/document-test-client.ts";
import {
  downloadWhatIfDocument,
  expectWhatIfDocumentRefusals,
  SALE,
  whatIfDocumentStack,
} from "../../testing/what-if-documents.ts";
import { pdfInfo, pdfPageTexts } from "../../testing/poppler.ts";

const FIGURES =
  "dataSetName shockBp changes { description } measures { label seriesLabel note asIs { text } withChanges { text } series { name } }";
const WHAT_IF = `query($input: WhatIfInput!) { whatIf(input: $input) { __typename ... on WhatIf { ${FIGURES} } } }`;
const MINT = `mutation($d: ID!) { createPrintTicket(reportDefinitionId: $d) { ticket } }`;

interface WhatIfFigures {
  dataSetName: string;
  shockBp: number;
  changes: { description: string }[];
  measures: {
    label: string;
    seriesLabel: string;
    note: string | null;
    asIs: { text: string };
    withChanges: { text: string };
    series: { name: string }[];
  }[];
}

/** pdftotext lays a table's cells out with runs of spaces: words compared one space apart. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();

describe("a what-if's comparison as a PDF, printed from the web app's what-if print route", () => {
  beforeAll(() => {
    const index = join(import.meta.dirname, "../../../../web/dist/index.html");
    if (!existsSync(index)) throw new Error("The web app is not built: run `npm run build -w web` first.");
  });
  const { the, request, saleFigures } = whatIfDocumentStack("requestWhatIfPdf", {
    apiPort: 4276,
    gatewayPort: 4277,
  });

  it("refuses a caller signed out, another institution's user, and a sale larger than the group", async () => {
    await expectWhatIfDocumentRefusals(request);
  }, 60_000);

  it("lets a print ticket compute the what-if of its own report definition only", async () => {
    const { client, input } = the;
    const minted = await client.gql("staff", MINT, { d: client.ids.published });
    const ticket = (minted.data?.createPrintTicket as { ticket: string }).ticket;
    const withTicket = async (variables: Record<string, unknown>) => {
      const res = await fetch(`${the.stack.gatewayUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", [PRINT_TICKET_HEADER]: ticket },
        body: JSON.stringify({ query: WHAT_IF, variables }),
      });
      return (await res.json()) as Parameters<typeof codeOf>[0];
    };
    const own = await withTicket({ input: { ...input, changes: [SALE] } });
    expect((own.data?.whatIf as { __typename: string }).__typename).toBe("WhatIf");
    const other = await withTicket({ input: { ...input, reportDefinitionId: client.ids.unpublished } });
    expect(codeOf(other)).toBe("FORBIDDEN");
    // Left out, the api would pick a report definition: a ticket names its own.
    const { reportDefinitionId: _left, ...unnamed } = input;
    expect(codeOf(await withTicket({ input: unnamed }))).toBe("FORBIDDEN");
  }, 120_000);

  it("prints the what-if's figures as the whatIf query computes them", async () => {
    // Computed once: both prints are of the same what-if (a computation of the api's each time).
    const whatIf = await saleFigures<WhatIfFigures>(FIGURES);
    await expectWhatIfPdf(whatIf);
    // Again: on a page the gateway prepared with its print app when the first print ended.
    await expectWhatIfPdf(whatIf);
  }, 240_000);

  it("keeps the notes under the comparison on its page, however far down the first page it starts", async () => {
    // Three changes listed above the table push it down: its notes fell onto the next page,
    // apart from the table they explain (a CFO's review).
    const sales = ["-5000000", "-1000000", "-2000000"].map((amount) => ({
      resize: { ...SALE.resize, amount },
    }));
    const file = await downloadWhatIfDocument(the.client, (as) => request(as, sales), {
      kind: "WHAT_IF_PDF",
      fileName: "Analysis-RFCU-2021-12-31-WhatIf.pdf",
    });
    const pages = pdfPageTexts(new Uint8Array(await file.arrayBuffer())).map(words);
    const whatIf = (await the.client.gql("client", WHAT_IF, { input: { ...the.input, changes: sales } })).data
      ?.whatIf as WhatIfFigures;
    expect(whatIf.changes).toHaveLength(3);
    // The table's last row: its two figures side by side, first found on the table's page.
    const last = whatIf.measures.at(-1)!;
    const tablePage = pages.findIndex((page) =>
      page.includes(`${words(last.asIs.text)} ${words(last.withChanges.text)}`),
    );
    expect(tablePage).toBeGreaterThanOrEqual(0);
    const notes = [
      ncuaRatingNote(whatIf.shockBp),
      ...whatIf.measures.flatMap((m) => (m.note ? [m.note] : [])),
    ];
    expect(notes.length).toBeGreaterThan(1);
    for (const note of notes) expect(pages[tablePage], note).toContain(words(note));
  }, 120_000);

  async function expectWhatIfPdf(whatIf: WhatIfFigures) {
    const file = await downloadWhatIfDocument(the.client, request, {
      kind: "WHAT_IF_PDF",
      fileName: "Analysis-RFCU-2021-12-31-WhatIf.pdf",
    });
    expect(file.headers.get("content-type")).toContain("application/pdf");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const info = pdfInfo(bytes);
    expect(info.sizes[0]).toEqual([612, 792]);
    expect(info.title).toBe("Q4 2021 ALM Report: What-if");
    const pages = pdfPageTexts(bytes);
    // Header and footer on every page, as the report packages have them.
    pages.forEach((page, i) => {
      expect(page).toContain("Q4 2021 ALM Report · What-if");
      expect(page).toContain("As of 2021/12/31");
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const text = words(pages.join(" "));

    expect(text).toContain(words(whatIf.dataSetName));
    // Of its definition and date, not of how long the screen took to compute it.
    expect(text).toContain("Q4 2021 ALM Report, as of 2021/12/31");
    expect(text).not.toMatch(/computed in/);
    expect(text).toContain(words(whatIf.changes[0]!.description));
    expect(whatIf.measures.length).toBeGreaterThan(3);
    for (const m of whatIf.measures) {
      // The measure's row: the figure as it is beside the one with the changes (its label may wrap).
      expect(text, m.label).toContain(`${words(m.asIs.text)} ${words(m.withChanges.text)}`);
      // Its label's first words (a label wrapped in its cell is read beside the figures).
      expect(text).toContain(words(m.label.split(",")[0]!).split(" ").slice(0, 3).join(" "));
      // A chart's caption says what it plots: every scenario's NEV change, not the one at the shock.
      if (m.series.length > 1) expect(text).toContain(words(m.seriesLabel));
    }
    expect(text).toContain("NEV Change from Base");
    // Every chart on the charts' page: the seventh took a page of its own, near empty (2026-12-06).
    const chartsPage = pages.find((page) => page.includes("Across the rate scenarios")) ?? "";
    for (const m of whatIf.measures.filter((x) => x.series.length > 1))
      expect(words(chartsPage), m.seriesLabel).toContain(words(m.seriesLabel));
  }
});

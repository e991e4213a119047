import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadMenu, type PdfPackage } from "./DownloadMenu.tsx";
import { ReportSidebar, type SidebarCatalogue } from "./ReportSidebar.tsx";

afterEach(cleanup);

const catalogue: SidebarCatalogue = {
  categories: [
    {
      id: 2,
      description: "Report Overview",
      pages: [
        {
          id: 10,
          description: "NEV Summary",
          isNew: false,
          hasNiiReports: false,
          entries: [{ key: "10", reportId: 10, year: null, label: "NEV Summary", isNew: false }],
        },
        {
          id: 55,
          description: "NII Summary",
          isNew: true,
          hasNiiReports: true,
          entries: [
            { key: "55-1", reportId: 55, year: 1, label: "Year 1", isNew: true },
            { key: "55-2", reportId: 55, year: 2, label: "Year 2", isNew: true },
          ],
        },
      ],
    },
  ],
};

describe("reports sidebar", () => {
  it("lists pages by category with 'Year n' entries and NEW tags", () => {
    render(
      <ReportSidebar
        catalogue={catalogue}
        openKey="55-2"
        checked={new Set()}
        onOpen={vi.fn()}
        onCheck={vi.fn()}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Reports" });
    expect(within(nav).getByText("Report Overview")).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "NEV Summary" })).toBeTruthy();
    expect(
      within(nav)
        .getByRole("button", { name: /Year 2/ })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(within(nav).getAllByText("NEW").length).toBeGreaterThan(0);
  });

  it("opens an entry and ticks one or a whole category", () => {
    const onOpen = vi.fn();
    const onCheck = vi.fn();
    render(
      <ReportSidebar
        catalogue={catalogue}
        openKey={null}
        checked={new Set(["10"])}
        onOpen={onOpen}
        onCheck={onCheck}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /Year 1/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ reportId: 55, year: 1 }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select NII Summary Year 2" }));
    expect(onCheck).toHaveBeenCalledWith(["55-2"], true);
    const all = screen.getByRole("checkbox", { name: "Select all of Report Overview" }) as HTMLInputElement;
    expect(all.getAttribute("data-indeterminate")).toBe("true");
    fireEvent.click(all);
    expect(onCheck).toHaveBeenLastCalledWith(["10", "55-1", "55-2"], true);
  });
});

describe("Download Multiple", () => {
  const pdfs: PdfPackage[] = [
    {
      kind: "ALL_REPORTS",
      name: "All Reports",
      suffix: "Full",
      uri: "/documents/1",
      availability: "AVAILABLE",
    },
    {
      kind: "SUMMARY_REPORTS",
      name: "Summary Reports",
      suffix: "Summary",
      uri: null,
      availability: "UNAVAILABLE",
    },
  ];

  it("disables a package without a file and marks it (Unavailable)", () => {
    const onPdf = vi.fn();
    render(
      <DownloadMenu
        pdfs={pdfs}
        canCreatePackages={false}
        busy={false}
        selectedCount={0}
        printsOpenReport={false}
        onDetailWorkbook={vi.fn()}
        onPdfPackage={onPdf}
        onPrintSelection={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download Multiple" }));
    expect(screen.getByRole("menuitem", { name: "Excel: Detail Reports" })).toBeTruthy();
    const summary = screen.getByRole("menuitem", { name: "PDF: Summary Reports (Unavailable)" });
    expect(summary.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("menuitem", { name: "PDF: All Reports" }));
    expect(onPdf).toHaveBeenCalledWith(pdfs[0]);
  });

  it("offers staff to create the packages", () => {
    const onPdf = vi.fn();
    render(
      <DownloadMenu
        pdfs={pdfs}
        canCreatePackages
        busy={false}
        selectedCount={0}
        printsOpenReport={false}
        onDetailWorkbook={vi.fn()}
        onPdfPackage={onPdf}
        onPrintSelection={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download Multiple" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Create PDF: Summary Reports" }));
    expect(onPdf).toHaveBeenCalledWith(pdfs[1]);
  });

  it("prints the ticked reports, or the report on screen when none is ticked", () => {
    const onPrint = vi.fn();
    const menu = (selectedCount: number, printsOpenReport: boolean) => (
      <DownloadMenu
        pdfs={[]}
        canCreatePackages={false}
        busy={false}
        selectedCount={selectedCount}
        printsOpenReport={printsOpenReport}
        onDetailWorkbook={vi.fn()}
        onPdfPackage={vi.fn()}
        onPrintSelection={onPrint}
      />
    );
    const { rerender } = render(menu(0, false));
    expect((screen.getByRole("button", { name: "Print/PDF" }) as HTMLButtonElement).disabled).toBe(true);
    rerender(menu(0, true));
    const open = screen.getByRole("button", { name: "Print/PDF" }) as HTMLButtonElement;
    expect(open.disabled).toBe(false);
    expect(open.title).toBe("Prints the report on screen; tick reports in the list to print several");
    fireEvent.click(open);
    expect(onPrint).toHaveBeenCalledTimes(1);
    rerender(menu(2, false));
    fireEvent.click(screen.getByRole("button", { name: "Print/PDF (2)" }));
    expect(onPrint).toHaveBeenCalledTimes(2);
  });
});

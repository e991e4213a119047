import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadMenu, type PdfPackage, UNAVAILABLE_PDF_HINTS } from "./DownloadMenu.tsx";

/** The text an element's aria-describedby points at. */
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;
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
  it("lists pages by category with 'Year n' entries and NEW tags, as a tree", () => {
    render(
      <ReportSidebar
        catalogue={catalogue}
        openKey="55-2"
        checked={new Set()}
        onOpen={vi.fn()}
        onCheck={vi.fn()}
      />,
    );
    const tree = within(screen.getByRole("navigation", { name: "Reports" })).getByRole("tree", {
      name: "Reports",
    });
    const category = within(tree).getByRole("treeitem", { name: "Report Overview" });
    expect(category.getAttribute("aria-expanded")).toBe("true");
    expect(within(category).getByRole("treeitem", { name: "NEV Summary" })).toBeTruthy();
    const nii = within(category).getByRole("treeitem", { name: "NII Summary NEW" });
    const year2 = within(nii).getByRole("treeitem", { name: "Year 2 NEW" });
    expect(year2.getAttribute("aria-current")).toBe("page");
    // The open report holds the list's one Tab stop.
    expect(
      within(tree)
        .getAllByRole("treeitem")
        .filter((i) => i.tabIndex === 0),
    ).toEqual([year2]);
  });

  it("opens an entry and ticks one or a whole category, by mouse and by keyboard", () => {
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
    fireEvent.click(screen.getByRole("treeitem", { name: /Year 1/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ reportId: 55, year: 1 }));
    const year2 = screen.getByRole("treeitem", { name: /Year 2/ });
    expect(year2.getAttribute("aria-checked")).toBe("false");
    fireEvent.keyDown(year2, { key: " " });
    expect(onCheck).toHaveBeenLastCalledWith(["55-2"], true);
    fireEvent.keyDown(year2, { key: "Enter" });
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ reportId: 55, year: 2 }));
    const category = screen.getByRole("treeitem", { name: "Report Overview" });
    expect(category.getAttribute("aria-checked")).toBe("mixed");
    fireEvent.keyDown(category, { key: " " });
    expect(onCheck).toHaveBeenLastCalledWith(["10", "55-1", "55-2"], true);
    // The tick boxes are the mouse's: the nodes carry their state and take Space.
    const box = category.querySelector<HTMLInputElement>("input[type=checkbox]")!;
    expect(box.tabIndex).toBe(-1);
    fireEvent.click(box);
    expect(onCheck).toHaveBeenLastCalledWith(["10", "55-1", "55-2"], true);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("closes and opens a category with the keyboard and the mouse", () => {
    render(
      <ReportSidebar
        catalogue={catalogue}
        openKey="10"
        checked={new Set()}
        onOpen={vi.fn()}
        onCheck={vi.fn()}
      />,
    );
    const category = screen.getByRole("treeitem", { name: "Report Overview" });
    fireEvent.keyDown(category, { key: "ArrowLeft" });
    expect(category.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("treeitem", { name: "NEV Summary" })).toBeNull();
    // The open report is hidden: its category holds the Tab stop.
    expect(category.tabIndex).toBe(0);
    fireEvent.click(within(category).getByText("Report Overview"));
    expect(category.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("treeitem", { name: "NEV Summary" }).tabIndex).toBe(0);
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
    // Why, and what to do: the bare mark told a client's CFO neither.
    expect(descriptionOf(summary)).toBe(UNAVAILABLE_PDF_HINTS.client);
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
    expect(descriptionOf(screen.getByRole("menuitem", { name: "PDF: Summary Reports (Unavailable)" }))).toBe(
      UNAVAILABLE_PDF_HINTS.staff,
    );
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

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmailDocumentDialog } from "./EmailDocumentDialog.tsx";

afterEach(cleanup);

const dialog = (selectedCount: number, printsOpenReport: boolean) =>
  render(
    <EmailDocumentDialog
      open
      pdfs={[]}
      selectedCount={selectedCount}
      printsOpenReport={printsOpenReport}
      defaultSubject="Q4 2021 ALM Report"
      canTest={false}
      onClose={() => undefined}
      onSend={() => undefined}
    />,
  );

describe("the email dialog's document", () => {
  it("is the reports ticked when there are some", () => {
    dialog(2, false);
    expect(screen.getByRole("combobox", { name: "Document" }).textContent).toBe("PDF: the 2 ticked reports");
  });

  it("is the Detail Reports workbook when none are ticked", () => {
    dialog(0, true);
    expect(screen.getByRole("combobox", { name: "Document" }).textContent).toBe("Excel: Detail Reports");
  });
});

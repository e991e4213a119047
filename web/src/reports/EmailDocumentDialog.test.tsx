import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { EmailDocumentDialog, type EmailDraft } from "./EmailDocumentDialog.tsx";

afterEach(cleanup);

/** The dialog open on Q4 2021 with nothing ticked, a report on screen, unless `props` say otherwise. */
const openDialog = (props: Partial<ComponentProps<typeof EmailDocumentDialog>>) =>
  render(
    <EmailDocumentDialog
      open
      pdfs={[]}
      selectedCount={0}
      printsOpenReport
      defaultSubject="Q4 2021 ALM Report"
      canTest={false}
      onClose={() => undefined}
      onSend={() => undefined}
      {...props}
    />,
  );

const dialog = (selectedCount: number, printsOpenReport: boolean) =>
  openDialog({ selectedCount, printsOpenReport });

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

describe("a client user's recipients", () => {
  const colleagues = [
    { name: "Client User", address: "client@rfcu.example.com" },
    { name: "Chief Financial Officer", address: "cfo@rfcu.example.com" },
  ];
  const open = () => {
    const sent: string[][] = [];
    openDialog({ colleagues, onSend: (_, email) => sent.push([...email.to, ...email.cc]) });
    return sent;
  };
  const to = () => screen.getByRole("textbox", { name: "To" }) as HTMLInputElement;

  it("names an address outside the institution before any document is made", () => {
    const sent = open();
    fireEvent.change(to(), { target: { value: "client@rfcu.example.com" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Cc" }), {
      target: { value: "Treasurer@Elsewhere.example.org" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Not a user of your institution: Treasurer@Elsewhere.example.org. Choose addresses of your institution's users, or ask your ALM advisor to send it.",
    );
    expect(sent).toEqual([]);
  });

  it("offers the colleagues to pick, each once, and sends to them whatever their case", () => {
    const sent = open();
    fireEvent.click(screen.getByRole("button", { name: "Chief Financial Officer <cfo@rfcu.example.com>" }));
    fireEvent.click(screen.getByRole("button", { name: "Client User <client@rfcu.example.com>" }));
    fireEvent.click(screen.getByRole("button", { name: "Client User <client@rfcu.example.com>" }));
    expect(to().value).toBe("cfo@rfcu.example.com, client@rfcu.example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toEqual([["cfo@rfcu.example.com", "client@rfcu.example.com"]]);
    fireEvent.change(to(), { target: { value: "CFO@RFCU.example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent[1]).toEqual(["CFO@RFCU.example.com"]);
  });
});

describe("a mail cancelled", () => {
  it("opens again as it was left, and one sent starts afresh", () => {
    const closed: (EmailDraft | undefined)[] = [];
    const open = (draft?: EmailDraft) => openDialog({ canTest: true, draft, onClose: (d) => closed.push(d) });
    open();
    const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
    fireEvent.change(field("To"), { target: { value: "cfo@rfcu.example.com" } });
    fireEvent.change(field("Subject"), { target: { value: "Q4 figures for the board" } });
    fireEvent.change(field("Message"), { target: { value: "See page 3." } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(closed[0]).toEqual({
      to: "cfo@rfcu.example.com",
      cc: "",
      subject: "Q4 figures for the board",
      body: "See page 3.",
    });
    cleanup();
    open(closed[0]);
    expect(field("Subject").value).toBe("Q4 figures for the board");
    expect(field("To").value).toBe("cfo@rfcu.example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(closed[1]).toBeUndefined();
    expect(closed).toHaveLength(2);
  });
});

import Dialog from "@mui/material/Dialog";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { addPopup, noPopups, tickPopups, type PopupState } from "./popup-queue.ts";
import { StatusPopups, type StatusMessage } from "./StatusPopups.tsx";

afterEach(cleanup);

const started: StatusMessage = { id: "1", subject: "Data set 'Q4' started", runStatus: "STARTED" };
const completed: StatusMessage = { id: "2", subject: "Data set 'Q4' completed", runStatus: "COMPLETED" };
/** The popups as the bell shows them, with a dialog (a drawer is one too) open or not. */
function Page({ popups, dialog }: { popups: PopupState<StatusMessage>; dialog: boolean }) {
  return (
    <>
      <StatusPopups popups={popups} onClose={() => {}} />
      <Dialog open={dialog} aria-label="Edit Data Set">
        form
      </Dialog>
    </>
  );
}

describe("status popups", () => {
  it("a popup arriving while a drawer or dialog is open is not hidden from screen readers", async () => {
    const first = addPopup(noPopups<StatusMessage>(), started, 0);
    const { rerender } = render(<Page popups={first} dialog={false} />);
    await screen.findByRole("alert");
    rerender(<Page popups={first} dialog />);
    // The page behind the dialog, the first popup with it, is hidden from screen readers.
    expect((await screen.findByText(started.subject)).closest("[aria-hidden='true']")).not.toBeNull();

    const both = addPopup(first, completed, 1_000);
    rerender(<Page popups={both} dialog />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(completed.subject);
    expect(alert.closest("[aria-hidden='true']")).toBeNull();
    // The earlier popup is shown with it, as status: it was announced when it came.
    const earlier = screen.getByRole("status");
    expect(earlier.textContent).toContain(started.subject);
    expect(earlier.closest("[aria-hidden='true']")).toBeNull();

    // Closing the new one leaves the earlier one as it was, not announced a second time.
    rerender(<Page popups={tickPopups(both, 2_000, completed)} dialog />);
    await expect.poll(() => screen.queryByText(completed.subject)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain(started.subject);
  });

  it("cuts subjects to 42 characters and shows nothing once the popups are gone", async () => {
    const long = { ...completed, subject: "Data set '2025/12/31 Standard Template MX2 Final' completed" };
    const shown = addPopup(noPopups<StatusMessage>(), long, 0);
    const { rerender } = render(<Page popups={shown} dialog={false} />);
    expect((await screen.findByRole("alert")).textContent).toHaveLength(42);
    rerender(<Page popups={tickPopups(shown, 10_000)} dialog={false} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

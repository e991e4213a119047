import Dialog from "@mui/material/Dialog";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DrawerFrame } from "../../home/DrawerFrame.tsx";
import { NoticeProvider, useNotices } from "./NoticeProvider.tsx";

afterEach(cleanup);

const TEXT = "The data set has been saved";

/** A toast on a click; outside any drawer or dialog, as the page's own code is. */
function Toaster({ text }: { text: string }) {
  const notices = useNotices();
  return <button onClick={() => notices.toast(text)}>Toast</button>;
}

/** The toast's alert, once shown (a click on the button, hidden or not from screen readers). */
function toast() {
  fireEvent.click(screen.getByText("Toast"));
  return screen.findByRole("alert");
}

describe("where a notice shows", () => {
  it("in an open drawer: inside it, above its buttons, and not hidden from screen readers", async () => {
    render(
      <NoticeProvider>
        <Toaster text={TEXT} />
        <DrawerFrame
          open
          anchor="left"
          title="Edit Data Set"
          onClose={() => {}}
          footer={<button>Run</button>}
        >
          form
        </DrawerFrame>
      </NoticeProvider>,
    );
    const alert = await toast();
    const drawer = screen.getByRole("dialog", { name: "Edit Data Set" });
    expect(drawer.contains(alert)).toBe(true);
    expect(alert.closest("[aria-hidden='true']")).toBeNull();
    // Placed before the buttons' bar, not over it.
    const run = screen.getByRole("button", { name: "Run" });
    expect(alert.compareDocumentPosition(run) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("over a dialog: not hidden from screen readers with the page behind the dialog", async () => {
    render(
      <NoticeProvider>
        <Toaster text={TEXT} />
        <Dialog open aria-label="Access tokens">
          tokens
        </Dialog>
      </NoticeProvider>,
    );
    // The page behind the dialog is hidden from screen readers while it is open.
    expect(document.querySelector("body > div[aria-hidden='true']")).not.toBeNull();
    const alert = await toast();
    expect(alert.textContent).toContain(TEXT);
    expect(alert.closest("[aria-hidden='true']")).toBeNull();
  });

  it("with no drawer open: at the bottom of the window, outside any drawer", async () => {
    render(
      <NoticeProvider>
        <Toaster text={TEXT} />
        <DrawerFrame open={false} anchor="left" title="Edit Data Set" onClose={() => {}} footer={null}>
          form
        </DrawerFrame>
      </NoticeProvider>,
    );
    const alert = await toast();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(alert.closest(".MuiSnackbar-anchorOriginBottomCenter")).not.toBeNull();
  });
});

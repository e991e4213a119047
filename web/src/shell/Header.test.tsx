import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../generated/index.ts";
import { FontSizeProvider } from "./font-size.tsx";
import { Header, Header_viewer } from "./Header.tsx";
import { NoticeProvider } from "./notices/NoticeProvider.tsx";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderHeader() {
  const viewer = makeFragmentData({ __typename: "Viewer", name: "Dana Whitfield" }, Header_viewer);
  render(
    <MemoryRouter>
      <FontSizeProvider>
        <NoticeProvider>
          <Header viewer={viewer} navigation={[]} bell={null} />
        </NoticeProvider>
      </FontSizeProvider>
    </MemoryRouter>,
  );
}

describe("Header", () => {
  it("shows the brand linking home and the user's menu with Sign Out", async () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "ALM Analysis" }).getAttribute("href")).toBe("/");
    fireEvent.click(screen.getByRole("button", { name: "Dana Whitfield" }));
    // jsdom cannot navigate: record the form the browser would post, and what the page said then.
    const posted: { method: string; path: string; saying: string }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (
      this: HTMLFormElement,
    ) {
      posted.push({
        method: this.method,
        path: new URL(this.action).pathname,
        saying: document.body.textContent ?? "",
      });
    });
    try {
      fireEvent.click(screen.getByRole("menuitem", { name: "Sign Out" }));
      // The notice's code loads with the first notice; the page leaves once it shows.
      await waitFor(() => expect(posted).toHaveLength(1), { timeout: 15_000 });
    } finally {
      submit.mockRestore();
    }
    expect(posted).toEqual([
      { method: "post", path: "/auth/logout", saying: expect.stringContaining("Signing out") },
    ]);
  });

  it("changes the font size of the whole page and remembers it", () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Dana Whitfield" }));
    fireEvent.click(screen.getByRole("menuitemradio", { name: "Large text" }));
    expect(document.documentElement.style.fontSize).toBe("112.5%");
    expect(window.localStorage.getItem("alm.fontSize")).toBe('"large"');
    expect(screen.getByRole("menuitemradio", { name: "Large text" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });
});

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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
    // jsdom cannot navigate: record the form the browser would post instead.
    const posted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
    fireEvent.click(screen.getByRole("menuitem", { name: "Sign Out" }));
    submit.mockRestore();
    expect(posted.map((f) => [f.method, new URL(f.action).pathname])).toEqual([["post", "/auth/logout"]]);
    // The notice's code loads with the first notice.
    expect(await screen.findByText("Signing out", {}, { timeout: 15_000 })).toBeTruthy();
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

import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { makeFragmentData } from "../generated/index.ts";
import { Header, Header_viewer } from "./Header.tsx";

afterEach(cleanup);

describe("Header", () => {
  it("shows the brand linking home, the user's name and Sign Out", () => {
    const viewer = makeFragmentData({ name: "Dana Whitfield" }, Header_viewer);
    render(
      <MemoryRouter>
        <Header viewer={viewer} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "ALM Analysis" }).getAttribute("href")).toBe("/");
    expect(screen.getByTestId("user-name").textContent).toBe("Dana Whitfield");
    expect(screen.getByRole("link", { name: "Sign Out" }).getAttribute("href")).toBe("/auth/logout");
  });
});

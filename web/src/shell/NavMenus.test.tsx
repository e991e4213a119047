import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { makeFragmentData } from "../generated/index.ts";
import { NavMenus, NavMenus_groups } from "./NavMenus.tsx";

afterEach(cleanup);

const item = (text: string, extra: Record<string, unknown> = {}) => ({
  __typename: "NavItem" as const,
  text,
  path: `/analysis/${text.toLowerCase()}`,
  category: "main",
  order: 1,
  visible: true,
  external: false,
  statusTag: null,
  ...extra,
});

const groups = [
  makeFragmentData(
    {
      __typename: "NavGroup",
      id: "analysis",
      text: "Analysis",
      placement: "START",
      order: 1,
      visible: true,
      categories: [{ __typename: "NavCategory", id: "main", label: "Main", order: 1 }],
      items: [
        item("Reports", { statusTag: { __typename: "StatusTag", text: "new", color: "PRIMARY" } }),
        item("Forecasts", {
          statusTag: { __typename: "StatusTag", text: "coming soon", color: "WARNING" },
          order: 2,
        }),
        item("Hidden", { visible: false }),
        item("Firm site", { path: "https://example.com", external: true, order: 3 }),
      ],
    },
    NavMenus_groups,
  ),
  makeFragmentData(
    {
      __typename: "NavGroup",
      id: "admin",
      text: "Admin",
      placement: "END",
      order: 1,
      visible: false,
      categories: [],
      items: [item("Users")],
    },
    NavMenus_groups,
  ),
];

describe("navigation menus", () => {
  it("shows visible groups of a placement with their items and status tags", () => {
    render(
      <MemoryRouter>
        <NavMenus groups={groups} placement="START" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Analysis" }));
    const items = screen.getAllByRole("menuitem").map((m) => m.textContent);
    expect(items).toEqual(["Reportsnew", "Forecastscoming soon", "Firm site"]);
    expect(screen.getByText("new").closest(".MuiChip-root")?.className).toContain("MuiChip-colorPrimary");
    expect(screen.getByText("coming soon").closest(".MuiChip-root")?.className).toContain(
      "MuiChip-colorWarning",
    );
    expect(screen.getByRole("menuitem", { name: "Firm site" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("menuitem", { name: /Reports/ }).getAttribute("href")).toBe("/reports");
  });

  it("hides a group the viewer may not navigate", () => {
    render(
      <MemoryRouter>
        <NavMenus groups={groups} placement="END" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button", { name: "Admin" })).toBeNull();
  });
});

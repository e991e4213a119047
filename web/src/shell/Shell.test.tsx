import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ShellViewerDocument } from "../generated/graphql.ts";
import { FontSizeProvider } from "./font-size.tsx";
import { NoticeProvider } from "./notices/NoticeProvider.tsx";
import { Shell } from "./Shell.tsx";

afterEach(cleanup);

function viewerResult(permissions: string[]) {
  return {
    viewer: {
      __typename: "Viewer",
      id: "u1",
      name: "Dana Whitfield",
      firstName: "Dana",
      isStaff: true,
      permissionsIn: permissions,
      preferences: { __typename: "ViewerPreferences", suppressPopups: false },
      mfa: { __typename: "MfaState", pendingAction: "NONE" },
    },
    shell: {
      __typename: "Shell",
      navigation: [],
      infoCard: null,
      globals: {
        __typename: "GlobalDictionaries",
        footer: { __typename: "Footer", copyright: "© ALM Advisory", links: [] },
        errors: { __typename: "ErrorPageTexts", noMetadata: "Contact your representative to obtain access." },
      },
    },
  };
}

function renderShell(permissions: string[], delay = 50) {
  const router = createMemoryRouter([
    { element: <Shell />, children: [{ index: true, element: <p>Page content</p> }] },
  ]);
  render(
    <MockedProvider
      mocks={[
        { request: { query: ShellViewerDocument }, result: { data: viewerResult(permissions) }, delay },
      ]}
    >
      <FontSizeProvider>
        <NoticeProvider>
          <RouterProvider router={router} />
        </NoticeProvider>
      </FontSizeProvider>
    </MockedProvider>,
  );
}

describe("app readiness", () => {
  it("shows nothing of the app until the viewer and permissions are loaded", async () => {
    renderShell(["View"]);
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
    expect(screen.queryByText("Dana Whitfield")).toBeNull();
    expect(screen.queryByText("Page content")).toBeNull();
    expect(await screen.findByText("Page content")).toBeTruthy();
    expect(screen.getByText("Dana Whitfield")).toBeTruthy();
  });

  it("shows the info card instead of the page without View", async () => {
    renderShell([]);
    expect(await screen.findByText("Contact your representative to obtain access.")).toBeTruthy();
    expect(screen.queryByText("Page content")).toBeNull();
  });
});

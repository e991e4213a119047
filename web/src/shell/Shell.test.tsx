import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it } from "vitest";
import { ShellViewerDocument } from "../generated/graphql.ts";
import { FontSizeProvider } from "./font-size.tsx";
import { NoticeProvider } from "./notices/NoticeProvider.tsx";
import { ErrorPage } from "./pages/ErrorPage.tsx";
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

/** `errorMessage`: the gateway refuses the viewer as it does a user without permissions (by reason). */
function renderShell(permissions: string[], delay = 50, errorMessage?: string) {
  const router = createMemoryRouter([
    { element: <Shell />, children: [{ index: true, element: <p>Page content</p> }] },
    { path: "/error", element: <ErrorPage /> },
  ]);
  const result = errorMessage
    ? {
        errors: [
          new GraphQLError(errorMessage, { extensions: { code: "FORBIDDEN", reason: "NO_PERMISSIONS" } }),
        ],
      }
    : { data: viewerResult(permissions) };
  renderWithAnswers(router, [{ result, delay }]);
}

/** The shell under `router`, its viewer query answered in turn by `answers`. */
function renderWithAnswers(
  router: ReturnType<typeof createMemoryRouter>,
  answers: { result: object; delay?: number }[],
) {
  render(
    <MockedProvider mocks={answers.map((answer) => ({ request: { query: ShellViewerDocument }, ...answer }))}>
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

  it("sends a user without any permission to the error page, with no way back", async () => {
    renderShell([], 10, "No permissions exist for this tenant and user.");
    expect(await screen.findByText("Sorry, you do not have access to this site.")).toBeTruthy();
    expect(screen.getByText("Please contact a system administrator.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Take me home" })).toBeNull();
  });

  it("says the service is not answering, without the gateway's keys, and loads the app on Try again", async () => {
    // The gateway's answer while the api hangs: its text names the dictionary it was reading.
    const hung = {
      errors: [
        new GraphQLError(
          "The dictionaries of the domain 'core/domains' could not be loaded. The core API service did not answer in time. Try again in a moment.",
          { extensions: { code: "UPSTREAM_UNAVAILABLE", reason: "UPSTREAM_TIMEOUT" } },
        ),
      ],
    };
    const router = createMemoryRouter([
      { element: <Shell />, children: [{ index: true, element: <p>Page content</p> }] },
    ]);
    renderWithAnswers(router, [{ result: hung }, { result: { data: viewerResult(["View"]) } }]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("its data service is not answering");
    expect(alert.textContent).toContain("Try again in a moment; if it keeps failing, contact support.");
    expect(alert.textContent).not.toMatch(/core\/domains|dictionar/);
    // The header's bar and a way out stay, though the menus could not be read.
    expect(screen.getByRole("navigation", { name: "Main" }).textContent).toContain("ALM Analysis");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Page content")).toBeTruthy();
    expect(screen.getByText("Dana Whitfield")).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, describe, expect, it } from "vitest";
import { Redirect } from "./Redirect.tsx";

afterEach(cleanup);

/**
 * `routes` at `from`; as the router lands on `to` the first time, before React has drawn it, a
 * navigation goes back to `from` (a link to the page shown, Back, the e2e journeys' popstate).
 */
async function overtaken(routes: RouteObject[], from: string, to: string) {
  const router = createMemoryRouter(routes, { initialEntries: [from] });
  let overtook = false;
  router.subscribe((state) => {
    if (overtook || `${state.location.pathname}${state.location.search}` !== to) return;
    overtook = true;
    void router.navigate(from);
  });
  render(<RouterProvider router={router} />);
  // The redirect's move, the navigation that overtakes it, and whatever follows.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return { router, overtook };
}

describe("Redirect", () => {
  it("moves the user on again when a navigation to the same address overtook its move", async () => {
    // react-router's <Navigate> in its place stays at /reports, showing "Loading reports".
    const { router, overtook } = await overtaken(
      [
        {
          path: "/reports",
          element: (
            <>
              <p>Loading reports</p>
              <Redirect to="/reports/2" />
            </>
          ),
        },
        { path: "/reports/2", element: <p>Report list</p> },
      ],
      "/reports",
      "/reports/2",
    );
    expect(overtook).toBe(true);
    expect(router.state.location.pathname).toBe("/reports/2");
    expect(screen.getByText("Report list")).toBeTruthy();
    // Replaced, not pushed: Back leaves the page rather than returning to the redirect.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("takes a path with a query", async () => {
    const router = createMemoryRouter(
      [
        { path: "/old", element: <Redirect to={{ pathname: "/new", search: "?report=11" }} /> },
        { path: "/new", element: <p>New</p> },
      ],
      { initialEntries: ["/old"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("New")).toBeTruthy();
    expect(router.state.location.search).toBe("?report=11");
  });
});

import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, useParams } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, expect, it, vi } from "vitest";
import { writeStored } from "../lib/local-storage.ts";
import { keptReportState } from "./report-location.ts";
import { useOpenReport } from "./use-open-report.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function OpenReport() {
  const { openKey } = useOpenReport("def-2", ["11", "12"]);
  return <p>{openKey ? `Open: ${openKey}` : "None open"}</p>;
}

it("writes the arrival's report into the URL again when a navigation to the bare address overtook the first write", async () => {
  const router = createMemoryRouter([{ path: "/reports/:id", element: <OpenReport /> }], {
    initialEntries: ["/reports/2"],
  });
  // As the router lands on ?report=11, before React has drawn it: back to the address without one
  // (a link to the definition, Back). Depending on the report alone, the hook wrote it once only.
  let overtook = false;
  router.subscribe((state) => {
    if (overtook || state.location.search !== "?report=11") return;
    overtook = true;
    void router.navigate("/reports/2");
  });
  render(<RouterProvider router={router} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(overtook).toBe(true);
  expect(router.state.location.search).toBe("?report=11");
  expect(screen.getByText("Open: 11")).toBeTruthy();
});

function OpenButton() {
  const { openKey, open } = useOpenReport("def-3", ["11", "12"]);
  return (
    <button type="button" onClick={() => open({ reportId: 12, year: null })}>
      {openKey ? `Open: ${openKey}` : "None open"}
    </button>
  );
}

it("opens a report at once: the page shows it when the call returns, with no warning from the router", async () => {
  const router = createMemoryRouter([{ path: "/reports/:id", element: <OpenButton /> }], {
    initialEntries: ["/reports/3?report=11"],
  });
  const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  render(<RouterProvider router={router} />);
  await screen.findByText("Open: 11");
  // The flushSync option is applied only by react-router/dom's RouterProvider (the app's); the
  // plain one warns and draws later.
  act(() => screen.getByRole("button").click());
  expect(screen.getByRole("button").textContent).toBe("Open: 12");
  expect(warnings).not.toHaveBeenCalled();
  warnings.mockRestore();
});

it("shows the report an arrival opens from its first render, before the URL names it", async () => {
  const seen: (string | null)[] = [];
  function Recorder() {
    const { openKey } = useOpenReport("def-4", ["11", "12"]);
    seen.push(openKey);
    return <p>{openKey ? `Open: ${openKey}` : "None open"}</p>;
  }
  const router = createMemoryRouter([{ path: "/reports/:id", element: <Recorder /> }], {
    initialEntries: ["/reports/4"],
  });
  render(<RouterProvider router={router} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(router.state.location.search).toBe("?report=11");
  // No render said "nothing open" ("Please select a report." on the page) while the URL was written.
  expect(seen).not.toContain(null);
});

it("opening the report already open adds no history entry, so Back leaves it at once", async () => {
  const router = createMemoryRouter([{ path: "/reports/:id", element: <OpenButton /> }], {
    initialEntries: ["/reports/3?report=12"],
  });
  render(<RouterProvider router={router} />);
  await screen.findByText("Open: 12");
  const before = router.state.location.key;
  act(() => screen.getByRole("button").click());
  expect(router.state.location.key).toBe(before);
  expect(router.state.historyAction).not.toBe("PUSH");
});

it("a move to another definition opens the report that was open, when it has it, before the last viewed", async () => {
  writeStored("lastReport.def-5", "12");
  writeStored("lastReport.def-6", "12");
  function Definition() {
    const { openKey } = useOpenReport(`def-${useParams().id}`, ["11", "12", "55-2"]);
    return <p>{openKey ? `Open: ${openKey}` : "None open"}</p>;
  }
  const router = createMemoryRouter([{ path: "/reports/:id", element: <Definition /> }], {
    initialEntries: ["/reports/4?report=55&year=2"],
  });
  render(<RouterProvider router={router} />);
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // As the definition selector moves: the report open in definition 4 goes along.
  const moveTo = (id: number, from: string) =>
    act(() => router.navigate(`/reports/${id}`, { state: keptReportState(new URLSearchParams(from)) }));
  await moveTo(5, "report=55&year=2");
  await settle();
  expect(router.state.location.search).toBe("?report=55&year=2");
  expect(screen.getByText("Open: 55-2")).toBeTruthy();
  // One it lacks is no error: the one last viewed there opens, as on any arrival.
  await moveTo(6, "report=99");
  await settle();
  expect(router.state.location.search).toBe("?report=12");
});

import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCurrentTitleDetail, useTitleDetail } from "../lib/title-detail.ts";
import { pageTitle } from "./page-title.ts";

describe("the browser title", () => {
  it("is the short name, the route's title, then what the page shows within it", () => {
    expect(pageTitle("Reports", "alm.example.com")).toBe("ALM | Reports");
    expect(pageTitle("Reports", "alm.example.com", "NEV Summary")).toBe("ALM | Reports | NEV Summary");
    expect(pageTitle(undefined, "alm.example.com")).toBe("ALM");
    expect(pageTitle("Home", "localhost")).toBe("[LOCAL] ALM | Home");
    expect(pageTitle("Home", "app.dev.example.com", "")).toBe("[DEV] ALM | Home");
  });

  it("names a page's detail while the page is mounted, and nothing once it has gone", () => {
    const current = renderHook(() => useCurrentTitleDetail());
    const page = renderHook(({ text }) => useTitleDetail(text), { initialProps: { text: "NEV Summary" } });
    expect(current.result.current).toBe("NEV Summary");
    page.rerender({ text: "NII Summary" });
    expect(current.result.current).toBe("NII Summary");
    page.unmount();
    expect(current.result.current).toBeUndefined();
  });
});

import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { useArrival } from "../lib/Redirect.tsx";
import { useRouteMeta } from "../lib/route-meta.ts";
import { useCurrentTitleDetail } from "../lib/title-detail.ts";
import { IFRAME_MESSAGE, isFramedByAnotherHost, isSupportedBrowser } from "./browser-support.ts";
import { pageTitle } from "./page-title.ts";
import { errorPath } from "./pages/ErrorPage.tsx";

/** Around every page, signed in or not: the route guards and the browser title. */
export function Chrome() {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const arrival = useArrival();
  const detail = useCurrentTitleDetail();

  useEffect(() => {
    document.title = pageTitle(meta.pageTitle ?? meta.title, window.location.hostname, detail);
  }, [meta.pageTitle, meta.title, detail]);

  useEffect(() => {
    const { pathname } = arrival;
    if (pathname === "/error") return;
    // Navigation is fire-and-forget: the router renders the new page or its error element.
    if (isFramedByAnotherHost(window)) void navigate(errorPath(IFRAME_MESSAGE, "", true), { replace: true });
    else if (pathname !== "/browser" && !isSupportedBrowser(navigator.userAgent))
      void navigate("/browser", { replace: true });
  }, [arrival, navigate]);

  return <Outlet />;
}

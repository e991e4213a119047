import type { ApolloClient } from "@apollo/client";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { createBrowserRouter } from "react-router";
import { preloadDashboard } from "../dashboard/preload-dashboard.ts";
import { preloadHome } from "../home/preload-home.ts";
import { Chrome } from "../shell/Chrome.tsx";
import { ErrorPage } from "../shell/pages/ErrorPage.tsx";
import { preloadShell, Shell } from "../shell/Shell.tsx";
import { Redirect } from "../lib/Redirect.tsx";
import type { RouteMeta } from "../lib/route-meta.ts";

export const APP_BASENAME = "/analysis";

const meta = (m: RouteMeta) => m;

/** Shown while the first route's code loads. */
const Starting = () => (
  <Box sx={{ display: "grid", placeItems: "center", minHeight: "100vh" }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

/** The app's routes; loaders start a page's queries with the client the page will read them from. */
export const createAppRouter = (client: ApolloClient) =>
  createBrowserRouter(
    [
      {
        element: <Chrome />,
        HydrateFallback: Starting,
        children: [
          { path: "error", element: <ErrorPage />, handle: meta({ title: "Ooops!", authNotRequired: true }) },
          {
            path: "browser",
            // Only an unsupported browser lands here: its list of browsers is not first-screen code.
            lazy: async () => ({ Component: (await import("../shell/pages/BrowserPage.tsx")).BrowserPage }),
            handle: meta({ title: "Unsupported Browser", subtitle: "Help", authNotRequired: true }),
          },
          {
            // Chromium opens these for PDFs: no sign-in, no header, title or footer (spec section 2).
            path: "print",
            handle: meta({
              title: "Print",
              hideHeader: true,
              hideTitle: true,
              hideFooter: true,
              authNotRequired: true,
            }),
            children: [
              {
                path: "cid/:clientId/did/:reportDefId/rid/:reportId/:options?",
                lazy: async () => ({ Component: (await import("../print/PrintReportPage.tsx")).default }),
              },
              {
                path: "cid/:clientId/did/:reportDefId/reports/:list/:options?",
                lazy: async () => ({ Component: (await import("../print/PrintReportListPage.tsx")).default }),
              },
              {
                path: "cid/:clientId/did/:reportDefId/cover",
                lazy: async () => ({ Component: (await import("../print/PrintCoverPage.tsx")).default }),
              },
              {
                path: "cid/:clientId/did/:reportDefId/whatif/:input",
                lazy: async () => ({ Component: (await import("../print/PrintWhatIfPage.tsx")).default }),
              },
              {
                path: "cid/:clientId/did/:reportDefId/toc/:options",
                lazy: async () => ({ Component: (await import("../print/PrintTocPage.tsx")).default }),
              },
              {
                index: true,
                lazy: async () => ({ Component: (await import("../print/PrintCatchAll.tsx")).default }),
              },
              {
                path: "*",
                lazy: async () => ({ Component: (await import("../print/PrintCatchAll.tsx")).default }),
              },
            ],
          },
          {
            element: <Shell />,
            // Once, as the app starts: a move between its pages finds the shell's query answered.
            loader: () => {
              preloadShell(client);
              return null;
            },
            shouldRevalidate: () => false,
            children: [
              {
                index: true,
                // Not awaited: the page renders at once and its queries join these in flight.
                loader: () => {
                  preloadHome(client);
                  return null;
                },
                lazy: async () => ({ Component: (await import("../home/HomePage.tsx")).default }),
                handle: meta({ title: "[personalizedTimeGreeting]", pageTitle: "Home" }),
              },
              {
                path: "clientsettings",
                lazy: async () => ({
                  Component: (await import("../client-defaults/ClientDefaultsPage.tsx")).default,
                }),
                handle: meta({ title: "Client Defaults", subtitle: "Defaults for new report definitions" }),
              },
              {
                path: "coa",
                lazy: async () => ({
                  Component: (await import("../charts-of-accounts/ChartsOfAccountsPage.tsx")).default,
                }),
                handle: meta({ title: "Charts of Accounts", subtitle: "Settings" }),
              },
              {
                path: "curves",
                lazy: async () => ({ Component: (await import("../curves/YieldCurvesPage.tsx")).default }),
                handle: meta({ title: "Yield Curves", subtitle: "Settings" }),
              },
              {
                path: "reports/:reportDefId?",
                lazy: async () => ({ Component: (await import("../reports/ReportsPage.tsx")).default }),
                handle: meta({ title: "Reports" }),
              },
              {
                path: "dashboard",
                loader: () => {
                  preloadDashboard(client);
                  return null;
                },
                lazy: async () => ({ Component: (await import("../dashboard/DashboardPage.tsx")).default }),
                handle: meta({
                  title: "Risk at a Glance",
                  subtitle: "The latest published report and its trend",
                }),
              },
              {
                path: "whatif",
                lazy: async () => ({ Component: (await import("../what-if/WhatIfPage.tsx")).default }),
                // A non-breaking hyphen: a phone's title bar never splits the name.
                handle: meta({
                  title: "What\u2011if",
                  pageTitle: "What-if",
                  subtitle: "Try a change to the balance sheet and see its risk",
                }),
              },
              {
                path: "audit",
                lazy: async () => ({ Component: (await import("../audit/AuditTrailPage.tsx")).default }),
                handle: meta({ title: "Audit Trail", subtitle: "Settings" }),
              },
              {
                path: "info",
                lazy: async () => ({ Component: (await import("../info/InfoPage.tsx")).default }),
                handle: meta({ title: "Info", subtitle: "Messages from ALM Advisory" }),
              },
            ],
          },
          { path: "*", element: <Redirect to="/" /> },
        ],
      },
    ],
    { basename: APP_BASENAME },
  );

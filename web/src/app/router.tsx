import { createBrowserRouter, Navigate } from "react-router";
import { HomePage } from "../home/HomePage.tsx";
import { Chrome } from "../shell/Chrome.tsx";
import { BrowserPage } from "../shell/pages/BrowserPage.tsx";
import { ErrorPage } from "../shell/pages/ErrorPage.tsx";
import { Shell } from "../shell/Shell.tsx";
import type { RouteMeta } from "./route-meta.ts";

export const APP_BASENAME = "/analysis";

const meta = (m: RouteMeta) => m;

export const router = createBrowserRouter(
  [
    {
      element: <Chrome />,
      children: [
        { path: "error", element: <ErrorPage />, handle: meta({ title: "Ooops!", authNotRequired: true }) },
        {
          path: "browser",
          element: <BrowserPage />,
          handle: meta({ title: "Unsupported Browser", subtitle: "Help", authNotRequired: true }),
        },
        {
          element: <Shell />,
          children: [
            {
              index: true,
              element: <HomePage />,
              handle: meta({ title: "[personalizedTimeGreeting]", pageTitle: "Home" }),
            },
            {
              path: "info",
              lazy: async () => ({ Component: (await import("../info/InfoPage.tsx")).default }),
              handle: meta({ title: "Info", subtitle: "Messages from ALM Advisory" }),
            },
          ],
        },
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: APP_BASENAME },
);

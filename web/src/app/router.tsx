import { createBrowserRouter, Navigate } from "react-router";
import { HomePage } from "../home/HomePage.tsx";
import { Shell } from "../shell/Shell.tsx";

export const APP_BASENAME = "/analysis";

export const router = createBrowserRouter(
  [
    {
      element: <Shell />,
      children: [
        { index: true, element: <HomePage /> },
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: APP_BASENAME },
);

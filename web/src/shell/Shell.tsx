import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { Outlet } from "react-router";
import { graphql } from "../generated/index.ts";
import { Header } from "./Header.tsx";

const ShellViewerQuery = graphql(`
  query ShellViewer {
    viewer {
      id
      ...Header_viewer
    }
  }
`);

/** Nothing of the app shows until the viewer is known (signed in, permissions loaded). */
export function Shell() {
  const { data, error, loading } = useQuery(ShellViewerQuery);
  if (loading) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: "100vh" }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">
          {error?.message ?? "An internal error occurred. Please contact support."}
        </Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <Header viewer={data.viewer} />
      <Box component="main" sx={{ flex: 1, p: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
}

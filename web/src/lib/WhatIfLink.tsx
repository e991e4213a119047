import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { whatIfPath } from "./what-if-path.ts";

/**
 * Opens the what-if screen on a report definition's data set (from the dashboard and the reports),
 * by the definition's number, as the reports' addresses name it.
 */
export function WhatIfLink({ databaseId }: { databaseId: number }) {
  return (
    <Button component={RouterLink} to={whatIfPath(databaseId)} variant="outlined">
      What-if
    </Button>
  );
}

import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { whatIfPath } from "./what-if-path.ts";

/** Opens the what-if screen on a report definition's data set (from the dashboard and the reports). */
export function WhatIfLink({ definitionId }: { definitionId: string }) {
  return (
    <Button component={RouterLink} to={whatIfPath(definitionId)} variant="outlined">
      What-if
    </Button>
  );
}

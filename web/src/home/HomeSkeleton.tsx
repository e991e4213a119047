import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PanelSkeleton } from "./Panel.tsx";

/** Home's layout while the viewer is not yet known: the picker's place and the two panels. */
export function HomeSkeleton() {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Skeleton variant="rounded" width={420} height={40} sx={{ maxWidth: "100%" }} />
      </Paper>
      <Stack direction={{ xs: "column", lg: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        {["Data Sets", "Reports"].map((title) => (
          <Paper key={title} variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, width: "100%" }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <PanelSkeleton title={title} />
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

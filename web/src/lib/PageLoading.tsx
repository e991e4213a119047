import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/**
 * A page that is on its way to a taller one (the reports, a redirect to them): as tall as the
 * screen, so the footer starts below the fold instead of showing under a short page and being
 * pushed down when the content arrives (a layout shift).
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <Box sx={{ minHeight: "100vh" }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

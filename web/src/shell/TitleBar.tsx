import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { RouteMeta } from "../lib/route-meta.ts";
import { replaceTokens } from "../lib/greeting.ts";

/** The page's title and subtitle under the header, with the user's tokens filled in. */
export function TitleBar({
  meta,
  userName,
  userFirstName,
}: {
  meta: RouteMeta;
  userName: string;
  userFirstName: string;
}) {
  if (meta.hideTitle || (!meta.title && !meta.subtitle)) return null;
  const fill = (text: string) => replaceTokens(text, { userName, userFirstName, now: new Date() });
  return (
    <Box
      component="section"
      aria-label="Page title"
      sx={{ px: 3, pt: 2, pb: 1, display: "flex", alignItems: "baseline", gap: 2 }}
    >
      {meta.backLink && (
        <Button component={RouterLink} to={meta.backLink.to} size="small">
          {meta.backLink.label}
        </Button>
      )}
      {meta.title && (
        <Typography component="h1" variant="h5">
          {fill(meta.title)}
        </Typography>
      )}
      {meta.subtitle && (
        <Typography component="p" variant="subtitle1" color="text.secondary">
          {fill(meta.subtitle)}
        </Typography>
      )}
    </Box>
  );
}

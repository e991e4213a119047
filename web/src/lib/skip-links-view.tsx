import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { SkipLink } from "./skip-links.tsx";

/**
 * The page's skip links, first in the Tab order and out of sight until focused: a sighted
 * keyboard user sees where Enter will take them, a mouse user never sees them.
 */
export default function SkipLinksView({ links }: { links: readonly SkipLink[] }) {
  return (
    <Box sx={{ position: "absolute", top: 0, left: 0, zIndex: "tooltip" }}>
      {links.map((link) => (
        <Link
          key={link.target}
          href={`#${link.target}`}
          // The page handles it: a hash in the address would be a history entry of its own.
          onClick={(event) => {
            event.preventDefault();
            link.onActivate();
          }}
          sx={{
            position: "absolute",
            top: 8,
            left: 8,
            whiteSpace: "nowrap",
            p: 1.5,
            bgcolor: "background.paper",
            color: "primary.dark",
            border: 2,
            borderColor: "primary.dark",
            borderRadius: 1,
            fontWeight: 600,
            // Above the page until focused; never wider than it, so it cannot widen a phone's page.
            transform: "translateY(-200%)",
            "&:focus": { transform: "none" },
          }}
        >
          {link.label}
        </Link>
      ))}
    </Box>
  );
}

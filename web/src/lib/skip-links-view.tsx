import { styled } from "@mui/material/styles";
import type { SkipLink } from "./skip-links.tsx";

/** Above the page until focused; never wider than it, so it cannot widen a phone's page. */
const SkipAnchor = styled("a")(({ theme }) => ({
  position: "absolute",
  top: 8,
  left: 8,
  zIndex: theme.zIndex.tooltip,
  whiteSpace: "nowrap",
  padding: theme.spacing(1.5),
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.primary.dark,
  border: `2px solid ${theme.palette.primary.dark}`,
  borderRadius: theme.shape.borderRadius,
  fontFamily: theme.typography.fontFamily,
  fontWeight: 600,
  textDecoration: "underline",
  transform: "translateY(-200%)",
  "&:focus": { transform: "none" },
}));

/**
 * The page's skip links, first in the Tab order and out of sight until focused: a sighted
 * keyboard user sees where Enter will take them, a mouse user never sees them. Plain anchors styled
 * with what every MUI component already loads: drawn with the page, not after a chunk of their own
 * (a Tab pressed while MUI's Link was still loading went to the header's logo instead).
 */
export function SkipLinksView({ links }: { links: readonly SkipLink[] }) {
  return (
    <div style={{ position: "absolute", top: 0, left: 0 }}>
      {links.map((link) => (
        <SkipAnchor
          key={link.target}
          href={`#${link.target}`}
          // The page handles it: a hash in the address would be a history entry of its own.
          onClick={(event) => {
            event.preventDefault();
            link.onActivate();
          }}
        >
          {link.label}
        </SkipAnchor>
      ))}
    </div>
  );
}

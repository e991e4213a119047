import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from "react";

/** A link at the very start of the page that takes a keyboard past the header to a part of the page. */
export interface SkipLink {
  /** The id of the element it leads to (also its href, for a reader that opens it elsewhere). */
  target: string;
  label: string;
  /** Brings the target into view and focuses it (it may first have to open a drawer). */
  onActivate(): void;
}

type Links = readonly SkipLink[];

const SkipLinksContext = createContext<{
  links: Links;
  setLinks: Dispatch<SetStateAction<Links>>;
} | null>(null);

/** Holds the skip links of the page shown; the shell draws them first (SkipLinks). */
export function SkipLinksProvider({ children }: { children: ReactNode }) {
  const [links, setLinks] = useState<Links>([]);
  const value = useMemo(() => ({ links, setLinks }), [links]);
  return <SkipLinksContext.Provider value={value}>{children}</SkipLinksContext.Provider>;
}

/** A page offers these skip links while it is shown; `links` should be memoised. */
export function useSkipLinks(links: Links): void {
  const setLinks = useContext(SkipLinksContext)?.setLinks;
  useEffect(() => {
    if (!setLinks) return;
    setLinks(links);
    return () => setLinks((current) => (current === links ? [] : current));
  }, [links, setLinks]);
}

/**
 * The page's skip links, first in the Tab order and out of sight until focused: a sighted
 * keyboard user sees where Enter will take them, a mouse user never sees them.
 */
export function SkipLinks() {
  const links = useContext(SkipLinksContext)?.links ?? [];
  if (!links.length) return null;
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

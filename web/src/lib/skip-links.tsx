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
import { SkipLinksView } from "./skip-links-view.tsx";

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
  return <SkipLinksView links={links} />;
}

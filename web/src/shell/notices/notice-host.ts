import { createContext, useContext } from "react";

/**
 * Where notices show while a drawer is open: the drawer hands an element above its buttons (a ref
 * callback), and notices show there instead of at the bottom of the window. Shown over the page,
 * a toast covered the drawer's Run and Cancel for its 5 s, and sat in the page behind the drawer,
 * which MUI hides from screen readers while the drawer is open.
 */
export const NoticeHostContext = createContext<(host: HTMLElement | null) => void>(() => {});

/** The ref callback for the element notices show above; the notices go back to the window when it unmounts. */
export const useNoticeHost = () => useContext(NoticeHostContext);

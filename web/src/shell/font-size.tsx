import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { readStored, writeStored } from "../lib/local-storage.ts";

export type FontSize = "small" | "default" | "large";

/** The root font size; MUI sizes in rem, so the whole app follows. */
export const ROOT_FONT_SIZE: Record<FontSize, string> = { small: "87.5%", default: "100%", large: "112.5%" };

const FontSizeContext = createContext<{ fontSize: FontSize; setFontSize: (s: FontSize) => void } | undefined>(
  undefined,
);

/** The choice is kept in this browser (spec section 9) and applied before the first paint. */
export function FontSizeProvider({ children }: { children: ReactNode }) {
  const [fontSize, setFontSize] = useState<FontSize>(() => {
    const stored = readStored<FontSize>("fontSize", "default");
    return stored in ROOT_FONT_SIZE ? stored : "default";
  });
  useEffect(() => {
    document.documentElement.style.fontSize = ROOT_FONT_SIZE[fontSize];
    writeStored("fontSize", fontSize);
  }, [fontSize]);
  return <FontSizeContext.Provider value={{ fontSize, setFontSize }}>{children}</FontSizeContext.Provider>;
}

export function useFontSize() {
  const value = useContext(FontSizeContext);
  if (!value) throw new Error("useFontSize needs a FontSizeProvider above it.");
  return value;
}

import { useTheme } from "@mui/material/styles";
import { useMemo } from "react";
import { ROOT_FONT_SIZE, useFontSize } from "../../shell/font-size.tsx";
import type { GridFonts } from "./grid-columns.ts";

/** The browser's default root size, which the font size choice scales. */
const BROWSER_ROOT_PX = 16;

/** The fonts the grid draws in (the theme's body2, its headers in medium weight), at the chosen text size. */
export function useGridFonts(): GridFonts {
  const { typography } = useTheme();
  const { fontSize } = useFontSize();
  return useMemo(() => {
    const rem = parseFloat(String(typography.body2.fontSize)) || 0.875;
    const sizePx = (rem * BROWSER_ROOT_PX * parseFloat(ROOT_FONT_SIZE[fontSize])) / 100;
    const family = typography.fontFamily ?? "sans-serif";
    return {
      cell: { family, weight: typography.fontWeightRegular ?? 400, sizePx },
      header: { family, weight: typography.fontWeightMedium ?? 500, sizePx },
    };
  }, [typography, fontSize]);
}

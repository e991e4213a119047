import { createTheme } from "@mui/material/styles";

const PRIMARY = "#1976d2";

/** A keyboard user must see where they are: MUI's own cue is a faint ripple or overlay. */
const focusRing = (offset: number) => ({
  "&.Mui-focusVisible": { outline: `2px solid ${PRIMARY}`, outlineOffset: offset },
});

/** The firm's colours; the identity provider's pages use the same ones. */
export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: "#0b3d5c" },
    background: { default: "#f4f6f8" },
  },
  // A person who asks their system for less motion gets MUI's menus, dialogs, drawers and ripples
  // without their slides and fades (WCAG 2.3.3).
  motion: { reducedMotion: "system" },
  typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
  components: {
    MuiButtonBase: { styleOverrides: { root: focusRing(2) } },
    // Primary's label on its own hover or selection tint (a selected row) measured 4.38 and
    // 4.14:1, below WCAG's 4.5: text and outlined buttons read in the darker shade (5.2:1 there).
    MuiButton: {
      styleOverrides: {
        root: ({ theme: t, ownerState }) =>
          ownerState.color === "primary" && ownerState.variant !== "contained"
            ? { color: t.palette.primary.dark }
            : {},
      },
    },
    // Inside a card, whose edge would clip a ring drawn outside it.
    MuiCardActionArea: { styleOverrides: { root: focusRing(-3) } },
  },
});

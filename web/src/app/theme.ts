import { createTheme } from "@mui/material/styles";

const PRIMARY = "#1976d2";
/** Amber text that reads on white (5.0:1). */
const WARNING_TEXT = "#b45309";

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
    // An outlined warning chip ("Moderate risk") in MUI's amber measured 3.11:1 on white, below
    // WCAG's 4.5: its label and edge read in a darker amber (5.0:1); success and error pass as they are.
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.color === "warning" && ownerState.variant === "outlined"
            ? { color: WARNING_TEXT, borderColor: WARNING_TEXT }
            : {},
      },
    },
    // A read-only drawer (a data set in use) disables its fields; their helper texts still say
    // what a field holds, and MUI's disabled grey measured 2.67:1 on white: they keep the usual grey.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme: t }) => ({ "&.Mui-disabled": { color: t.palette.text.secondary } }) },
    },
    // Inside a card, whose edge would clip a ring drawn outside it.
    MuiCardActionArea: { styleOverrides: { root: focusRing(-3) } },
  },
});

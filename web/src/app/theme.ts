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
  typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
  components: {
    MuiButtonBase: { styleOverrides: { root: focusRing(2) } },
    // Inside a card, whose edge would clip a ring drawn outside it.
    MuiCardActionArea: { styleOverrides: { root: focusRing(-3) } },
  },
});

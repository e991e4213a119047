import { createTheme } from "@mui/material/styles";

/** The firm's colours; the identity provider's pages use the same ones. */
export const theme = createTheme({
  palette: {
    primary: { main: "#1976d2" },
    secondary: { main: "#0b3d5c" },
    background: { default: "#f4f6f8" },
  },
  typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
});

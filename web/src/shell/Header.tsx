import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { SIGN_OUT_URL } from "../app/sign-in.ts";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";

export const Header_viewer = graphql(`
  fragment Header_viewer on Viewer {
    name
  }
`);

export function Header(props: { viewer: FragmentType<typeof Header_viewer> }) {
  const viewer = getFragmentData(Header_viewer, props.viewer);
  return (
    <AppBar position="static" color="secondary" elevation={0}>
      <Toolbar component="nav" aria-label="Main">
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: "inherit", textDecoration: "none", fontWeight: 500 }}
        >
          ALM Analysis
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Typography component="span" sx={{ mr: 2 }} data-testid="user-name">
          {viewer.name}
        </Typography>
        <Button color="inherit" href={SIGN_OUT_URL} variant="outlined">
          Sign Out
        </Button>
      </Toolbar>
    </AppBar>
  );
}

import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";
import { useFontSize, type FontSize } from "./font-size.tsx";
import { NavMenus, type NavMenus_groups } from "./NavMenus.tsx";
import { useSignOut } from "./use-sign-out.ts";

export const Header_viewer = graphql(`
  fragment Header_viewer on Viewer {
    name
  }
`);

const FONT_SIZES: { value: FontSize; label: string }[] = [
  { value: "small", label: "Small" },
  { value: "default", label: "Default" },
  { value: "large", label: "Large" },
];

export function Header(props: {
  viewer: FragmentType<typeof Header_viewer>;
  navigation: FragmentType<typeof NavMenus_groups>[];
  bell: ReactNode;
}) {
  const viewer = getFragmentData(Header_viewer, props.viewer);
  const { fontSize, setFontSize } = useFontSize();
  const signOut = useSignOut();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
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
        <NavMenus groups={props.navigation} placement="START" />
        <Box sx={{ flex: 1 }} />
        <NavMenus groups={props.navigation} placement="END" />
        {props.bell}
        <Button
          color="inherit"
          aria-haspopup="menu"
          aria-expanded={!!menuAnchor}
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          data-testid="user-name"
          sx={{ textTransform: "none" }}
        >
          {viewer.name}
        </Button>
        <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
          {FONT_SIZES.map((s) => (
            <MenuItem
              key={s.value}
              role="menuitemradio"
              aria-checked={fontSize === s.value}
              selected={fontSize === s.value}
              onClick={() => setFontSize(s.value)}
            >
              {s.label} text
            </MenuItem>
          ))}
          <Divider />
          <MenuItem onClick={signOut}>Sign Out</MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}

import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";
import { Icon } from "../lib/icons.tsx";
import { useFontSize, type FontSize } from "./font-size.tsx";
import { NavMenus, type NavMenus_groups } from "./NavMenus.tsx";
import { useSignOut } from "./use-sign-out.ts";

// Opened from the user menu only: its code loads then, not with every page.
const AccessTokensDialog = lazy(() => import("./access-tokens/AccessTokensDialog.tsx"));

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
  /** The page is where home leads (useHomeIsHere): the brand link replaces the entry. */
  homeIsHere?: boolean;
}) {
  const viewer = getFragmentData(Header_viewer, props.viewer);
  const { fontSize, setFontSize } = useFontSize();
  const signOut = useSignOut();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // On a phone or tablet the menus fold under a menu button, so the header never outgrows the screen.
  const compact = useMediaQuery(useTheme().breakpoints.down("md"), { noSsr: true });
  const [menusOpen, setMenusOpen] = useState(false);
  const [tokensOpen, setTokensOpen] = useState(false);
  const menus = (
    <>
      <NavMenus groups={props.navigation} placement="START" />
      {!compact && <Box sx={{ flex: 1 }} />}
      <NavMenus groups={props.navigation} placement="END" />
    </>
  );
  return (
    <AppBar position="static" color="secondary" elevation={0} component="nav" aria-label="Main">
      <Toolbar sx={{ gap: 0.5 }}>
        {compact && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Menus"
            aria-expanded={menusOpen}
            aria-controls="header-menus"
            onClick={() => setMenusOpen((o) => !o)}
          >
            <Icon name="menu" />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          replace={props.homeIsHere}
          variant="h6"
          noWrap
          sx={{ color: "inherit", textDecoration: "none", fontWeight: 500, flexShrink: 0 }}
        >
          ALM Analysis
        </Typography>
        {compact ? <Box sx={{ flex: 1 }} /> : menus}
        {props.bell}
        <Button
          color="inherit"
          aria-haspopup="menu"
          aria-expanded={!!menuAnchor}
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          data-testid="user-name"
          sx={{ textTransform: "none", minWidth: 0 }}
        >
          <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {viewer.name}
          </Box>
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
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setTokensOpen(true);
            }}
          >
            Access Tokens
          </MenuItem>
          <MenuItem onClick={signOut}>Sign Out</MenuItem>
        </Menu>
        {tokensOpen && (
          <Suspense fallback={null}>
            <AccessTokensDialog onClose={() => setTokensOpen(false)} />
          </Suspense>
        )}
      </Toolbar>
      {compact && (
        // Shown or hidden at once: an animation here is not worth MUI's Collapse on the first screen.
        <Box
          id="header-menus"
          hidden={!menusOpen}
          sx={{ display: menusOpen ? "flex" : "none", flexWrap: "wrap", gap: 1, px: 1, pb: 1 }}
        >
          {menus}
        </Box>
      )}
    </AppBar>
  );
}

import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { SIGN_OUT_URL } from "../app/sign-in.ts";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";
import { useFontSize, type FontSize } from "./font-size.tsx";

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

export function Header(props: { viewer: FragmentType<typeof Header_viewer> }) {
  const viewer = getFragmentData(Header_viewer, props.viewer);
  const { fontSize, setFontSize } = useFontSize();
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
        <Box sx={{ flex: 1 }} />
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
          <ListSubheader>Font size</ListSubheader>
          <Box sx={{ px: 2, pb: 1 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={fontSize}
              aria-label="Font size"
              onChange={(_e, value: FontSize | null) => value && setFontSize(value)}
            >
              {FONT_SIZES.map((s) => (
                <ToggleButton key={s.value} value={s.value}>
                  {s.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Divider />
          <MenuItem component="a" href={SIGN_OUT_URL}>
            Sign Out
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}

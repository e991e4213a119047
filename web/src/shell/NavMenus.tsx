import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Fragment, useState } from "react";
import { Link as RouterLink } from "react-router";
import type { NavMenus_GroupsFragment } from "../generated/graphql.ts";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";
import { Icon } from "../lib/icons.tsx";

export const NavMenus_groups = graphql(`
  fragment NavMenus_groups on NavGroup {
    id
    text
    placement
    order
    visible
    categories {
      id
      label
      order
    }
    items {
      text
      path
      category
      order
      visible
      external
      statusTag {
        text
        color
      }
    }
  }
`);

const TAG_COLOR = { PRIMARY: "primary", WARNING: "warning", TERTIARY: "default" } as const;
const APP_PREFIX = "/analysis";

/** A path of this app becomes a router link; anything else opens in a new tab. */
function linkProps(path: string, external: boolean) {
  if (!external && path.startsWith(APP_PREFIX))
    return { component: RouterLink, to: path.slice(APP_PREFIX.length) || "/" };
  if (!external && path.startsWith("/")) return { component: RouterLink, to: path };
  return { component: "a", href: path, target: "_blank", rel: "noopener noreferrer" };
}

function NavGroupMenu({ group }: { group: NavMenus_GroupsFragment }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = group.items.filter((i) => i.visible);
  if (!items.length) return null;
  const categories = [...group.categories].sort((a, b) => a.order - b.order);
  const inCategory = (id: string) => items.filter((i) => i.category === id).sort((a, b) => a.order - b.order);
  const uncategorized = items.filter((i) => !categories.some((c) => c.id === i.category));
  const sections = [...categories.map((c) => inCategory(c.id)), uncategorized].filter((s) => s.length);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<Icon name="expandMore" />}
      >
        {group.text}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {sections.map((section, i) => (
          <Fragment key={i}>
            {i > 0 && <Divider />}
            {section.map((item) => (
              <MenuItem
                key={`${item.path}-${item.text}`}
                {...linkProps(item.path, item.external)}
                onClick={() => setAnchor(null)}
              >
                {item.text}
                {item.statusTag && (
                  <Chip
                    size="small"
                    sx={{ ml: 1 }}
                    label={item.statusTag.text}
                    color={TAG_COLOR[item.statusTag.color]}
                  />
                )}
              </MenuItem>
            ))}
          </Fragment>
        ))}
      </Menu>
    </>
  );
}

/** The server's navigation dictionary, groups the viewer may Navigate, at start or end. */
export function NavMenus(props: {
  groups: FragmentType<typeof NavMenus_groups>[];
  placement: "START" | "END";
}) {
  const groups = getFragmentData(NavMenus_groups, props.groups)
    .filter((g) => g.visible && g.placement === props.placement)
    .sort((a, b) => a.order - b.order);
  return (
    <Box sx={{ display: "flex", gap: 0.5, ml: props.placement === "START" ? 3 : 0 }}>
      {groups.map((g) => (
        <NavGroupMenu key={g.id} group={g} />
      ))}
    </Box>
  );
}

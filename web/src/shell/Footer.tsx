import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";

export const Footer_footer = graphql(`
  fragment Footer_footer on Footer {
    copyright
    links {
      label
      url
      order
    }
  }
`);

/** Copyright, the firm's links (company site, privacy, terms, Form ADV Part 2) and the build number. */
export function Footer(props: { footer: FragmentType<typeof Footer_footer> }) {
  const footer = getFragmentData(Footer_footer, props.footer);
  const links = [...footer.links].sort((a, b) => a.order - b.order);
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: "divider", display: "flex", gap: 3, flexWrap: "wrap" }}
    >
      <Typography variant="body2" color="text.secondary">
        {footer.copyright.replaceAll("[year]", String(new Date().getFullYear()))}
      </Typography>
      {links.map((l) => (
        <Link
          key={l.url}
          href={l.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          color="secondary"
        >
          {l.label}
        </Link>
      ))}
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" color="text.secondary" data-testid="build-number">
        Build {__BUILD_NUMBER__}
      </Typography>
    </Box>
  );
}

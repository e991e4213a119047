import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";

export const InfoCard_metadata = graphql(`
  fragment InfoCard_metadata on AppMetadata {
    head1
    head2
    description
    callToActionText
    button
    url
    screenshot
  }
`);

/** Shown instead of the page to a user without View: what the domain offers and how to get it. */
export function InfoCard(props: {
  domainLabel: string;
  metadata: FragmentType<typeof InfoCard_metadata> | null;
  noMetadataText: string;
}) {
  const meta = getFragmentData(InfoCard_metadata, props.metadata);
  if (!meta) {
    return (
      <Paper sx={{ p: 4, maxWidth: 720 }}>
        <Typography component="h2" variant="h5" gutterBottom>
          {props.domainLabel}
        </Typography>
        <Typography>{props.noMetadataText}</Typography>
      </Paper>
    );
  }
  return (
    <Paper sx={{ overflow: "hidden", maxWidth: 1080 }}>
      <Box sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", px: 4, py: 5 }}>
        <Typography variant="overline">{props.domainLabel}</Typography>
        <Typography component="h2" variant="h4">
          {meta.head1}
        </Typography>
        <Typography variant="h6" component="p">
          {meta.head2}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", gap: 4, p: 4, flexWrap: "wrap" }}>
        <Box sx={{ flex: "1 1 320px" }}>
          <Typography sx={{ mb: 2 }}>{meta.description}</Typography>
          <Typography sx={{ mb: 2 }}>{meta.callToActionText}</Typography>
          <Button variant="contained" href={meta.url} target="_blank" rel="noopener noreferrer">
            {meta.button}
          </Button>
        </Box>
        {meta.screenshot && (
          <Box
            component="img"
            src={meta.screenshot}
            alt={`${props.domainLabel} screenshot`}
            sx={{ flex: "1 1 320px", maxWidth: 480, borderRadius: 1, boxShadow: 2 }}
          />
        )}
      </Box>
    </Paper>
  );
}

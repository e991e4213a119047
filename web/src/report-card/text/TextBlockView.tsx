import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { useRenderComplete } from "../chart/use-render-complete.ts";

export const TextBlockViewFragment = graphql(`
  fragment TextBlockView_block on TextBlock {
    title
    text
    paragraphs
    footer
  }
`);

interface Props {
  block: FragmentType<typeof TextBlockViewFragment>;
  /** Print layout: paragraphs are not split across pages. */
  print: boolean;
  /** Called once, after the text is on the page. */
  onRenderComplete(): void;
}

/**
 * Summary, commentary and disclaimers. Commentary is typed by users, so it is only ever text:
 * React escapes it (no markup, scripts or event handlers get through) and CSS keeps its line
 * breaks.
 */
export function TextBlockView({ block, print, onRenderComplete }: Props) {
  const b = getFragmentData(TextBlockViewFragment, block);
  // Paragraphs come split on blank lines; a text without any is shown whole.
  const paragraphs = b.paragraphs.length ? b.paragraphs : b.text.trim() ? [b.text] : [];
  useRenderComplete(true, onRenderComplete);
  return (
    <Box component="section" aria-label={b.title || "Text"}>
      {b.title && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4, mb: 0.5 }}>
          {b.title}
        </Typography>
      )}
      {paragraphs.map((paragraph, i) => (
        <Typography
          key={i}
          variant="body2"
          sx={{
            whiteSpace: "pre-line",
            overflowWrap: "anywhere",
            mb: 1,
            ...(print && { breakInside: "avoid" }),
          }}
        >
          {paragraph}
        </Typography>
      ))}
      {b.footer && (
        <Typography component="p" variant="caption" color="text.secondary">
          {b.footer}
        </Typography>
      )}
    </Box>
  );
}

import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { useRenderedSignal } from "../use-rendered-signal.ts";

export const TextBlockViewFragment = graphql(`
  fragment TextBlockView_block on TextBlock {
    title
    paragraphs
    footer
  }
`);

interface Props {
  block: FragmentType<typeof TextBlockViewFragment>;
  print: boolean;
  onRenderComplete(): void;
}

/**
 * Summary, commentary and disclaimers. The commentary is typed by users: it is shown as text
 * (React escapes it), never as markup, with its line breaks kept.
 */
export function TextBlockView({ block, onRenderComplete }: Props) {
  const b = getFragmentData(TextBlockViewFragment, block);
  const ref = useRef<HTMLElement>(null);
  useRenderedSignal(ref, () => true, onRenderComplete);
  return (
    <section ref={ref} aria-label={b.title || "Text"}>
      {b.title && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {b.title}
        </Typography>
      )}
      {b.paragraphs.map((p, i) => (
        <Typography key={i} variant="body2" sx={{ whiteSpace: "pre-line", mb: 1 }}>
          {p}
        </Typography>
      ))}
      {b.footer && (
        <Typography variant="caption" color="text.secondary">
          {b.footer}
        </Typography>
      )}
    </section>
  );
}

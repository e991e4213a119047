import { decodeTocOptions } from "@alm/formats";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useParams } from "react-router";
import { PrintPage, PrintUnavailable } from "./PrintPage.tsx";
import { usePrintPackage } from "./print-route.ts";
import { useDocumentRenderState } from "./render-state.ts";

const BAD_CONTENTS = "The table of contents in this print link cannot be read.";

/** The table of contents: label, sublabel and the page each report starts on. */
export default function PrintTocPage() {
  const { options } = useParams();
  const entries = decodeTocOptions(options);
  const { definition, loading, problem: packageProblem } = usePrintPackage(!entries);
  const problem = packageProblem ?? (entries ? null : BAD_CONTENTS);
  useDocumentRenderState(problem ? "error" : loading ? "loading" : "complete", problem);
  if (problem) return <PrintUnavailable message={problem} />;
  if (!definition || !entries) return null;
  return (
    <PrintPage>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Contents
      </Typography>
      <Typography component="p" variant="subtitle1" color="text.secondary" sx={{ mb: 3 }}>
        {definition.client.name} · {definition.name}
      </Typography>
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {entries.map((entry, i) => (
          <Box
            component="li"
            key={`${entry.label}-${i}`}
            sx={{
              display: "flex",
              alignItems: "baseline",
              gap: 1,
              py: 0.5,
              fontSize: 14,
              breakInside: "avoid",
              // The last line never stands alone on a page: it takes the line above with it.
              ...(i === entries.length - 1 && entries.length > 1 ? { breakBefore: "avoid" } : {}),
            }}
          >
            <span>
              {entry.label}
              {entry.sublabel && (
                <Typography component="span" color="text.secondary" sx={{ fontSize: 12 }}>
                  {` — ${entry.sublabel}`}
                </Typography>
              )}
            </span>
            <Box aria-hidden="true" sx={{ flex: 1, borderBottom: "1px dotted #999", mx: 1 }} />
            <span>{entry.pageNumber}</span>
          </Box>
        ))}
      </Box>
    </PrintPage>
  );
}

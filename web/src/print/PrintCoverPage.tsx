import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useLocation } from "react-router";
import { shortDate } from "../lib/month-end.ts";
import { PrintPage, PrintUnavailable, printable } from "./PrintPage.tsx";
import { usePrintPackage } from "./print-route.ts";
import { useDocumentRenderState } from "./render-state.ts";

/** The cover of a report package: title, subtitle, client and date (spec section 3, PDF cover). */
export default function PrintCoverPage() {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const { definition, loading, problem } = usePrintPackage();
  useDocumentRenderState(problem ? "error" : loading ? "loading" : "complete", problem);
  if (problem) return <PrintUnavailable message={problem} />;
  if (!definition) return null;
  return (
    <PrintPage>
      <Box
        sx={{
          // A little under the printable height, so rounding never spills a blank second page.
          height: printable("portrait").height - 8,
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          textAlign: "center",
          gap: 2,
        }}
      >
        <Typography component="h1" variant="h3" sx={{ fontWeight: 600 }}>
          {query.get("title") || definition.name}
        </Typography>
        {(query.get("subtitle") || "") && (
          <Typography component="p" variant="h5" color="text.secondary">
            {query.get("subtitle")}
          </Typography>
        )}
        <Typography component="p" variant="h5">
          {definition.client.name}
        </Typography>
        <Typography component="p" variant="h6" color="text.secondary">
          As of {shortDate(definition.asOfDate)}
          {definition.compareAsOfDate ? ` compared with ${shortDate(definition.compareAsOfDate)}` : ""}
        </Typography>
      </Box>
    </PrintPage>
  );
}

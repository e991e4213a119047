import Typography from "@mui/material/Typography";
import { useQuery } from "@apollo/client/react";
import { decodeWhatIfPrintInput } from "@alm/formats";
import { useLocation, useParams } from "react-router";
import type { WhatIfChangeInput } from "../generated/graphql.ts";
import { getFragmentData } from "../generated/index.ts";
import { failureOf } from "../lib/failure-fields.ts";
import MeasureCharts from "../what-if/MeasureCharts.tsx";
import { WhatIfResult } from "../what-if/WhatIfResult.tsx";
import { WhatIfRunQuery, WhatIfView_whatIf } from "../what-if/what-if-queries.ts";
import { WHAT_IF_TEXTS as T } from "../what-if/what-if-texts.ts";
import { PrintPage, PrintUnavailable, printable } from "./PrintPage.tsx";
import { BAD_PRINT_LINK, readPrintIds } from "./print-route.ts";
import { NO_TICKET, printTicketOf } from "./print-ticket.ts";
import { useDocumentRenderState } from "./render-state.ts";

/**
 * A what-if's comparison on paper (the what-if PDF): the route carries the what-if's input, never
 * its figures; the gateway computes it with the print ticket, fenced to the route's report definition.
 */
export default function PrintWhatIfPage() {
  const params = useParams();
  const location = useLocation();
  const ticket = printTicketOf({ pathname: `/analysis${location.pathname}`, search: location.search });
  const ids = readPrintIds(params);
  const input = decodeWhatIfPrintInput(params.input);
  const { data, dataState, error, loading } = useQuery(WhatIfRunQuery, {
    skip: !ticket || !ids || !input,
    // The changes' shape is the gateway's to check: it names the field of any it refuses.
    variables: { input: { ...input!, changes: (input?.changes ?? []) as WhatIfChangeInput[] } },
    fetchPolicy: "no-cache",
  });
  const result = dataState === "complete" ? data.whatIf : undefined;
  const whatIf = result?.__typename === "WhatIf" ? getFragmentData(WhatIfView_whatIf, result) : null;
  const problem = !ticket
    ? NO_TICKET
    : !ids || !input
      ? BAD_PRINT_LINK
      : (error?.message ?? failureOf(result)?.message ?? null);
  useDocumentRenderState(problem ? "error" : loading || !whatIf ? "loading" : "complete", problem);
  if (problem) return <PrintUnavailable message={problem} />;
  if (!whatIf) return null;
  return (
    <PrintPage>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {T.printTitle}
      </Typography>
      <WhatIfResult
        whatIf={whatIf}
        printed
        charts={
          <MeasureCharts
            measures={whatIf.measures}
            paperWidth={printable("portrait").width}
            paperHeight={printable("portrait").height}
            shockBp={whatIf.shockBp}
          />
        }
      />
    </PrintPage>
  );
}

import { decodeReportPageOptions } from "@alm/formats";
import { useState } from "react";
import { useParams } from "react-router";
import { ReportCard, type ReportCardState } from "../report-card/ReportCard.tsx";
import { PrintPage, PrintUnavailable } from "./PrintPage.tsx";
import { BAD_PRINT_LINK, usePrintPackage } from "./print-route.ts";
import { useDocumentRenderState } from "./render-state.ts";

/** /print/cid/:clientId/did/:reportDefId/rid/:reportId/:options?: one report for paper. */
export default function PrintReportPage() {
  const { reportId, options } = useParams();
  const validReport = /^\d+$/.test(reportId ?? "");
  const { definition, loading, problem: packageProblem } = usePrintPackage(!validReport);
  const problem = validReport ? packageProblem : BAD_PRINT_LINK;
  const { year, orientation, treeLevels } = decodeReportPageOptions(options);
  const [state, setState] = useState<ReportCardState>("loading");
  useDocumentRenderState(problem ? "error" : loading ? "loading" : state, problem);
  if (problem) return <PrintUnavailable message={problem} />;
  if (!definition) return null;
  return (
    <PrintPage orientation={orientation} treeLevels={treeLevels}>
      <ReportCard
        definition={definition}
        reportId={Number(reportId)}
        year={year}
        print
        onStateChange={setState}
      />
    </PrintPage>
  );
}

import { decodeReportPageOptions } from "@alm/formats";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { ReportCard, type ReportCardState } from "../report-card/ReportCard.tsx";
import { PrintPage, PrintUnavailable } from "./PrintPage.tsx";
import { NO_TICKET, printTicketOf } from "./print-ticket.ts";
import { useDocumentRenderState } from "./render-state.ts";

/** /print/cid/:clientId/did/:reportDefId/rid/:reportId/:options?: one report for paper. */
export default function PrintReportPage() {
  const { reportDefId, reportId, options } = useParams();
  const location = useLocation();
  const ticket = printTicketOf({ pathname: `/analysis${location.pathname}`, search: location.search });
  const { year, orientation, treeLevels } = decodeReportPageOptions(options);
  const [state, setState] = useState<ReportCardState>("loading");
  const valid = Boolean(ticket && reportDefId && /^\d+$/.test(reportId ?? ""));
  useDocumentRenderState(valid ? state : "error", valid ? null : NO_TICKET);
  if (!valid || !reportDefId) return <PrintUnavailable message={NO_TICKET} />;
  return (
    <PrintPage orientation={orientation} treeLevels={treeLevels}>
      <ReportCard
        reportDefinitionId={reportDefId}
        reportId={Number(reportId)}
        year={year}
        print
        onStateChange={setState}
      />
    </PrintPage>
  );
}

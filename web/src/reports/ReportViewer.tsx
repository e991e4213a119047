import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigationType } from "react-router";
import { toggleKeys } from "../lib/report-selection.ts";
import { ReportCard, type ReportCardDefinition } from "../report-card/ReportCard.tsx";
import Button from "@mui/material/Button";
import { DocumentProgress } from "./DocumentProgress.tsx";
import { EmailDocumentDialog, type EmailDraft } from "./EmailDocumentDialog.tsx";
import { DownloadMenu } from "./DownloadMenu.tsx";
import { offersWhatIf } from "@alm/formats";
import { WhatIfLink } from "../lib/WhatIfLink.tsx";
import { ReportListPanel, useReportList } from "./ReportListPanel.tsx";
import { PageLoading } from "../lib/PageLoading.tsx";
import { useSkipLinks, type SkipLink } from "../lib/skip-links.tsx";
import { useTitleDetail } from "../lib/title-detail.ts";
import { ReportSidebar, REPORT_TREE_ID } from "./ReportSidebar.tsx";
import { EmailColleaguesQuery, ReportsPageDefinitionQuery } from "./reports-queries.ts";
import { useDocumentActions } from "./use-document-actions.ts";
import { useOpenReport } from "./use-open-report.ts";
import { ReportNotInDefinition } from "./ReportNotInDefinition.tsx";
import { ReportNotReady } from "./ReportNotReady.tsx";

/** The report on screen: "Skip to report" leads to it. */
const REPORT_ID = "report";
const focusReport = () => document.getElementById(REPORT_ID)?.focus();

export const NO_REPORTS_SELECTED =
  "No reports are available. One or more reports must be selected in the report definition.";

interface Props {
  clientId: string;
  definition: ReportCardDefinition;
  /** The viewer holds View All Clients (staff): Refresh Table, data sets and their runs. */
  canRefresh: boolean;
}

/** One report definition: its reports in the sidebar, the open one in the report card. */
export function ReportViewer({ clientId, definition: named, canRefresh }: Props) {
  const definitionId = named.id;
  const { data, loading, error } = useQuery(ReportsPageDefinitionQuery, {
    variables: { id: definitionId },
  });
  const [checked, setChecked] = useState<string[]>([]);
  const definition = data?.reportDefinition;
  const catalogue = definition?.catalogue;
  const entries = useMemo(
    () => catalogue?.categories.flatMap((c) => c.pages.flatMap((p) => p.entries)) ?? [],
    [catalogue],
  );
  const order = useMemo(() => entries.map((e) => e.key), [entries]);
  const { location, openKey, open, missing } = useOpenReport(definitionId, order);
  // The browser title names the report open ("ALM | Reports | NEV Summary").
  const openLabel = useMemo(() => entries.find((e) => e.key === openKey)?.label, [entries, openKey]);
  useTitleDetail(openLabel);
  // Print/PDF prints the ticked reports, or with none ticked the report on screen.
  const printed = useMemo(() => (checked.length ? checked : openKey ? [openKey] : []), [checked, openKey]);
  const printsOpenReport = printed.length > 0 && checked.length === 0;
  const documents = useDocumentActions(clientId, definitionId, printed);
  const [emailing, setEmailing] = useState(false);
  // A mail cancelled opens again as it was left, for this report definition.
  const [emailDraft, setEmailDraft] = useState<{ definitionId: string; draft: EmailDraft } | null>(null);
  // A client user's mail may reach only their colleagues: the dialog checks before a document is made.
  const colleagues = useQuery(EmailColleaguesQuery, {
    variables: { clientId },
    skip: !emailing || canRefresh,
  });
  const reportList = useReportList();
  const checkedSet = useMemo(() => new Set(checked), [checked]);
  // Stable, so that choosing a report re-renders its two entries of the list, not all of them.
  const { chosen } = reportList;
  const openEntry = useCallback(
    (entry: { reportId: number; year?: number | null }) => {
      chosen();
      open({ reportId: entry.reportId, year: entry.year ?? null });
    },
    [chosen, open],
  );
  // From a message in the report's place: its button goes with it, so focus moves to the report
  // opened (drawn by the time open returns) instead of falling to the page.
  const openFromMessage = useCallback(
    (entry: { reportId: number; year?: number | null }) => {
      openEntry(entry);
      focusReport();
    },
    [openEntry],
  );
  // Arrived by a link on another page (a risk dashboard tile): the link went with its page, so
  // focus moves to the report rather than falling to the document. A sign-in's arrival, Back and
  // redirects are not pushes, and a control that kept the focus (a menu's button) keeps it.
  const navigationType = useNavigationType();
  const reportShown = !loading && order.length > 0 && location !== null;
  useEffect(() => {
    if (navigationType !== "PUSH" || !reportShown) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    focusReport();
  }, [navigationType, reportShown]);
  // Past the header, the definition picker and the document buttons: 29 Tabs reached NEV Summary.
  const { reveal } = reportList;
  const skipLinks = useMemo<SkipLink[]>(
    () => [
      { target: REPORT_TREE_ID, label: "Skip to report list", onActivate: reveal },
      {
        target: REPORT_ID,
        label: "Skip to report",
        onActivate: focusReport,
      },
    ],
    [reveal],
  );
  useSkipLinks(skipLinks);
  const checkEntries = useCallback(
    (keys: readonly string[], on: boolean) => setChecked((prev) => toggleKeys(order, prev, keys, on)),
    [order],
  );

  if (loading) return <PageLoading label="Loading the report list" />;
  if (error || !definition || !catalogue) return <Alert severity="error">{error?.message}</Alert>;
  if (!order.length) return <Alert severity="info">{NO_REPORTS_SELECTED}</Alert>;
  return (
    <Box>
      <Box
        sx={{
          display: "flex",
          justifyContent: "flex-end",
          alignItems: "center",
          flexWrap: "wrap",
          gap: { xs: 1, sm: 2 },
          // Beside the definition picker where there is room, under it on a phone.
          mt: { xs: 0, md: -7 },
          mb: 2,
          minHeight: 40,
        }}
      >
        {offersWhatIf(order, canRefresh) && <WhatIfLink databaseId={named.databaseId} />}
        <DownloadMenu
          pdfs={definition.pdfs ?? []}
          canCreatePackages={canRefresh}
          busy={Boolean(documents.job)}
          selectedCount={checked.length}
          printsOpenReport={printsOpenReport}
          onDetailWorkbook={documents.detailWorkbook}
          onPdfPackage={documents.pdfPackage}
          onPrintSelection={documents.printSelection}
        />
        <Button variant="contained" disabled={Boolean(documents.job)} onClick={() => setEmailing(true)}>
          Email
        </Button>
      </Box>
      {documents.job && (
        // Under the buttons, not beside them: that row shares its line with the definition picker.
        <Box sx={{ display: "flex", justifyContent: "flex-end", mt: -1, mb: 2 }}>
          <DocumentProgress job={documents.job} />
        </Box>
      )}
      <ReportListPanel
        state={reportList}
        list={
          <ReportSidebar
            catalogue={catalogue}
            openKey={openKey}
            checked={checkedSet}
            onOpen={openEntry}
            onCheck={checkEntries}
          />
        }
      >
        {location ? (
          // On a phone the card gives its padding to the table.
          // Focused by "Skip to report": the next Tab goes to the report's first control.
          <Paper
            id={REPORT_ID}
            tabIndex={-1}
            variant="outlined"
            sx={{ p: { xs: 1, sm: 2 }, outline: "none" }}
          >
            <ReportCard
              definition={named}
              reportId={location.reportId}
              year={location.year ?? undefined}
              canRefresh={canRefresh}
              notReady={(failure, retry) => (
                <ReportNotReady
                  definitionId={definitionId}
                  clientId={clientId}
                  staff={canRefresh}
                  failure={failure}
                  onCompleted={retry}
                />
              )}
            />
          </Paper>
        ) : missing ? (
          <ReportNotInDefinition
            reportId={missing.reportId}
            year={missing.year}
            definitionName={definition.name}
            catalogue={catalogue}
            onOpen={openFromMessage}
          />
        ) : (
          <Typography sx={{ p: 2 }}>Please select a report.</Typography>
        )}
      </ReportListPanel>
      {emailing && (
        <EmailDocumentDialog
          open
          pdfs={definition.pdfs ?? []}
          selectedCount={checked.length}
          printsOpenReport={printsOpenReport}
          defaultSubject={definition.name}
          canTest={canRefresh}
          colleagues={colleagues.data?.client?.emailAddresses ?? undefined}
          draft={emailDraft?.definitionId === definitionId ? emailDraft.draft : undefined}
          onClose={(draft) => {
            setEmailDraft(draft ? { definitionId, draft } : null);
            setEmailing(false);
          }}
          onSend={documents.email}
        />
      )}
    </Box>
  );
}

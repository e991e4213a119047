import { useQuery } from "@apollo/client/react";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DataGridPremium, type GridColDef, type GridPaginationModel } from "@mui/x-data-grid-premium";
import { useEffect, useState } from "react";
import type { AuditEventsQuery as AuditEventsData } from "../generated/graphql.ts";
import { useAppConfig } from "../lib/AppConfigProvider.tsx";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { dateTime } from "../lib/month-end.ts";
import { pageNonce } from "../lib/style-cache.ts";
import { applyGridLicense } from "../report-card/table/grid-license.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { useStaffPage } from "../shell/staff-page.ts";
import { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
import { AuditFilters } from "./AuditFilters.tsx";
import { AuditEventsQuery } from "./audit-documents.ts";
import {
  actionLabel,
  auditFilterOf,
  detailsText,
  EMPTY_AUDIT_FILTER,
  PageCursors,
  type AuditFilterForm,
} from "./audit-paging.ts";

type AuditRow = NonNullable<AuditEventsData["auditEvents"]>["nodes"][number];

const COLUMNS: GridColDef<AuditRow>[] = [
  { field: "at", headerName: "When", width: 200, valueGetter: (_v, row) => dateTime(row.at) },
  {
    field: "who",
    headerName: "Who",
    width: 190,
    valueGetter: (_v, row) =>
      [
        row.actor.username ?? "(unknown)",
        row.actor.tenant && `(${row.actor.tenant})`,
        row.actor.credential && `via ${row.actor.credential}`,
      ]
        .filter(Boolean)
        .join(" "),
  },
  { field: "address", headerName: "From", width: 130 },
  { field: "action", headerName: "Action", width: 220, valueGetter: (_v, row) => actionLabel(row.action) },
  { field: "outcome", headerName: "Outcome", width: 110, valueGetter: (_v, row) => actionLabel(row.outcome) },
  { field: "target", headerName: "Target", flex: 1, minWidth: 180 },
  {
    field: "details",
    headerName: "Details",
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, row) => detailsText(row.details),
  },
];

const PAGE_SIZES = [25, 50, 100];

/**
 * Audit Trail (/audit, staff with View Audit Trail): who did what, when and from where, newest
 * first, paged by the server (the trail is too long to load whole), filtered by who, institution,
 * action and time.
 */
export default function AuditTrailPage() {
  const { allowed } = useStaffPage(AUDIT_TRAIL);
  return allowed ? <AuditTrail /> : null;
}

const AUDIT_TRAIL = { permission: ANALYSIS_PERMISSION_NAMES.VIEW_AUDIT_TRAIL, screen: "The Audit Trail" };

function AuditTrail() {
  applyGridLicense(useAppConfig().muiXLicenseKey);
  const notices = useNotices();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [cursors] = useState(() => new PageCursors());
  const after = cursors.afterOf(paging.page);
  const filter = auditFilterOf(form);
  // The trail grows while it is read: the screen shows what the server holds now, not a page the
  // cache kept, and Apply with the same filter asks again.
  const { data, previousData, error, loading, refetch } = useQuery(AuditEventsQuery, {
    variables: { filter, first: paging.pageSize, after: after ?? null },
    fetchPolicy: "cache-and-network",
  });
  // While the next page loads, the grid keeps showing the last one (and its way forward).
  const page = (data ?? previousData)?.auditEvents;
  const endCursor = data?.auditEvents?.pageInfo.endCursor;
  useEffect(() => {
    if (endCursor !== undefined) cursors.ended(paging.page, endCursor);
  }, [cursors, paging.page, endCursor]);
  // Unknown (-1) while pages follow; on the last page it is known, and the grid says "1–7 of 7".
  const hasNextPage = page?.pageInfo.hasNextPage ?? false;
  // A refused or failed read has no rows and no way forward: "0–0 of 0", Next off.
  const rowCount = !page
    ? error
      ? 0
      : -1
    : hasNextPage
      ? -1
      : paging.page * paging.pageSize + page.nodes.length;
  useEffect(() => {
    if (error) notices.error(error, ERROR_TEXTS.auditTrail);
  }, [error, notices]);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Sign-ins and their failures, sign-outs, second factors, access tokens and service accounts, security
        settings, approvals and publications. Events are never changed or deleted.
      </Typography>
      <AuditFilters
        onApply={(next) => {
          const same = paging.page === 0 && JSON.stringify(auditFilterOf(next)) === JSON.stringify(filter);
          cursors.clear();
          setForm(next);
          setPaging({ ...paging, page: 0 });
          if (same) void refetch();
        }}
      />
      <Paper variant="outlined" component="section" aria-label="Audit events" sx={{ minWidth: 0 }}>
        <DataGridPremium
          nonce={pageNonce()}
          aria-label="Audit events"
          rows={page?.nodes ?? []}
          getRowId={(row) => row.sequence}
          columns={COLUMNS}
          loading={loading}
          paginationMode="server"
          pagination
          rowCount={rowCount}
          paginationMeta={{ hasNextPage }}
          paginationModel={paging}
          onPaginationModelChange={(next) => {
            // Another page size pages the trail afresh: the cursors were of pages of the old size.
            if (next.pageSize !== paging.pageSize) {
              cursors.clear();
              setPaging({ ...next, page: 0 });
            } else setPaging(next);
          }}
          pageSizeOptions={PAGE_SIZES}
          density="compact"
          // Targets and details are read whole, not cut at the column's edge: rows grow to wrap them.
          getRowHeight={() => "auto"}
          sx={{ "& .MuiDataGrid-cell": { whiteSpace: "normal", overflowWrap: "anywhere", py: 0.75 } }}
          autoHeight
          disableRowSelectionOnClick
          disableColumnFilter
          disableColumnSorting
        />
      </Paper>
    </Stack>
  );
}

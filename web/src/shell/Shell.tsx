import { ERROR_TEXTS, hasErrorReason } from "../lib/error-texts.ts";
import type { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useAppConfig } from "../lib/AppConfigProvider.tsx";
import { useHomePath } from "../lib/home-path.ts";
import { Redirect } from "../lib/Redirect.tsx";
import { useRouteMeta } from "../lib/route-meta.ts";
import { SkipLinks, SkipLinksProvider } from "../lib/skip-links.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { IdleGuard } from "./idle/IdleGuard.tsx";
import { InfoCard } from "./InfoCard.tsx";
import { MfaSync } from "./MfaSync.tsx";
import { NotificationCenter } from "./notifications/NotificationCenter.tsx";
import { errorPath } from "./pages/ErrorPage.tsx";
import { TitleBar } from "./TitleBar.tsx";
import { VersionCheck } from "./version/VersionCheck.tsx";
import { ShellUnavailable } from "./ShellUnavailable.tsx";
import { ShellViewerQuery } from "./shell-viewer-query.ts";

/**
 * Starts the shell's query as the app starts, beside the first page's code and queries: the shell
 * renders only once the page's code has loaded, and its query then held back every page's.
 */
export function preloadShell(client: ApolloClient): void {
  void client.query({ query: ShellViewerQuery }).catch(() => undefined);
}

/** The signed-in app: nothing shows until the viewer and their permissions are known. */
export function Shell() {
  const config = useAppConfig();
  const meta = useRouteMeta();
  const [blurred, setBlurred] = useState(false);
  const { data, error, loading, refetch } = useQuery(ShellViewerQuery);
  // On the page home leads a client user to, the brand link replaces the entry, as a link to the
  // page one is on does, instead of adding a second entry of it that Back would seem to stay on.
  const { pathname } = useLocation();
  const homePath = useHomePath();
  const homeIsHere = data?.viewer.isStaff === false && pathname === homePath;
  // A refetch keeps the app on screen; only the first load shows the spinner.
  if (loading && !data) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: "100vh" }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (hasErrorReason(error, "NO_PERMISSIONS")) {
    return <Redirect to={errorPath(ERROR_TEXTS.noAccess, ERROR_TEXTS.noAccessResolution, true)} />;
  }
  if (error || !data) {
    const retry = () => void refetch().catch(() => undefined);
    return <ShellUnavailable error={error} retrying={loading} onRetry={retry} />;
  }
  const { viewer, shell } = data;
  const canView = viewer.permissionsIn.includes("View");
  const canReceive = viewer.permissionsIn.includes("Receive Notifications");
  return (
    <SkipLinksProvider>
      <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
        {/* Before the header: the first Tab of a page that offers them. */}
        <SkipLinks />
        {!meta.hideHeader && (
          <Header
            viewer={viewer}
            navigation={shell.navigation}
            homeIsHere={homeIsHere}
            bell={
              canReceive ? (
                <NotificationCenter
                  isStaff={viewer.isStaff}
                  suppressPopups={viewer.preferences.suppressPopups}
                />
              ) : null
            }
          />
        )}
        <MfaSync pending={viewer.mfa.pendingAction !== "NONE"} />
        <VersionCheck config={config.versionCheck} />
        {canView && <TitleBar meta={meta} userName={viewer.name} userFirstName={viewer.firstName} />}
        <Box
          component="main"
          // At least a screen tall: the footer starts below the fold, so lists that arrive longer than
          // their skeletons push it further down unseen instead of moving it on screen (layout shift).
          sx={{ flex: 1, minHeight: "100vh", p: 3, filter: blurred ? "blur(8px)" : undefined }}
          aria-hidden={blurred || undefined}
        >
          {canView ? (
            <Outlet />
          ) : (
            <InfoCard
              domainLabel="Analysis"
              metadata={shell.infoCard ?? null}
              noMetadataText={shell.globals.errors.noMetadata}
            />
          )}
        </Box>
        {!meta.hideFooter && <Footer footer={shell.globals.footer} />}
        <IdleGuard
          idle={config.idle}
          perpetual={viewer.permissionsIn.includes("Perpetual Login")}
          onBlur={setBlurred}
        />
      </Box>
    </SkipLinksProvider>
  );
}

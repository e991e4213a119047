import Button from "@mui/material/Button";
import { useEffect, useState } from "react";
import type { AppConfig } from "../../lib/app-config.ts";
import { versionDecision } from "./version-decision.ts";
import { LazyAlert } from "../../lib/LazyAlert.tsx";

async function serverBuild(): Promise<string> {
  try {
    const res = await fetch("/version.json", { cache: "no-store" });
    return res.ok ? String(((await res.json()) as { buildNumber?: unknown }).buildNumber ?? "") : "";
  } catch {
    return "";
  }
}

/**
 * Whether this page load has had its first answer. Per page, not per mount: the effect starts
 * again when the deployment's settings arrive after the defaults (or the shell mounts again), and
 * a "first" check then would reload a page the user is working in, without the notice.
 */
let pageChecked = false;

/** Polls the gateway's build number; a new build shows a notice and reloads the page. */
export function VersionCheck({ config }: { config: AppConfig["versionCheck"] }) {
  const [notice, setNotice] = useState(false);
  useEffect(() => {
    let reloadTimer: number | undefined;
    const check = async () => {
      const build = await serverBuild();
      const decision = versionDecision(!pageChecked, build, __BUILD_NUMBER__);
      pageChecked = true;
      if (decision === "reload-now") window.location.reload();
      if (decision === "notify" && reloadTimer === undefined) {
        setNotice(true);
        reloadTimer = window.setTimeout(() => window.location.reload(), config.reloadDelaySeconds * 1000);
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), config.intervalSeconds * 1000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(reloadTimer);
    };
  }, [config]);
  if (!notice) return null;
  return (
    <LazyAlert
      severity="info"
      role="status"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload now
        </Button>
      }
    >
      A new version of ALM Analysis is available. This page reloads in {config.reloadDelaySeconds} seconds.
    </LazyAlert>
  );
}

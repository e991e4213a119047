import { LicenseInfo } from "@mui/x-license";

let applied: string | null = null;

/** The deployment's MUI X licence (from /app-config.json), set once before a grid renders. */
export function applyGridLicense(key: string | null | undefined) {
  if (!key || key === applied) return;
  LicenseInfo.setLicenseKey(key);
  applied = key;
}

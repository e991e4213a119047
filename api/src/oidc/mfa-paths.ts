import { OIDC_MOUNT_PATH } from "./provider.ts";

/** The route of the second sign-in step, below the interaction's own page. */
export const MFA_ROUTE = `${OIDC_MOUNT_PATH}/interaction/:uid/mfa`;

/** The second step's page of one sign-in interaction. */
export const MFA_PATH = (uid: string) => MFA_ROUTE.replace(":uid", encodeURIComponent(uid));

import { randomBytes } from "node:crypto";
import { newPrefixedSecret } from "./secret-hash.ts";

/** Service accounts' client ids start with this, so the provider and the api tell them apart. */
export const SERVICE_ACCOUNT_ID_PREFIX = "svc_";

/** A prefix on secrets lets secret scanners (and people) recognise a leaked one. */
const SECRET_PREFIX = "almsvc_";

export const newClientId = () => `${SERVICE_ACCOUNT_ID_PREFIX}${randomBytes(10).toString("hex")}`;

/** 256 random bits: shown once to whoever made or rotated it, never stored. */
export const newSecret = () => newPrefixedSecret(SECRET_PREFIX);

export const isServiceAccountId = (clientId: string) => clientId.startsWith(SERVICE_ACCOUNT_ID_PREFIX);

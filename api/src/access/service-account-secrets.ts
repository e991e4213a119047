import { randomBytes } from "node:crypto";
import { SERVICE_ACCOUNT_ID_PREFIX } from "../auth/caller.ts";
import { newPrefixedSecret } from "./secret-hash.ts";

/** A prefix on secrets lets secret scanners (and people) recognise a leaked one. */
const SECRET_PREFIX = "almsvc_";

export const newClientId = () => `${SERVICE_ACCOUNT_ID_PREFIX}${randomBytes(10).toString("hex")}`;

/** 256 random bits: shown once to whoever made or rotated it, never stored. */
export const newSecret = () => newPrefixedSecret(SECRET_PREFIX);

import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;

/** Seals text with AES-256-GCM: what the gateway's tables hold instead of tokens. */
export interface SealedBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

export function createSealedBox(key: Buffer): SealedBox {
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
    },
    open(sealed) {
      const [iv = "", tag = "", body = ""] = sealed.split(".");
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

/** How a bearer identifier (session id, print grant id) is looked up without being stored. */
export const lookupKey = (id: string) => createHash("sha256").update(id).digest("base64url");

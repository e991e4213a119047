import type { IncomingMessage } from "node:http";
import type { Response } from "express";

export const SESSION_COOKIE = "alm_session";
export const LOGIN_COOKIE = "alm_login";

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** HttpOnly and SameSite=Lax: scripts cannot read it, other sites cannot post with it. */
export function setCookie(res: Response, name: string, value: string, secure: boolean, maxAgeMs?: number) {
  res.cookie(name, value, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    ...(maxAgeMs ? { maxAge: maxAgeMs } : {}),
  });
}

export function clearCookie(res: Response, name: string, secure: boolean) {
  res.clearCookie(name, { httpOnly: true, sameSite: "lax", secure, path: "/" });
}

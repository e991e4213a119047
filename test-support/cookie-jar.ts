/** A cookie as the jar keeps it. */
export interface JarCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite?: "Strict" | "Lax" | "None";
}

const SAME_SITES = { strict: "Strict", lax: "Lax", none: "None" } as const;

/** Just enough of a browser's cookie handling for tests on localhost (names and paths). */
export class CookieJar {
  private readonly cookies = new Map<string, JarCookie>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...parts] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const attributes = parts.map((a) => a.trim());
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute("path") ?? "/";
      const sameSite = SAME_SITES[(attribute("samesite") ?? "").toLowerCase() as keyof typeof SAME_SITES];
      const httpOnly = attributes.some((a) => a.toLowerCase() === "httponly");
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, { name, value, path, httpOnly, sameSite });
    }
  }

  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.values()]
      .filter((c) => path.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, path = "/"): void {
    this.cookies.set(name, { name, value, path, httpOnly: false });
  }

  /** Every cookie held, e.g. to hand a signed-in session to a browser. */
  all(): JarCookie[] {
    return [...this.cookies.values()];
  }
}

import { skipsWithoutPostgres } from "@alm/test-support";
import { describe, expect, it } from "vitest";
import { openConfiguredPostgres, withoutPassword } from "./connection-url.ts";

const server = process.env.DATABASE_URL ?? "";

describe("a configured database URL", () => {
  it("is shown without its password", () => {
    expect(withoutPassword("--dbname=postgres://alm:s3cret@db:5432/alm failed")).toBe(
      "--dbname=postgres://alm:***@db:5432/alm failed",
    );
    expect(withoutPassword("postgres://db:5432/alm")).toBe("postgres://db:5432/alm");
  });

  it.skipIf(skipsWithoutPostgres())(
    "that cannot be opened is named, with the reason and what to check",
    async () => {
      const url = new URL(server);
      const missing = new URL(server);
      missing.pathname = "/alm_no_such_database";
      const wrongPassword = new URL(server);
      wrongPassword.password = "not-the-password";
      const nobodyListens = new URL(server);
      nobodyListens.port = "1";
      for (const [target, reason] of [
        [missing, /database "alm_no_such_database" does not exist/],
        [wrongPassword, /password authentication failed/],
        [nobodyListens, /ECONNREFUSED/],
      ] as const) {
        const failure = await openConfiguredPostgres("DATABASE_URL", target.href).catch((e: Error) => e);
        expect(String(failure)).toMatch(
          /^Error: DATABASE_URL names a database that could not be opened \(postgres:\/\//,
        );
        expect(String(failure)).toMatch(reason);
        expect(String(failure)).toContain("the database exists (createdb)");
        expect(String(failure)).not.toContain(`:${target.password}@`);
      }
      const db = await openConfiguredPostgres("DATABASE_URL", url.href);
      expect(await db.query("select 1 as one")).toEqual([{ one: 1 }]);
      await db.close();
    },
  );
});

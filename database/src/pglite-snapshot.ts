import type { PGlite } from "@electric-sql/pglite";

/**
 * A consistent copy of an embedded cluster, as the gzipped tarball PGlite's `loadDataDir` starts
 * from. Taken under PGlite's transaction lock, so that no transaction is half-way through its
 * statements, and its query lock (dumpDataDir's own), so that no statement is: a copy of the
 * files alone while the database serves would be torn.
 */
export const snapshotOf = (pg: PGlite): Promise<Uint8Array> =>
  pg._runExclusiveTransaction(async () => new Uint8Array(await (await pg.dumpDataDir("gzip")).arrayBuffer()));

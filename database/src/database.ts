/** What repositories need from a database: PGlite and PostgreSQL both provide it. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs several statements (migrations); no parameters. `waitMs`: how long the server may take to
   * answer, where the usual wait (a minute) is too short (a migration rewriting a large table).
   */
  exec(sql: string, options?: { waitMs?: number }): Promise<void>;
  /**
   * Runs several statements, no parameters, and returns the rows of all of them in order: what a
   * queue library's locked blocks (`begin; … returning …; commit`) need.
   */
  script<T>(sql: string): Promise<T[]>;
  /** Everything inside commits together or not at all. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only (several services share one server): calls `onPayload` for every NOTIFY on
   * the channel, whichever connection sent it, until the returned function is called. The
   * listening connection is reopened when it drops; what is sent while it is down is not seen.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: runs `work` while holding the server-wide advisory lock `name`, so that
   * instances starting at once on one database (migrations, the demo seed) take turns. An embedded
   * database has one process, which needs no turns.
   */
  exclusively?<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Embedded PGlite only: a consistent copy of the whole cluster (a gzipped tarball PGlite's
   * `loadDataDir` starts from), taken while the database serves. PostgreSQL is backed up with
   * pg_dump instead (scripts/backup.ts).
   */
  snapshot?(): Promise<Uint8Array>;
}

/** `work` under the database's lock `name` where several processes can share it; else at once. */
export const exclusively = <T>(db: Database, name: string, work: () => Promise<T>): Promise<T> =>
  db.exclusively ? db.exclusively(name, work) : work();

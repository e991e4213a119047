import type { Database } from "@alm/database";

const CHANNEL = "gateway_document_jobs";

/** Without NOTIFY (PGlite), the listeners of every JobEvents on one database object, in process. */
const inProcess = new WeakMap<Database, Set<(id: string) => void>>();

/**
 * "Job X changed", to whichever instance a job's subscriber is connected to: NOTIFY on the
 * gateway's PostgreSQL (every instance LISTENs); on the embedded PGlite, which one process owns,
 * in process. Only the id travels: listeners read the job's state from the store.
 */
export class JobEvents {
  private readonly db: Database;
  private readonly listeners = new Map<string, Set<() => void>>();
  private unlisten: (() => Promise<void>) | undefined;
  private readonly onChange = (id: string) => this.deliver(id);

  constructor(db: Database) {
    this.db = db;
  }

  async start(): Promise<void> {
    if (this.db.listen) {
      this.unlisten = await this.db.listen(CHANNEL, this.onChange);
      return;
    }
    const local = inProcess.get(this.db) ?? new Set();
    local.add(this.onChange);
    inProcess.set(this.db, local);
  }

  async publish(id: string): Promise<void> {
    if (this.db.listen) await this.db.query("select pg_notify($1, $2)", [CHANNEL, id]);
    else for (const deliver of inProcess.get(this.db) ?? []) deliver(id);
  }

  /** Calls `listener` on every change of the job until the returned function is called. */
  subscribe(id: string, listener: () => void): () => void {
    const set = this.listeners.get(id) ?? new Set();
    set.add(listener);
    this.listeners.set(id, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(id);
    };
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    inProcess.get(this.db)?.delete(this.onChange);
    await this.unlisten?.();
  }

  private deliver(id: string) {
    for (const listener of this.listeners.get(id) ?? []) listener();
  }
}

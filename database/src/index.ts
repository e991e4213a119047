export type { Database, Queryable } from "./database.ts";
export { exclusively } from "./database.ts";
export { openPgliteDatabase } from "./pglite-database.ts";
export { openPostgresDatabase, type PostgresOptions } from "./postgres-database.ts";
export { openConfiguredPostgres } from "./connection-url.ts";
export { DatabaseError } from "./pglite-protocol.ts";
export { applyMigrations, MIGRATION_WAIT_MS, type Migrations } from "./migrate.ts";
export { isUniqueViolation } from "./sql-errors.ts";
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  IdempotencyKeys,
  idempotentRequests,
  requestHashOf,
  type AnswerBox,
  type CallerOf,
  type IdempotencyRefusal,
  type IdempotencySettings,
  type IdempotentRequestOptions,
} from "./idempotent-requests.ts";
export {
  restoreBackup,
  takeBackup,
  readBackup,
  timeInFileName,
  type BackupManifest,
  type Store,
} from "./backup/backup-set.ts";
export { requestCounter, type RateBudget, type RequestCounter } from "./request-counts.ts";

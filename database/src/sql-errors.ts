/** A statement broke a unique constraint (SQLSTATE 23505), on PostgreSQL and PGlite alike. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "23505";

/**
 * The server ended the session (SQLSTATE 57P01 an administrator or a failover, 57P02 a crash of
 * another backend, 57P05 an idle timeout). A statement that fails with it did not commit: either
 * it reached a connection the server had already ended, before the pool heard so, or it was rolled
 * back with its session.
 */
const SESSION_ENDED = new Set(["57P01", "57P02", "57P05"]);
export const isSessionEnded = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && SESSION_ENDED.has(String(error.code));

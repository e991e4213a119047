/** A statement broke a unique constraint (SQLSTATE 23505), on PostgreSQL and PGlite alike. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "23505";

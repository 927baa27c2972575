/** PostgreSQL's SQLSTATE of an error, as postgres.js and PGlite report it, perhaps wrapped by Drizzle. */
export function postgresErrorCode(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A unique constraint refused the write. */
export const UNIQUE_VIOLATION = "23505";

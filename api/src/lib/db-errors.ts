/** The PostgreSQL error (SQLSTATE code, constraint), looking through drizzle's wrapper. */
function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The PostgreSQL error code (SQLSTATE) of an error. */
export function pgCode(error: unknown): string | undefined {
  return pgError(error)?.code;
}

/** The constraint a PostgreSQL error names (unique, foreign key, check), if any. */
export function pgConstraint(error: unknown): string | undefined {
  return pgError(error)?.constraint;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, also when Drizzle wrapped it (its `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** unique_violation: another row already holds the value. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

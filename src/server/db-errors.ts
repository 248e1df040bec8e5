/**
 * PostgreSQL's unique_violation (23505), as pg and PGlite report it, possibly wrapped by Drizzle (its `cause`).
 * With a constraint name, only a violation of that constraint counts (pg names it; PGlite only in the message).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (constraint === undefined) return true;
      if (candidate.constraint === constraint || (typeof candidate.message === 'string' && candidate.message.includes(constraint))) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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

/**
 * SQLSTATEs and socket errors that say the database cannot be reached right now, not that the request was wrong:
 * connection exceptions (class 08), the server shutting down or starting (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = new Set(['08000', '08001', '08003', '08004', '08006', '08007', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// What pg and its pool throw without a code when a connection ends or cannot be had in time.
const UNAVAILABLE_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /client has encountered a connection error/i, /connection (?:is )?closed/i, /server closed the connection unexpectedly/i, /cannot use a pool after calling end/i, /query read timeout/i];

/** The database is away (restarting, unreachable, refusing connections): a 503 and a retry, never a 500 (decision 049). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string' && (UNAVAILABLE_STATES.has(candidate.code) || UNAVAILABLE_SOCKET_CODES.has(candidate.code))) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
    // Node's AggregateError (a connection refused on every address of a host).
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Structured one-line logs. Never pass a password or a token here. */
type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (process.env.NODE_ENV === 'test' && level === 'info') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'info') console.log(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/**
 * What of an error goes into a log line: its message, never the values it was given. Drizzle's query errors say
 * "Failed query: <sql>\nparams: <values>", and the values are user data (names, answers, a journal entry): only the
 * SQL text (placeholders, no values) and the database's own error are kept.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const failedQuery = /^Failed query: ([\s\S]*?)\nparams: /.exec(error.message);
  if (failedQuery) {
    const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
    return { error: 'Failed query', query: failedQuery[1], cause: typeof cause?.message === 'string' ? cause.message : undefined, code: cause?.code, stack: error.stack?.split('\n').slice(1, 6).join('\n') };
  }
  return { error: error.message, stack: error.stack?.split('\n').slice(1, 6).join('\n') };
}

import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE_DIGEST } from '@/lib/outage';

/** A message key translated into the request's language; `values` fill its ICU arguments. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A failure the user can act on: carries the HTTP status and a message fit to show. Never a 500. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /**
   * What a route handler's JSON answer adds to `{ error, code }` for this error (decision 015), merged over them:
   * data a client acts on, such as the offset an upload resumes from. Subclasses that need it define it.
   */
  jsonFields?(translate: Translate): Record<string, unknown>;

  /** The values of the message's ICU arguments (a wait in minutes), as data: the words are the reader's language's. */
  messageValues?(): Record<string, string | number>;

  /** Headers a route handler's answer carries for this error, such as a 429's or 503's Retry-After (RFC 9110 10.2.3). */
  responseHeaders?(): Record<string, string>;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Turns a zod error into per-field messages (first message per field). */
export function fieldErrorsFrom(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The database is away for a moment (decision 049): a 503 with Retry-After, in the person's language; a signed-in
 * person stays signed in. `digest` is what Next hands a page's error boundary in place of the message.
 */
export class DatabaseUnavailableError extends AppError {
  static from(error: unknown, isUnavailable: (error: unknown) => boolean): unknown {
    return error instanceof DatabaseUnavailableError || !isUnavailable(error) ? error : new DatabaseUnavailableError(error);
  }

  readonly digest = DATABASE_UNAVAILABLE_DIGEST;

  constructor(cause?: unknown) {
    super(503, 'errors.databaseUnavailable');
    this.cause = cause;
  }

  override responseHeaders(): Record<string, string> {
    return { 'Retry-After': String(DATABASE_RETRY_SECONDS) };
  }

  override jsonFields(): Record<string, unknown> {
    return { retryAfter: DATABASE_RETRY_SECONDS };
  }
}

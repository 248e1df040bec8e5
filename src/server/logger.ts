import { createHash } from 'node:crypto';
import { inspect } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/outage';
import { isDatabaseUnavailable } from './db-errors';
import { currentRequestContext } from './request-context';

/*
 * Structured logs through pino (OWASP ASVS V16; docs/running.md "Logs"). One JSON line per event in production
 * (`{"level","time","requestId"?,"userId"?,"message",…fields}`, info on stdout, warnings and errors on stderr), a short
 * readable line in development, and under tests only warnings and errors. A line written while a request is handled
 * carries its request id and, once the session flow knows it, the user id (request-context.ts).
 *
 * Never pass a password, a token or personal data here. Two nets catch what slips through: pino's redaction of
 * secret-looking keys (REDACTED_KEYS), and a scrub of every string (message and fields) that replaces e-mail
 * addresses by a pseudonym (`email:` + 12 hex digits of their SHA-256, so lines about one address still correlate;
 * the audit log, not this one, keeps addresses; a pseudonym, not anonymity: whoever holds an address can match it)
 * and the values of secret-looking URL query parameters.
 * No 'server-only': server.ts imports code that logs (the market engine).
 */

type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Log {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Keys whose values never reach a log line, at the top level or one level down (`headers.cookie`). */
export const REDACTED_KEYS = [
  'password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'accessToken', 'refreshToken', 'idToken',
  'secret', 'apiKey', 'cookie', 'Cookie', 'set-cookie', 'authorization', 'Authorization', 'smtpUrl', 'databaseUrl',
] as const;

function redactionPaths(): string[] {
  return REDACTED_KEYS.flatMap((key) => (/^\w+$/.test(key) ? [key, `*.${key}`] : [`["${key}"]`, `*["${key}"]`]));
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** `?token=…`, `&code=…` in an address inside a message (a failed fetch, a malformed URL): the value goes. */
const SECRET_QUERY_PARAMETER = /([?&](?:token|code|key|secret|password|signature|sig|auth)[\w-]*=)[^&\s"'#]+/gi;

export function emailPseudonym(email: string): string {
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
}

function scrubText(text: string): string {
  return text.replace(EMAIL, emailPseudonym).replace(SECRET_QUERY_PARAMETER, '$1[Redacted]');
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value instanceof Error) return scrub(errorFields(value), depth + 1);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]));
}

/** Development and tests: `12:03:04.512 WARN  message key=value … [req 3f2a… user u1]`, the stack below it. */
function readableDestination(): DestinationStream {
  return {
    write(line: string) {
      const { level, time, message, requestId, userId, stack, ...fields } = JSON.parse(line) as Record<string, unknown>;
      const clock = typeof time === 'string' ? time.slice(11, 23) : '';
      const rest = Object.entries(fields).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      const where = [requestId && `req ${String(requestId).slice(0, 8)}`, userId && `user ${String(userId)}`].filter(Boolean).join(' ');
      const text = [clock, String(level).toUpperCase().padEnd(5), message, ...rest, where && `[${where}]`].filter(Boolean).join(' ');
      const output = typeof stack === 'string' ? `${text}\n${stack}` : text;
      // console, not process.stdout: vitest shows a test's console output beside the test.
      if (level === 'info') console.log(output);
      else console.error(output);
    },
  };
}

/** Production: JSON lines, info to stdout, warnings and errors to stderr (synchronous on Linux pipes and files). */
function jsonDestination(): DestinationStream {
  return pino.multistream(
    [
      { level: 'info', stream: process.stdout },
      { level: 'warn', stream: process.stderr },
    ],
    { dedupe: true },
  );
}

function pinoLogger(destination: DestinationStream, level: Level): Logger {
  return pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactionPaths(), censor: '[Redacted]' },
      mixin: () => {
        const context = currentRequestContext();
        return context ? { requestId: context.requestId, ...(context.userId ? { userId: context.userId } : {}) } : {};
      },
    },
    destination,
  );
}

function logOver(logger: () => Logger): Log {
  const write = (level: Level, message: string, fields?: LogFields) => {
    logger()[level]((fields ? scrub(fields) : {}) as object, scrubText(message));
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

/** A log writing JSON lines to `destination`, for tests of what a line holds. */
export function createLog(destination: DestinationStream, level: Level = 'info'): Log {
  const logger = pinoLogger(destination, level);
  return logOver(() => logger);
}

const defaultLoggers = new Map<string, Logger>();

/**
 * Chosen at the first line, not at import: server.ts sets NODE_ENV=production only after its imports ran (and tests
 * may stub it), so the mode is read each time and one logger is kept per mode.
 */
function defaultLogger(): Logger {
  const mode = process.env.NODE_ENV === 'production' ? 'production' : process.env.NODE_ENV === 'test' ? 'test' : 'development';
  let logger = defaultLoggers.get(mode);
  if (!logger) {
    logger = mode === 'production' ? pinoLogger(jsonDestination(), 'info') : pinoLogger(readableDestination(), mode === 'test' ? 'warn' : 'info');
    defaultLoggers.set(mode, logger);
  }
  return logger;
}

export const log: Log = logOver(defaultLogger);

/**
 * The first frames of the stack, without the message that heads it: a failed query's message spans several lines
 * (its "params:" line holds the values), so the frames are picked by their "at " rather than by skipping one line.
 */
function stackFrames(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 10)
    .join('\n');
}

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
    return { error: 'Failed query', query: failedQuery[1], cause: typeof cause?.message === 'string' ? cause.message : undefined, code: cause?.code, stack: stackFrames(error) };
  }
  return { error: error.message, stack: stackFrames(error) };
}

/**
 * What Next's image optimizer writes at error level about the address a client asked it to resize
 * (`/_next/image?url=/nope.png&w=64&q=75`): a missing file, a page or a file that is not an image. Anyone may ask for
 * any address, and Next answers each with a 4xx; at error level, anonymous fuzzing would fill the error log and bury
 * the faults that are ours. They stay as info lines. The optimizer's other error lines (a cache that cannot be
 * written, an internal request that threw) are ours and stay errors.
 */
const CLIENT_CAUSED_NEXT_ERRORS = [
  /^(?:⨯\s*)?internal image response (?:failed|is empty|exceeded maximum size) for /,
  /^(?:⨯\s*)?The requested resource isn't a valid image for /,
  /^(?:⨯\s*)?The requested resource ".*" has type ".*" but dangerouslyAllowSVG is disabled/,
];

/** The level a console line is logged at: its own, but info for a client's mistake Next reports as an error. */
export function consoleLineLevel(level: 'warn' | 'error', text: string): Level {
  return level === 'error' && CLIENT_CAUSED_NEXT_ERRORS.some((pattern) => pattern.test(text)) ? 'info' : level;
}

/**
 * Production: what Next and libraries write with console.warn / console.error (a page's render error, with its
 * stack and digest) goes through this log too, so it is one JSON line carrying the request's id, scrubbed like ours.
 * console.log stays as it is (start-up messages). Called once by server.ts.
 */
export function routeConsoleErrorsToLog(target: Log = log, sink: Pick<Console, 'warn' | 'error'> = console): void {
  const write = (level: 'warn' | 'error') => (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    const text = args
      .filter((arg) => arg !== error)
      .map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 2, breakLength: Infinity })))
      .join(' ')
      // Libraries colour their own console lines (better-auth): a JSON line has no use for terminal escapes.
      // eslint-disable-next-line no-control-regex -- the escape character is what is being removed
      .replace(/\u001b\[[0-9;]*m/g, '');
    const digest = (error as { digest?: unknown } | undefined)?.digest;
    const message = text || error?.message || 'console';
    // Next's report of a page drawn while the database was away ('⨯' and the error; not its 'uncaughtException'): the
    // request is answered 503 with the outage screen (decision 049), an expected moment, not a fault to look at.
    const outage = error !== undefined && text.trim() === '⨯' && (digest === DATABASE_UNAVAILABLE_DIGEST || isDatabaseUnavailable(error));
    target[outage ? 'warn' : consoleLineLevel(level, message)](message, { ...(error ? errorFields(error) : {}), ...(typeof digest === 'string' ? { digest } : {}) });
  };
  sink.warn = write('warn');
  sink.error = write('error');
}

import * as nextLog from 'next/dist/build/output/log';
import { describe, expect, it } from 'vitest';
import { consoleLineLevel, createLog, emailPseudonym, errorFields, routeConsoleErrorsToLog } from './logger';
import { currentRequestContext, newRequestId, recordRequestUserId, runInRequestContext } from './request-context';

/** A log whose JSON lines are kept, one parsed object per line. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = createLog({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

describe('the request context on log lines', () => {
  it('puts the request id on every line inside a request, and the user id once it is recorded', async () => {
    const { log, lines } = capturedLog();
    await runInRequestContext({ requestId: 'request-1' }, async () => {
      log.info('before the session is known');
      recordRequestUserId('user-7');
      // Still there after an await and in work the request started but did not await.
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('after the session', { step: 3 });
      await new Promise<void>((resolve) => setImmediate(() => (log.error('in a callback'), resolve())));
    });
    expect(lines).toMatchObject([
      { level: 'info', message: 'before the session is known', requestId: 'request-1' },
      { level: 'warn', message: 'after the session', requestId: 'request-1', userId: 'user-7', step: 3 },
      { level: 'error', message: 'in a callback', requestId: 'request-1', userId: 'user-7' },
    ]);
    expect(lines[0]).not.toHaveProperty('userId');
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('puts neither outside a request, and keeps concurrent requests apart', async () => {
    const { log, lines } = capturedLog();
    recordRequestUserId('nobody'); // outside a request: ignored
    log.info('start-up');
    await Promise.all(
      ['a', 'b'].map((name) =>
        runInRequestContext({ requestId: `request-${name}` }, async () => {
          recordRequestUserId(`user-${name}`);
          await new Promise((resolve) => setTimeout(resolve, name === 'a' ? 5 : 1));
          log.info(`handled ${name}`);
        }),
      ),
    );
    log.info('after');
    expect(currentRequestContext()).toBeUndefined();
    expect(lines[0]).not.toHaveProperty('requestId');
    expect(lines[0]).not.toHaveProperty('userId');
    expect(lines.find((line) => line.message === 'handled a')).toMatchObject({ requestId: 'request-a', userId: 'user-a' });
    expect(lines.find((line) => line.message === 'handled b')).toMatchObject({ requestId: 'request-b', userId: 'user-b' });
    expect(lines.at(-1)).not.toHaveProperty('requestId');
  });

  it('makes a new, unguessable id for each request', () => {
    const ids = new Set(Array.from({ length: 100 }, newRequestId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('what never reaches a log line', () => {
  it('redacts passwords, tokens, cookies and authorization headers, at the top and one level down', () => {
    const { log, lines } = capturedLog();
    log.warn('sign-in failed', {
      password: 'hunter2-secret',
      token: 'reset-token-value',
      headers: { cookie: 'better-auth.session_token=abc', authorization: 'Bearer xyz', 'set-cookie': 'a=b' },
      body: { newPassword: 'hunter3-secret', accessToken: 'at' },
      attempts: 3,
    });
    const line = JSON.stringify(lines[0]);
    for (const secret of ['hunter2-secret', 'reset-token-value', 'session_token=abc', 'Bearer xyz', 'a=b', 'hunter3-secret', '"at"']) {
      expect(line).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ password: '[Redacted]', token: '[Redacted]', headers: { cookie: '[Redacted]', authorization: '[Redacted]' }, attempts: 3 });
  });

  it('replaces e-mail addresses in the message and in fields by a stable pseudonym', () => {
    const { log, lines } = capturedLog();
    log.info('mail stored in outbox', { to: 'Ann.Smith@Example.org', subject: 'Admin sign-in: ann.smith@example.org', nested: { list: ['bob@example.com'] } });
    log.warn('welcome e-mail failed', errorFields(new Error('550 mailbox bob@example.com unavailable')));
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/ann\.smith|bob@/i);
    const pseudonym = emailPseudonym('ann.smith@example.org');
    expect(pseudonym).toMatch(/^email:[0-9a-f]{12}$/);
    expect(lines[0]).toMatchObject({ to: pseudonym, subject: `Admin sign-in: ${pseudonym}`, nested: { list: [emailPseudonym('bob@example.com')] } });
    expect(lines[1]?.error).toBe(`550 mailbox ${emailPseudonym('bob@example.com')} unavailable`);
  });

  it('drops the values of secret-looking query parameters in addresses', () => {
    const { log, lines } = capturedLog();
    log.warn('fetch failed for http://localhost/reset-password?token=abc123&lang=en', { url: '/verify?code=999&x=1' });
    expect(lines[0]).toMatchObject({ message: 'fetch failed for http://localhost/reset-password?token=[Redacted]&lang=en', url: '/verify?code=[Redacted]&x=1' });
  });
});

describe('errorFields', () => {
  it('keeps the message and the stack of an error', () => {
    const fields = errorFields(new TypeError('boom'));
    expect(fields.error).toBe('boom');
    expect(fields.stack).toMatch(/^\s+at /);
  });

  it('keeps the SQL of a failed query but never its parameters (user data)', () => {
    const failure = new Error('Failed query: insert into "journal" ("body") values ($1)\nparams: my secret diary entry,ann@example.org', {
      cause: Object.assign(new Error('value too long'), { code: '22001' }),
    });
    const fields = errorFields(failure);
    expect(fields).toMatchObject({ error: 'Failed query', query: 'insert into "journal" ("body") values ($1)', cause: 'value too long', code: '22001' });
    expect(JSON.stringify(fields)).not.toContain('secret diary');
    expect(JSON.stringify(fields)).not.toContain('ann@example.org');
  });

  it('turns anything thrown that is not an Error into text', () => {
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });

  it('is what an Error passed as a field becomes', () => {
    const { log, lines } = capturedLog();
    log.error('route handler failed', { failure: new Error('Failed query: select 1\nparams: private', { cause: new Error('no access for ann@example.org') }) });
    expect(JSON.stringify(lines[0])).not.toContain('private');
    expect(JSON.stringify(lines[0])).not.toContain('ann@example.org');
    expect(lines[0]).toMatchObject({ failure: { error: 'Failed query', query: 'select 1' } });
  });
});

describe('console errors in production', () => {
  it('become one log line with the request id, the stack, the digest, scrubbed', async () => {
    const { log, lines } = capturedLog();
    const fakeConsole = { warn: (..._args: unknown[]) => {}, error: (..._args: unknown[]) => {} };
    routeConsoleErrorsToLog(log, fakeConsole);
    const renderError = Object.assign(new Error('render failed for ann@example.test'), { digest: '12345' });
    await runInRequestContext({ requestId: 'request-9' }, async () => fakeConsole.error(renderError));
    fakeConsole.warn('pool', { code: 'ECONNRESET' });
    fakeConsole.warn('\u001b[2m2026-11-24\u001b[0m \u001b[33mWARN\u001b[0m \u001b[1m[Better Auth]:\u001b[0m Invalid password');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ level: 'warn', message: '2026-11-24 WARN [Better Auth]: Invalid password' });
    expect(lines[0]).toMatchObject({ level: 'error', message: `render failed for ${emailPseudonym('ann@example.test')}`, requestId: 'request-9', digest: '12345' });
    expect(String(lines[0]?.stack)).toContain('logger.unit.test');
    expect(lines[1]).toMatchObject({ level: 'warn', message: "pool { code: 'ECONNRESET' }" });
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it("tells a page drawn while the database was away at warning level, and keeps an uncaught exception an error", () => {
    const { log, lines } = capturedLog();
    const fakeConsole = { warn: (..._args: unknown[]) => {}, error: (..._args: unknown[]) => {} };
    routeConsoleErrorsToLog(log, fakeConsole);
    const sessionAway = Object.assign(new Error('errors.databaseUnavailable'), { digest: 'ACADEMY_DATABASE_UNAVAILABLE' });
    const queryAway = Object.assign(new Error('Failed query: select 1\nparams: ', { cause: new Error('Connection terminated unexpectedly') }), { digest: '2880052081' });
    const restart = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    fakeConsole.error('⨯', sessionAway);
    fakeConsole.error('⨯', queryAway);
    fakeConsole.error('⨯ uncaughtException: ', restart);
    fakeConsole.error('⨯', Object.assign(new Error('a bug'), { digest: '42' }));
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error', 'error']);
  });

  it("keeps Next's image optimizer's lines about a client's address out of the error level", () => {
    const { log, lines } = capturedLog();
    const { warn, error } = console;
    try {
      // Next's own logger writes to the process's console, as it does for /_next/image?url=/nope.png&w=64&q=75.
      routeConsoleErrorsToLog(log, console);
      nextLog.error('internal image response failed for', '/nope.png', 404);
      nextLog.error("The requested resource isn't a valid image for", '/', 'received', null);
      nextLog.error('The requested resource "/files/a.svg" has type "image/svg+xml" but dangerouslyAllowSVG is disabled. Consider adding the "unoptimized" property to the <Image>.');
      // Faults of ours stay errors, from the optimizer too.
      nextLog.error('Failed to write image to cache abc', new Error('disk full'));
      nextLog.error('upstream image response failed for', '/files/a.png', new Error('handler threw'));
    } finally {
      Object.assign(console, { warn, error });
    }
    expect(lines.map((line) => line.level)).toEqual(['info', 'info', 'info', 'error', 'error']);
    expect(lines[0]?.message).toMatch(/internal image response failed for \/nope\.png 404$/);
  });

  it('logs a client-caused line at info only when it was written as an error', () => {
    expect(consoleLineLevel('error', '⨯ internal image response is empty for /files/x.png')).toBe('info');
    expect(consoleLineLevel('warn', '⨯ internal image response is empty for /files/x.png')).toBe('warn');
    expect(consoleLineLevel('error', 'render failed: internal image response failed for /x.png')).toBe('error');
  });
});

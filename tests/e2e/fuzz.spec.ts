import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO, expect, loginAs, test } from './support/fixtures';
import {
  ACTION_POLICY,
  callAction,
  formArgs,
  mayCall,
  methodsOf,
  NO_INPUT_ACTIONS,
  readRouteHandlers,
  readServerActions,
  ROUTE_POLICY,
  ROUTE_SAMPLE_BODIES,
  SESSION_ENDING_ROUTES,
  toFormData,
  type ActionAnswer,
  type ActionBody,
  type ActionPolicy,
  type FieldValue,
  type Role,
  type RouteHandler,
  type ServerAction,
} from './support/entry-points';

/*
 * Every server entry point of the build, from its manifests (tests/e2e/support/entry-points.ts): server actions
 * (server-reference-manifest.json) and route handlers (app-paths-manifest.json, the methods from Next's own OPTIONS
 * answer). Two suites:
 *  - fuzz: malformed input, as the admin (who reaches the most code) and signed out. Never a 5xx; never a success.
 *  - role × entry point: signed out, and as each role an entry point is not for, with input that passes the schema,
 *    the answer is 401/403, a redirect to /login, or the form's "sign in"/"forbidden" error.
 *
 * "Nothing changed" is measured through the app itself (the server owns the embedded database): the admin audit
 * log's CSV export. Every domain mutation writes an audit entry in its transaction (server/audit.ts; courses,
 * lessons, badges, market, rates, theme, users, classes, profile, preferences, orders' leaderboard switch), so the
 * export, unchanged from after the sign-ins to the end, says no invalid or refused call wrote anything.
 */

const ACTIONS = readServerActions();
const ROUTES = readRouteHandlers();
const ROLES = ['admin', 'parent', 'tutor', 'child', 'school_admin'] as const;

const LONG = 'x'.repeat(10_000);
const NUL = 'fuzz\u0000nul';
const HUGE_NUMBERS = ['1e309', '99999999999999999999999999'];
const NEGATIVE = '-1';

test.describe.configure({ mode: 'serial' });

let baseURL: string;
let anonymous: APIRequestContext;
const signedIn = {} as Record<Role, { context: BrowserContext; request: APIRequestContext }>;
let auditBaseline: string[];

async function auditRows(): Promise<string[]> {
  const response = await signedIn.admin.request.get('/admin/audit/export', { failOnStatusCode: false });
  expect(response.status(), 'the audit export (the spec measures changes with it)').toBe(200);
  return (await response.text()).split('\n').slice(1).filter(Boolean);
}

/** No audit entry appeared since the baseline (see the comment at the top). */
async function expectNothingWritten(): Promise<void> {
  const before = new Set(auditBaseline);
  const added = (await auditRows()).filter((row) => !before.has(row));
  expect(added, 'audit entries written by invalid or refused calls').toEqual([]);
}

async function signInAs(browser: Browser, role: Role): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, DEMO[role]);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
  await page.close();
  signedIn[role] = { context, request: context.request };
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(60_000);
  baseURL = String(testInfo.project.use.baseURL);
  anonymous = await playwrightRequest.newContext({ baseURL });
  for (const role of ROLES) await signInAs(browser, role);
  auditBaseline = await auditRows();
});

test.afterAll(async () => {
  await anonymous?.dispose();
  for (const role of ROLES) await signedIn[role]?.context.close();
});

// ── What the answers may be ──────────────────────────────────────────────────────────────────────────────────

function describe(answer: ActionAnswer): string {
  return `${answer.status}${answer.redirect ? ` → ${answer.redirect}` : ''} ${JSON.stringify(answer.result ?? answer.text.slice(0, 160))}`;
}

/** What the action answered in words: FormState's message, or the { ok: false, error } of the lesson player. */
function messageOf(answer: ActionAnswer): string | undefined {
  const result = answer.result as { message?: unknown; error?: unknown } | null | undefined;
  if (!result || typeof result !== 'object') return undefined;
  return typeof result.message === 'string' ? result.message : typeof result.error === 'string' ? result.error : undefined;
}

function succeeded(answer: ActionAnswer): boolean {
  const result = answer.result as { status?: unknown; ok?: unknown } | null | undefined;
  return !!result && typeof result === 'object' && (result.status === 'success' || result.ok === true);
}

// A server action's redirect comes as "path;push" (the x-action-redirect header), a route's as a plain location.
const toLogin = (location: string | undefined) => !!location && /^\/login(\?|;|$)/.test(location);

// ── Fuzz inputs ──────────────────────────────────────────────────────────────────────────────────────────────

interface Variant {
  name: string;
  body: ActionBody;
}

function fieldsOf(policy: ActionPolicy): Record<string, FieldValue> {
  if (policy.who === 'public') return Object.fromEntries(policy.fields.map((field) => [field, 'fuzz']));
  return 'form' in policy.sample ? policy.sample.form : {};
}

const isNumeric = (value: unknown) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) || typeof value === 'number';

function mapValues<T>(fields: Record<string, T>, map: (value: T, name: string) => unknown, only?: (value: T) => boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, !only || only(value) ? map(value, name) : value]));
}

/**
 * Malformed calls of one action (a bounded set: the spec must stay fast). Bodies that are not the encoded arguments
 * at all, arguments of the wrong kind, and the action's own form (or JSON input) with every field, or every numeric
 * field, replaced by something no schema should accept.
 */
function actionVariants(action: ServerAction, policy: ActionPolicy, asAdmin: boolean): Variant[] {
  const variants: Variant[] = [
    { name: 'a JSON object instead of the argument list', body: { raw: '{"a":1}', contentType: 'text/plain;charset=UTF-8' } },
    { name: 'a url-encoded body', body: { raw: 'a=1&b=%00&c=' + LONG.slice(0, 100), contentType: 'application/x-www-form-urlencoded' } },
    { name: 'arguments of the wrong types', body: { args: [1e308, -1, null, true] } },
    { name: 'two 10k-character strings', body: { args: [LONG, LONG] } },
    { name: 'an object holding a NUL byte', body: { args: [{ status: 'idle' }, { value: NUL }] } },
  ];
  if (policy.who !== 'public' && 'json' in policy.sample) {
    const input = policy.sample.json;
    variants.push(
      { name: 'input with 10k-character strings', body: { args: [mapValues(input, () => LONG, (value) => typeof value === 'string')] } },
      { name: 'input with NUL bytes', body: { args: [mapValues(input, () => NUL, (value) => typeof value === 'string')] } },
      { name: 'input with huge numbers', body: { args: [mapValues(input, () => 1e308, isNumeric)] } },
      { name: 'input with negative numbers', body: { args: [mapValues(input, () => -1, isNumeric)] } },
      { name: 'input with strings for numbers', body: { args: [mapValues(input, () => 'NaN', isNumeric)] } },
    );
    return variants;
  }
  // Every form is valid input for an action that takes none: as the admin it would do its work (see NO_INPUT_ACTIONS).
  if (asAdmin && NO_INPUT_ACTIONS.has(action.key)) return variants;
  const fields = fieldsOf(policy);
  const form = (values: Record<string, unknown>): Variant['body'] => ({ args: formArgs(action, toFormData(values as Record<string, FieldValue | Blob>)) });
  variants.push(
    { name: 'an empty form', body: form({}) },
    { name: 'a form with 10k-character fields', body: form(mapValues(fields, () => LONG)) },
    { name: 'a form with NUL bytes', body: form(mapValues(fields, () => NUL)) },
    { name: 'a form with files where text belongs', body: form(mapValues(fields, () => new Blob(['\u0000\u0001binary']))) },
  );
  if (Object.values(fields).some(isNumeric)) {
    for (const huge of HUGE_NUMBERS) variants.push({ name: `a form with ${huge} for its numbers`, body: form(mapValues(fields, () => huge, isNumeric)) });
    variants.push({ name: 'a form with negative numbers', body: form(mapValues(fields, () => NEGATIVE, isNumeric)) });
  }
  return variants;
}

/** The query strings and bodies a route handler is sent (a bounded set). */
const QUERY_NAMES = ['pageSize', 'pageToken', 'name', 'symbol', 'range', 'seed', 'size', 'course', 'published', 'q', 'sort', 'dir', 'action', 'user', 'from', 'to', 'cursor', 'reason', 'page', 'role', 'status', 'lesson'];
const query = (value: string) => QUERY_NAMES.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
const ROUTE_QUERIES: Array<[string, string]> = [
  ['huge numbers', query(HUGE_NUMBERS[1]!)],
  ['1e309', query('1e309')],
  ['negative numbers', query(NEGATIVE)],
  // Node refuses a request head over 16 KB (431): 22 values of 500 characters stay under it, one of 10,000 too.
  ['long values', query(LONG.slice(0, 500))],
  ['a 10k-character value', `q=${LONG}`],
  ['arrays and empty names', 'q[]=1&q[]=2&=&&=x&symbol=&symbol=A&range[a]=1'],
  ['a NUL byte', 'q=%00&symbol=a%00b'],
  ['a malformed %-escape', 'q=%E0%A4%A&symbol=%'],
];
const ROUTE_BODIES: Array<[string, { contentType?: string; body: string | Buffer }]> = [
  ['invalid JSON', { contentType: 'application/json', body: '{not json' }],
  ['an empty JSON body', { contentType: 'application/json', body: '' }],
  ['JSON of the wrong types', { contentType: 'application/json', body: JSON.stringify({ to: 1e308, firstName: -1, loginEmail: [], loginTime: {}, name: null, size: -1, type: 12 }) }],
  ['JSON with huge numbers', { contentType: 'application/json', body: '{"size":1e309,"to":99999999999999999999999,"name":"a.png","type":"image/png"}' }],
  ['JSON with 10k-character strings', { contentType: 'application/json', body: JSON.stringify({ to: LONG, firstName: LONG, loginEmail: LONG, loginTime: LONG, name: LONG, type: LONG, size: 1 }) }],
  ['JSON with NUL bytes', { contentType: 'application/json', body: JSON.stringify({ to: NUL, firstName: NUL, name: NUL, type: NUL, size: 1 }) }],
  ['a JSON array', { contentType: 'application/json', body: '[1,2,3]' }],
  ['text', { contentType: 'text/plain', body: 'hello' }],
  ['a form', { contentType: 'application/x-www-form-urlencoded', body: 'to=a%00&size=-1' }],
  ['binary', { contentType: 'application/octet-stream', body: Buffer.from([0, 1, 2, 255, 0]) }],
];
/** Path variants for dynamic segments: a traversal, a long segment, a NUL, a malformed escape. */
function routePaths(route: RouteHandler): string[] {
  if (!route.pattern.includes('[')) return [route.path];
  const base = route.path.slice(0, route.path.lastIndexOf('/'));
  return [route.path, `${base}/..%2F..%2Fpackage.json`, `${base}/${'y'.repeat(4_000)}`, `${base}/a%00b`, `${base}/%E0%A4%A`, `${base}/-1`];
}

async function callRoute(client: APIRequestContext, method: string, url: string, options: { contentType?: string; body?: string | Buffer; origin?: boolean; headers?: Record<string, string> } = {}): Promise<{ status: number; location?: string }> {
  const headers: Record<string, string> = { ...(options.origin ? { Origin: baseURL } : {}), ...(options.contentType ? { 'Content-Type': options.contentType } : {}), ...options.headers };
  const response = await client.fetch(url, { method, headers, data: options.body, maxRedirects: 0, failOnStatusCode: false });
  // Drain the body: a streamed answer (the CSV export) may fail after its status line.
  await response.body().catch(() => undefined);
  return { status: response.status(), location: response.headers().location?.replace(/^https?:\/\/[^/]+/, '') };
}

// ── The tests ────────────────────────────────────────────────────────────────────────────────────────────────

test('every entry point in the build has a policy, and the calls reach the code', async () => {
  expect(ACTIONS.length, 'server actions in the manifest').toBeGreaterThan(0);
  expect(ROUTES.length, 'route handlers in the manifest').toBeGreaterThan(0);
  const actionKeys = ACTIONS.map((action) => action.key);
  expect(actionKeys.filter((key) => !(key in ACTION_POLICY)), 'server actions without an ACTION_POLICY entry (tests/e2e/support/entry-points.ts)').toEqual([]);
  expect(Object.keys(ACTION_POLICY).filter((key) => !actionKeys.includes(key)), 'ACTION_POLICY entries the build no longer has').toEqual([]);
  const patterns = ROUTES.map((route) => route.pattern);
  expect(patterns.filter((pattern) => !(pattern in ROUTE_POLICY)), 'route handlers without a ROUTE_POLICY entry').toEqual([]);
  expect(Object.keys(ROUTE_POLICY).filter((pattern) => !patterns.includes(pattern)), 'ROUTE_POLICY entries the build no longer has').toEqual([]);
  for (const route of ROUTES) expect((await methodsOf(anonymous, route)).length, `${route.pattern} exports a method`).toBeGreaterThan(0);

  // The encoding is the browser's: a well-formed form reaches the action's schema (else the fuzz would only ever
  // test Next's decoding).
  const signInAction = ACTIONS.find((action) => action.key === 'accounts/signInAction')!;
  const answer = await callAction(anonymous, baseURL, signInAction, { args: formArgs(signInAction, toFormData({ email: 'not an e-mail', password: '' })) });
  expect(answer.status).toBe(200);
  expect(answer.result).toMatchObject({ status: 'error', message: 'errors.checkForm', fieldErrors: { email: expect.any(String) } });
});

test('fuzz: no server action answers malformed input with a 5xx or a success', async () => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  const answers = new Map<string, number>();
  for (const action of ACTIONS) {
    const policy = ACTION_POLICY[action.key];
    if (!policy) continue;
    for (const [who, client, variants] of [
      ['admin', signedIn.admin.request, actionVariants(action, policy, true)],
      // Signed out, a few of the same: the refusals must not be 5xx either.
      ['anonymous', anonymous, actionVariants(action, policy, false).filter((_, index) => index % 3 === 0)],
    ] as const) {
      for (const variant of variants) {
        const answer = await callAction(client, baseURL, action, variant.body);
        const kind = `${answer.status}${answer.redirect ? ' redirect' : ''} ${messageOf(answer) ?? ''}`.trim();
        answers.set(kind, (answers.get(kind) ?? 0) + 1);
        if (answer.status >= 500 || succeeded(answer)) failures.push(`${who} ${action.key} (POST ${action.page}) with ${variant.name}: ${describe(answer)}`);
      }
    }
  }
  // What the calls got back (status, message): a shift here (everything "badForm") would mean the fuzz stopped reaching the schemas.
  console.log(`fuzz: server actions answered ${JSON.stringify(Object.fromEntries([...answers].sort((a, b) => b[1] - a[1])))}`);
  expect(failures).toEqual([]);
  await expectNothingWritten();
});

test('fuzz: no route handler answers malformed input with a 5xx', async () => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const route of ROUTES) {
    const methods = await methodsOf(anonymous, route);
    const callers: Array<[string, APIRequestContext]> = [['anonymous', anonymous]];
    // Signed in, a session-ending route would sign the admin out of the rest of the spec.
    if (!SESSION_ENDING_ROUTES.has(route.pattern)) callers.push(['admin', signedIn.admin.request]);
    for (const [who, client] of callers) {
      for (const method of methods) {
        const attempts: Array<[string, string, Parameters<typeof callRoute>[3]]> = [];
        for (const url of routePaths(route)) attempts.push([`path ${url.slice(0, 80)}`, url, { origin: true }]);
        for (const [name, search] of ROUTE_QUERIES) attempts.push([`query with ${name}`, `${route.path}?${search}`, { origin: true }]);
        if (method !== 'GET' && method !== 'DELETE') {
          for (const [name, { contentType, body }] of ROUTE_BODIES) attempts.push([`body ${name}`, route.path, { contentType, body, origin: true }]);
          attempts.push(['a body without Origin', route.path, { contentType: 'application/json', body: '{}' }]);
          attempts.push(['a malformed Content-Range', route.path, { contentType: 'application/octet-stream', body: 'abc', origin: true, headers: { 'Content-Range': 'bytes -5-1e309/-1' } }]);
        }
        for (const [name, url, options] of attempts) {
          const answer = await callRoute(client, method, url, options);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) failures.push(`${who} ${method} ${route.pattern} ${name}: ${answer.status}`);
        }
      }
    }
  }
  console.log(`fuzz: route handlers answered ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(failures).toEqual([]);
  await expectNothingWritten();
});

test('role × server action: signed out, and in a role an action is not for, the call is refused', async () => {
  test.setTimeout(60_000);
  const failures: string[] = [];
  for (const action of ACTIONS) {
    const policy = ACTION_POLICY[action.key];
    if (!policy || policy.who === 'public') continue;
    const sample = 'json' in policy.sample ? policy.sample.json : toFormData(policy.sample.form);
    const body: ActionBody = { args: 'json' in policy.sample ? [sample] : formArgs(action, sample) };
    for (const who of ['anonymous', ...ROLES] as const) {
      if (mayCall(policy, who)) continue;
      const answer = await callAction(who === 'anonymous' ? anonymous : signedIn[who].request, baseURL, action, body);
      const refusal = who === 'anonymous' ? 'errors.signInRequired' : 'errors.forbidden';
      const refused =
        answer.status === 401 || answer.status === 403 || (who === 'anonymous' && toLogin(answer.redirect)) || (answer.status === 200 && messageOf(answer) === refusal);
      // A form error about the input means the sample no longer passes the schema: the check did not reach the permission.
      if (!refused) failures.push(`${who} ${action.key} (POST ${action.page}): want ${refusal}, got ${describe(answer)}`);
    }
  }
  expect(failures).toEqual([]);
  await expectNothingWritten();
});

test('role × route handler: signed out, and in a role a route is not for, every method is refused', async () => {
  const failures: string[] = [];
  for (const route of ROUTES) {
    const policy = ROUTE_POLICY[route.pattern];
    if (!policy || policy.who === 'public') continue;
    const sample = ROUTE_SAMPLE_BODIES[route.pattern];
    for (const method of await methodsOf(anonymous, route)) {
      // A route's own sample body, else none, as the product's own forms post to these routes (a route that takes no
      // body refuses one with a 413 before anything else, decision 042, and would never reach the permission).
      const options = { origin: true, ...(method === 'GET' || method === 'DELETE' || sample === undefined ? {} : { contentType: 'application/json', body: JSON.stringify(sample) }) };
      const anonymousAnswer = await callRoute(anonymous, method, route.path, options);
      if (![401, 403].includes(anonymousAnswer.status) && !toLogin(anonymousAnswer.location)) {
        failures.push(`anonymous ${method} ${route.pattern}: want 401/403 or /login, got ${anonymousAnswer.status} ${anonymousAnswer.location ?? ''}`);
      }
      if (policy.who === 'signed-in') continue;
      const allowed: readonly string[] = policy.who === 'roles' ? policy.roles : ['admin'];
      const refused = (['parent', 'tutor', 'child'] as const).filter((role) => !allowed.includes(role));
      for (const role of refused) {
        const answer = await callRoute(signedIn[role].request, method, route.path, options);
        if (answer.status !== 403) failures.push(`${role} ${method} ${route.pattern}: want 403, got ${answer.status}`);
      }
    }
  }
  expect(failures).toEqual([]);
  await expectNothingWritten();
});

test('public entry points answer signed-out callers without a 5xx', async () => {
  const failures: string[] = [];
  for (const route of ROUTES.filter((candidate) => ROUTE_POLICY[candidate.pattern]?.who === 'public')) {
    for (const method of await methodsOf(anonymous, route)) {
      const answer = await callRoute(anonymous, method, route.path);
      if (answer.status >= 500) failures.push(`${method} ${route.pattern}: ${answer.status}`);
    }
  }
  expect(failures).toEqual([]);
});

test('a server action sent from another site is a 403 (server.ts refuses it before Next, which would answer 500)', async () => {
  const action = ACTIONS.find((candidate) => candidate.key === 'accounts/signInAction')!;
  const answer = await callAction(anonymous, baseURL, action, { args: [{ status: 'idle' }, new FormData()] }, { Origin: 'https://evil.example' });
  expect(answer.status).toBe(403);
});

/*
 * Found by this spec, in Next itself (next 16.4.6): a server-action POST whose body is not the encoded arguments
 * (empty, or not JSON) fails in React's decodeReply before any of our code runs, and Next answers 500. server.ts now
 * reads such a body first and refuses it.
 */
test('a server action whose body cannot be decoded is a 400', async () => {
  const action = ACTIONS.find((candidate) => candidate.key === 'accounts/signInAction')!;
  const answers = [
    await callAction(anonymous, baseURL, action, { raw: '', contentType: 'text/plain;charset=UTF-8' }),
    await callAction(anonymous, baseURL, action, { raw: '{not json', contentType: 'text/plain;charset=UTF-8' }),
    await callAction(anonymous, baseURL, action, { raw: '["nul\u0000"]', contentType: 'text/plain;charset=UTF-8' }),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
  await expectNothingWritten();
});

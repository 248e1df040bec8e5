import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { callAction, formArgs, readServerActions, toFormData, type ActionAnswer } from './support/entry-points';
import { DEMO, expect, loginAs, signIn, test } from './support/fixtures';
import { OTHER_SCHOOL, OTHER_SCHOOL_NAMES, type OtherSchoolIds } from './support/other-school';
import { E2E_PREPARED_IDS } from './support/paths';

/** Every route in the spec's four sidebars (spec 2). /logout is checked on its own: its POST ends the session. */
const ADMIN_ROUTES = [
  '/dashboard/admin',
  '/admin/analytics',
  '/admin/finance/dashboard',
  '/admin/finance/prices',
  '/admin/growth',
  '/admin/user-management',
  '/admin/schools',
  '/admin/lessoneditor/lessontableeditor',
  '/admin/courseeditor',
  '/admin/lessoneditor',
  '/admin/lessoneditor/translations',
  '/admin/featurelessons',
  '/admin/marketeditor/marketdata',
  '/admin/badges',
  '/admin/thumbnails',
  '/admin/audit',
  '/admin/help-editor/help',
  '/admin/settings/adminsettings',
];
const MEMBER_ROUTES = ['/dashboard', '/dashboard/school_admin', '/dashboard/school_admin/roster', '/children', '/progress', '/reports', '/notifications', '/profile', '/settings', '/settings/email', '/settings/billing', '/classes', '/students', '/feedback', '/lessons', '/review', '/skills', '/achievements', '/journal', '/competitions'];
const BUILT_ADMIN_PAGES = new Set(['/admin/schools', '/admin/finance/dashboard', '/admin/finance/prices', '/admin/analytics', '/admin/growth', '/admin/help-editor/help', '/admin/user-management', '/admin/audit', '/admin/settings/adminsettings', '/admin/marketeditor/marketdata', '/admin/courseeditor', '/admin/featurelessons', '/admin/badges', '/admin/thumbnails', '/admin/lessoneditor', '/admin/lessoneditor/lessontableeditor', '/admin/lessoneditor/translations']);
/** Pages not built yet: until they land they answer 404 for everyone (their sidebar links may answer 404). */
const NOT_YET_BUILT = new Set<string>([]);
/** A learner's own pages (children; admins may open everything): parents' and tutors' versions are not built yet, so 404 for them until then. */
const LEARNER_PAGES = new Set(['/achievements']);
/** A learner's own progress, a parent's view of their children's (decision 028), or a tutor's class view (decision 034). */
const PROGRESS = '/progress';
/** Pages for children (admins may open everything); parents and tutors get 403. */
const CHILD_ONLY = new Set(['/lessons', '/review', '/skills']);
/** A tutor's pages (admins may open everything; they see only classes and students of their own, and moderate feedback); parents and children get 403. */
const TUTOR_ONLY = new Set(['/classes', '/students', '/feedback']);
/** A parent's pages (admins may open everything; they have no children of their own); tutors and children get 403. */
const PARENT_ONLY = new Set(['/children', '/reports']);
/** The child's private journal: every other role gets 403, the admin included (decision 025). */
const JOURNAL = '/journal';
/** Pages every signed-in role may open (/notifications: one's own, where every header's bell leads; decision 036). */
const EVERY_MEMBER = new Set(['/profile', '/settings', '/settings/email', '/notifications']);

/** One's plan (decision 040): parents and tutors buy one; a child may not (403); the admin has none to show (404). */
const BILLING = '/settings/billing';

type Who = 'anonymous' | keyof typeof DEMO;

function expected(who: Who, route: string): { status: number; location?: RegExp } {
  if (NOT_YET_BUILT.has(route)) return { status: 404 };
  if (who === 'anonymous') return { status: 307, location: new RegExp(`^/login\\?next=${encodeURIComponent(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) };
  if (EVERY_MEMBER.has(route)) return { status: 200 };
  // A school admin has no plan, no learning and no students of their own (decision 061).
  if (route === BILLING) return { status: who === 'child' || who === 'school_admin' ? 403 : who === 'admin' ? 404 : 200 };
  if (route === PROGRESS) return { status: who === 'school_admin' ? 404 : 200 };
  if (LEARNER_PAGES.has(route)) return { status: who === 'child' || who === 'admin' ? 200 : 404 };
  if (PARENT_ONLY.has(route)) return { status: who === 'parent' || who === 'admin' ? 200 : 403 };
  if (route === JOURNAL) return { status: who === 'child' ? 200 : 403 };
  if (CHILD_ONLY.has(route)) return { status: who === 'child' || who === 'admin' ? 200 : 403 };
  if (TUTOR_ONLY.has(route)) return { status: who === 'tutor' || who === 'admin' ? 200 : 403 };
  // Competitions (decision 065): a tutor's and a school admin's class games (and an admin's, who holds every :own
  // permission), a parent's family games (decision 074) or a child's: every role has a page of its own.
  if (route === '/competitions') return { status: 200 };
  if (route === '/dashboard') return { status: 307, location: new RegExp(`^/dashboard/${who}$`) };
  if (route === '/dashboard/admin') return who === 'admin' ? { status: 200 } : { status: 307, location: new RegExp(`^/dashboard/${who}$`) };
  // The school's page (decision 061): its admin's; an academy admin may open it (and sees no school of their own).
  if (route === '/dashboard/school_admin') return who === 'admin' || who === 'school_admin' ? { status: 200 } : { status: 307, location: new RegExp(`^/dashboard/${who}$`) };
  // The school's roster import (decision 064): `manage:school:own`, its admin's (an academy admin holds every :own
  // permission and sees no school of their own); everyone else is refused.
  if (route === '/dashboard/school_admin/roster') return { status: who === 'admin' || who === 'school_admin' ? 200 : 403 };
  if (route.startsWith('/admin/')) {
    if (who !== 'admin') return { status: 403 };
    return BUILT_ADMIN_PAGES.has(route) ? { status: 200 } : { status: 404 };
  }
  throw new Error(`no expectation for ${who} ${route}`);
}

async function check(request: APIRequestContext, who: Who): Promise<string[]> {
  const failures: string[] = [];
  for (const route of [...ADMIN_ROUTES, ...MEMBER_ROUTES]) {
    const response = await request.get(route, { maxRedirects: 0 });
    const want = expected(who, route);
    const location = response.headers().location?.replace(/^https?:\/\/[^/]+/, '');
    if (response.status() !== want.status || (want.location && !want.location.test(location ?? ''))) {
      failures.push(`${who} ${route}: got ${response.status()} ${location ?? ''}, want ${want.status} ${want.location ?? ''}`);
    }
  }
  return failures;
}

test('anonymous visitors: protected pages send to /login, later pages 404', async ({ request }) => {
  expect(await check(request, 'anonymous')).toEqual([]);
  const logout = await request.get('/logout', { maxRedirects: 0 });
  expect(logout.status()).toBe(303);
  expect(logout.headers().location).toMatch(/\/login$/);
});

for (const role of ['admin', 'parent', 'tutor', 'child', 'school_admin'] as const) {
  test(`${role}: every sidebar route answers as the policy says`, async ({ page }) => {
    await signIn(page, DEMO[role].email, DEMO[role].password);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    expect(await check(page.context().request, role)).toEqual([]);
    const api = page.context().request;
    // A GET only asks (it ends nothing); the POST from this site signs out.
    const asked = await api.get('/logout', { maxRedirects: 0 });
    expect(asked.status()).toBe(303);
    expect(asked.headers().location).toBe('/logout/confirm');
    const logout = await api.post('/logout', { headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
    expect(logout.status()).toBe(303);
    expect(logout.headers().location).toBe('/login');
    const after = await api.get('/dashboard', { maxRedirects: 0 });
    expect(after.status()).toBe(307);
    expect(after.headers().location).toMatch(/\/login/);
  });
}

test('the spec e-mail endpoints refuse anonymous callers, non-admins and foreign addresses', async ({ page, request }) => {
  const anonymous = await request.post('/api/send-welcome-email', { data: { to: 'x@e2e.test', firstName: 'X' } });
  expect(anonymous.status()).toBe(401);
  await loginAs(page, DEMO.child);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  const api = page.context().request;
  // The app's own pages send Origin with every fetch (browsers do); these calls say the same.
  const headers = { Origin: new URL(page.url()).origin };
  expect((await api.post('/api/email-adminlogin', { headers, data: { to: 'alerts@e2e.test', loginEmail: DEMO.child.email, loginTime: new Date().toISOString() } })).status()).toBe(403);
  const foreign = await api.post('/api/send-welcome-email', { headers, data: { to: 'someone-else@e2e.test', firstName: 'X' } });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error).toMatch(/only be sent to the address/);
  const malformed = await api.post('/api/send-welcome-email', { headers: { ...headers, 'content-type': 'application/json' }, data: '{not json' });
  expect(malformed.status()).toBe(400);
  expect((await api.post('/api/send-welcome-email', { headers, data: { to: 'not-an-email', firstName: 'X' } })).status()).toBe(400);
  // Another site (or no Origin at all), and a body a cross-site form could send, are refused before anything is read.
  const crossSite = await api.post('/api/send-welcome-email', { headers: { Origin: 'https://evil.example' }, data: { to: DEMO.child.email, firstName: 'X' } });
  expect(crossSite.status()).toBe(403);
  expect((await api.post('/api/send-welcome-email', { data: { to: DEMO.child.email, firstName: 'X' } })).status()).toBe(403);
  expect((await api.post('/api/send-welcome-email', { headers, form: { to: DEMO.child.email, firstName: 'X' } })).status()).toBe(415);
});

test('every response carries the security headers; scripts need the nonce', async ({ request }) => {
  const response = await request.get('/login');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const html = await response.text();
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

// ── Two schools on one academy (decision 061) ─────────────────────────────────────────────────────────────────
// The demo's Riverside School and Hillside Academy (tests/e2e/support/other-school.ts). Riverside's admin and its
// teacher reach for every page, export and action of Hillside's with Hillside's own ids: each is refused on the
// server, no page shows a Hillside name, and Hillside's people then find their data as it was.

const otherSchool = (): OtherSchoolIds => (JSON.parse(readFileSync(E2E_PREPARED_IDS, 'utf8')) as { otherSchool: OtherSchoolIds }).otherSchool;

/**
 * What of the other school a page's HTML holds: its names, addresses and ids. An id the requested path itself names
 * is not counted: Next writes the route's params and query into the page's payload, whatever the page shows.
 */
function leaked(html: string, ids: OtherSchoolIds, requested: string): string[] {
  const named = [ids.schoolId, ids.classId, ids.assignmentId, ids.previewedImportId, ids.appliedImportId, ...ids.studentIds].filter((id) => !requested.includes(id));
  return [...OTHER_SCHOOL_NAMES, ...named].filter((value) => html.includes(value));
}

/** GETs (or POSTs) each path and lists what differs from the statuses allowed, or leaks the other school. */
async function reach(request: APIRequestContext, origin: string, ids: OtherSchoolIds, visits: readonly { path: string; status: readonly number[]; method?: 'GET' | 'POST' }[]): Promise<string[]> {
  const failures: string[] = [];
  for (const visit of visits) {
    // A POST from this site (Origin), as the page's own form sends it: refused for who asks, not for where from.
    const response = visit.method === 'POST' ? await request.post(visit.path, { headers: { Origin: origin }, maxRedirects: 0, failOnStatusCode: false }) : await request.get(visit.path, { maxRedirects: 0, failOnStatusCode: false });
    if (!visit.status.includes(response.status())) failures.push(`${visit.method ?? 'GET'} ${visit.path}: got ${response.status()}, want ${visit.status.join(' or ')}`);
    const html = await response.text();
    const found = leaked(html, ids, visit.path);
    // No form of the other school's: its dry run's apply form would carry the import's id as a field.
    if (html.includes(`value="${ids.previewedImportId}"`)) found.push('the dry run’s apply form');
    if (found.length > 0) failures.push(`${visit.method ?? 'GET'} ${visit.path} shows ${found.join(', ')}`);
  }
  return failures;
}

/** A refusal: 403/404, or the form's "forbidden" or "not found" (another's class is not found, as no class is). */
function refused(answer: ActionAnswer): boolean {
  if (answer.status === 401 || answer.status === 403 || answer.status === 404) return true;
  const result = answer.result as { status?: unknown; message?: unknown } | null | undefined;
  return answer.status === 200 && result?.status === 'error' && typeof result.message === 'string' && /^errors\.forbidden$|notFound$|NotFound$/.test(result.message);
}

/** Calls each action with the other school's ids, signed in on `page`, and lists those not refused. */
async function callAll(page: Page, calls: readonly { action: string; form: Record<string, string> }[]): Promise<string[]> {
  const actions = readServerActions();
  const baseURL = new URL(page.url()).origin;
  const failures: string[] = [];
  for (const call of calls) {
    const action = actions.find((each) => each.key === call.action);
    if (!action) {
      failures.push(`${call.action}: not in the build`);
      continue;
    }
    const answer = await callAction(page.context().request, baseURL, action, { args: formArgs(action, toFormData(call.form)) });
    if (!refused(answer)) failures.push(`${call.action} ${JSON.stringify(call.form)}: ${answer.status} ${JSON.stringify(answer.result ?? answer.text.slice(0, 200))}`);
  }
  return failures;
}

test("two schools: Riverside's admin reaches none of Hillside's pages, exports, analytics or actions", async ({ page }) => {
  const ids = otherSchool();
  await loginAs(page, DEMO.school_admin);
  await page.goto('/dashboard/school_admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside School');
  const [child] = ids.studentIds;
  const failures = await reach(page.context().request, new URL(page.url()).origin, ids, [
    // Their own school's pages, which take no school id: only Riverside's data.
    { path: '/dashboard/school_admin', status: [200] },
    { path: `/dashboard/school_admin/roster?import=${ids.previewedImportId}`, status: [200] },
    { path: `/dashboard/school_admin/roster?import=${ids.appliedImportId}`, status: [200] },
    { path: '/dashboard/school_admin/sign-in-settings', status: [200] },
    // Hillside's class, by its id: its cards, its page, its assignment, its progress and their exports.
    { path: `/classes/${ids.classId}/cards`, status: [403, 404] },
    { path: `/classes/${ids.classId}`, status: [403, 404] },
    { path: `/classes/${ids.classId}/assignments/${ids.assignmentId}`, status: [403, 404] },
    { path: `/classes/${ids.classId}/assignments/${ids.assignmentId}/export`, status: [403, 404] },
    { path: `/progress?class=${ids.classId}`, status: [403, 404] },
    { path: `/progress/export?class=${ids.classId}`, status: [403, 404] },
    // A Hillside child's data export and summary, and the back office's lists of every school and the analytics.
    { path: `/children/${child}/export`, status: [403, 404], method: 'POST' },
    { path: `/children/${child}/summary`, status: [403, 404], method: 'POST' },
    { path: '/admin/schools', status: [403] },
    { path: '/admin/analytics', status: [403] },
    { path: `/admin/analytics/export?table=schools`, status: [403] },
  ]);
  failures.push(
    ...(await callAll(page, [
      { action: 'classes/printCardsAction', form: { classId: ids.classId } },
      { action: 'classes/printCardsAction', form: { classId: ids.classId, childId: child! } },
      { action: 'classes/revokeCardAction', form: { classId: ids.classId, childId: child! } },
      { action: 'schools/applyRosterAction', form: { importId: ids.previewedImportId, planHash: '2'.repeat(64) } },
      { action: 'schools/addTeacherAction', form: { schoolId: ids.schoolId, email: DEMO.tutor.email } },
    ])),
  );
  expect(failures).toEqual([]);
  // The dashboard's own figures are Riverside's: its one class (the demo's), nothing of Hillside's in the mastery table.
  await page.goto('/dashboard/school_admin');
  await expect(page.locator(`[data-school-mastery-class="${ids.classId}"]`)).toHaveCount(0);
  await expect(page.locator('[data-school-mastery-class]')).not.toHaveCount(0);

  // Hillside, as its own people see it: the dry run still waits, one import applied, Hattie's card kept and none
  // printed for Horace, both students in the class.
  await page.context().clearCookies();
  await signIn(page, OTHER_SCHOOL.admin.email, OTHER_SCHOOL.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/school_admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OTHER_SCHOOL.name);
  await expect(page.locator(`[data-school-class="${ids.classId}"]`)).toContainText('2 students');
  await expect(page.locator('[data-school-import]')).toHaveCount(1);
  await expect(page.locator(`[data-school-import="${ids.appliedImportId}"]`)).toHaveCount(1);
  const roster = await page.context().request.get(`/dashboard/school_admin/roster?import=${ids.previewedImportId}`);
  expect(await roster.text()).toContain(`value="${ids.previewedImportId}"`);
  const cards = await (await page.context().request.get(`/classes/${ids.classId}/cards`)).text();
  expect(cards).toContain(OTHER_SCHOOL.students[0].firstName);
  expect(cards).toMatch(/hasCard\\?":true/);
  expect(cards).toMatch(/hasCard\\?":false/);
});

test("two schools: Riverside's teacher reaches none of Hillside's class, and changes nothing of it", async ({ page }) => {
  const ids = otherSchool();
  await loginAs(page, DEMO.tutor);
  await page.goto('/classes');
  const [child] = ids.studentIds;
  const failures = await reach(page.context().request, new URL(page.url()).origin, ids, [
    { path: '/classes', status: [200] },
    { path: `/classes/${ids.classId}`, status: [403, 404] },
    { path: `/classes/${ids.classId}/cards`, status: [403, 404] },
    { path: `/classes/${ids.classId}/assignments/${ids.assignmentId}`, status: [403, 404] },
    { path: `/classes/${ids.classId}/assignments/${ids.assignmentId}/export`, status: [403, 404] },
    { path: `/progress?class=${ids.classId}`, status: [403, 404] },
    { path: `/progress/export?class=${ids.classId}`, status: [403, 404] },
    { path: `/students/${child}`, status: [403, 404] },
    { path: `/children/${child}/export`, status: [403, 404], method: 'POST' },
    { path: '/dashboard/school_admin', status: [307] },
    { path: `/dashboard/school_admin/roster?import=${ids.previewedImportId}`, status: [403] },
  ]);
  failures.push(
    ...(await callAll(page, [
      { action: 'classes/renameClassAction', form: { classId: ids.classId, name: 'Taken over' } },
      { action: 'classes/removeStudentAction', form: { classId: ids.classId, childId: child! } },
      { action: 'classes/setClassLeaderboardAction', form: { classId: ids.classId, enabled: 'false' } },
      { action: 'classes/setClassTimeZoneAction', form: { classId: ids.classId, timeZone: 'UTC' } },
      { action: 'classes/printCardsAction', form: { classId: ids.classId } },
      { action: 'classes/revokeCardAction', form: { classId: ids.classId, childId: child! } },
      { action: 'classes/changeDueDateAction', form: { assignmentId: ids.assignmentId, dueOn: '2030-01-01' } },
      { action: 'classes/cancelAssignmentAction', form: { assignmentId: ids.assignmentId } },
      { action: 'classes/deleteClassAction', form: { classId: ids.classId } },
      { action: 'schools/applyRosterAction', form: { importId: ids.previewedImportId, planHash: '2'.repeat(64) } },
    ])),
  );
  expect(failures).toEqual([]);

  // Hillside's teacher finds the class as it was: its name, both students, the assignment.
  await page.context().clearCookies();
  await signIn(page, OTHER_SCHOOL.teacher.email, OTHER_SCHOOL.teacher.password);
  const classPage = await page.context().request.get(`/classes/${ids.classId}`);
  expect(classPage.status()).toBe(200);
  const html = await classPage.text();
  expect(html).toContain(OTHER_SCHOOL.className);
  for (const student of OTHER_SCHOOL.students) expect(html).toContain(student.firstName);
  const assignment = await page.context().request.get(`/classes/${ids.classId}/assignments/${ids.assignmentId}`);
  expect(assignment.status()).toBe(200);
  expect(await assignment.text()).toContain(OTHER_SCHOOL.assignmentNote);
});

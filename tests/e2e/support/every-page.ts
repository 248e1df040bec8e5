import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FINISHED_COMPETITION_ID } from './prepare-finished-competition';

/*
 * Every page of the production build, per role, for tests/e2e/every-page.spec.ts (no sideways scroll at 375 and 320 px,
 * axe with the WCAG 2.2 AA tags, the W3C Nu HTML checker, in English, French and Arabic). The pages are read from
 * the build's own manifest, so a new page fails the spec until it is given a URL for the roles that see it here, or
 * a reason it is not crawled.
 */

export type Crawler = 'visitor' | 'child' | 'investor' | 'parent' | 'tutor' | 'admin' | 'school_admin';

/**
 * What each crawler opens, in order: a route's pattern (as the manifest names it, route groups dropped) and, for a
 * dynamic one, either a concrete URL or `link`: the first link to that route on a page opened before it (the
 * product's own links, so the seeded course, class, child or invoice is the one a person would open).
 */
export type Visit = { route: string; url?: string; link?: true };

const link = (route: string): Visit => ({ route, link: true });
const at = (route: string, url = route): Visit => ({ route, url });

/** The demo class's finished competition and its certificates (tests/e2e/support/prepare-finished-competition.ts). */
const FINISHED_COMPETITION = `/competitions/${FINISHED_COMPETITION_ID}`;
const CERTIFICATES = at('/competitions/[id]/certificates', `${FINISHED_COMPETITION}/certificates`);
/** Its team's own certificate (decision 067): the game is played in teams. */
const TEAM_CERTIFICATES = at('/competitions/[id]/certificates/teams', `${FINISHED_COMPETITION}/certificates/teams`);

/** Pages every signed-in person has (the account menu's). */
const ACCOUNT_PAGES = [at('/notifications'), at('/profile'), at('/settings'), at('/settings/email'), at('/logout/confirm')];

export const VISITS: Record<Crawler, Visit[]> = {
  visitor: [
    at('/'),
    at('/about'),
    at('/privacy'),
    at('/terms'),
    at('/login'),
    // A child's classroom card sign-in (decision 066), linked from /login.
    at('/login/card'),
    // The picture password on a class's tablet (decision 068), linked from /login and /login/card.
    at('/login/class'),
    // Signing in with the school's accounts (decision 069), linked from /login.
    at('/login/school'),
    at('/register'),
    at('/verify-email'),
    at('/consent'),
    at('/consent/stop'),
    at('/forgot-password'),
    at('/reset-password'),
    at('/blocked'),
    at('/unauthorized'),
    at('/unsubscribe'),
    at('/courses'),
    // A course's page; its lessons open for children only (the child crawls them).
    link('/courses/[slug]'),
    at('/help'),
    // A search shows its own list of answers.
    at('/help', '/help?q=simulator'),
    link('/help/[slug]'),
    // Any address that is no page: Next's not-found page, drawn by src/app/not-found.tsx.
    at('/_not-found', '/no-such-page'),
  ],
  child: [
    at('/dashboard/[role]', '/dashboard/child'),
    at('/lessons'),
    at('/courses'),
    link('/courses/[slug]'),
    link('/courses/[slug]/[lesson]'),
    at('/review'),
    at('/skills'),
    at('/progress'),
    at('/achievements'),
    at('/journal'),
    // The demo class's competition, the child in it (tests/e2e/support/prepare-competition.ts; decision 065).
    at('/competitions'),
    link('/competitions/[id]'),
    // A finished one, with the link to the child's certificate, and the certificate (decision 065).
    at('/competitions/[id]', FINISHED_COMPETITION),
    CERTIFICATES,
    TEAM_CERTIFICATES,
    // A stock's own view, with the order form (the investor below opens the page with holdings).
    at('/simulator', '/simulator?stock=KO'),
    at('/help'),
    ...ACCOUNT_PAGES,
  ],
  // A child who owns shares: the simulator's holdings table and trade history (prepared in tests/e2e/support/prepare.ts).
  investor: [at('/simulator')],
  parent: [
    at('/dashboard/[role]', '/dashboard/parent'),
    at('/children'),
    link('/children/[childId]/access'),
    link('/children/[childId]/feedback'),
    at('/progress'),
    at('/reports'),
    // The demo child's certificate of the finished class game (decision 065).
    CERTIFICATES,
    TEAM_CERTIFICATES,
    // The parent's family games and the form to start one for their children (decision 074).
    at('/competitions'),
    at('/simulator'),
    at('/settings/billing'),
    link('/settings/billing/invoices/[number]'),
    ...ACCOUNT_PAGES,
  ],
  tutor: [
    at('/dashboard/[role]', '/dashboard/tutor'),
    at('/classes'),
    link('/classes/[id]'),
    // The class's sign-in cards (decision 066), linked from its page.
    link('/classes/[id]/cards'),
    link('/classes/[id]/assignments/[assignmentId]'),
    // The competition the tutor runs for the demo class (decision 065).
    at('/competitions'),
    link('/competitions/[id]'),
    // The finished one, with its results' links, and every player's certificate (decision 065).
    at('/competitions/[id]', FINISHED_COMPETITION),
    CERTIFICATES,
    TEAM_CERTIFICATES,
    at('/students'),
    link('/students/[childId]'),
    at('/feedback'),
    link('/feedback/[childId]'),
    at('/progress'),
    at('/simulator'),
    at('/settings/billing'),
    ...ACCOUNT_PAGES,
  ],
  admin: [
    at('/dashboard/[role]', '/dashboard/admin'),
    at('/admin/user-management'),
    // A child's country on a page of its own (decision 060's amendment), linked from a child's row of the list.
    at('/admin/user-management', '/admin/user-management?role=child'),
    link('/admin/user-management/[userId]/country'),
    at('/admin/schools'),
    at('/admin/audit'),
    at('/admin/outbox'),
    at('/admin/analytics'),
    at('/admin/growth'),
    at('/admin/finance/dashboard'),
    at('/admin/finance/prices'),
    at('/admin/settings/adminsettings'),
    at('/admin/marketeditor/marketdata'),
    at('/admin/courseeditor'),
    at('/admin/courseeditor/new'),
    link('/admin/courseeditor/[id]'),
    at('/admin/lessoneditor'),
    at('/admin/lessoneditor/lessontableeditor'),
    at('/admin/lessoneditor/translations'),
    // The first seeded lesson and course (ids 1: the curriculum is seeded first), their words in Arabic and French
    // beside the English (decision 051).
    at('/admin/lessoneditor', '/admin/lessoneditor?course=1&lesson=1&language=ar'),
    at('/admin/courseeditor/[id]', '/admin/courseeditor/1?language=fr'),
    at('/admin/featurelessons'),
    at('/admin/badges'),
    at('/admin/badges/new'),
    link('/admin/badges/[id]'),
    // The first seeded badge's name and description in Arabic beside the English (decision 054).
    at('/admin/badges/[id]', '/admin/badges/1?language=ar'),
    at('/admin/thumbnails'),
    at('/admin/help-editor/help'),
    at('/admin/help-editor/help/new'),
    link('/admin/help-editor/help/[id]'),
  ],
  // The demo school's admin (decision 061): the school's page, with its teacher, class and student, and its roster
  // import with its history (decision 064).
  school_admin: [
    at('/dashboard/[role]', '/dashboard/school_admin'),
    // A class of the school's, its sign-in cards (decision 066), linked from the school's page.
    link('/classes/[id]/cards'),
    at('/dashboard/[role]/roster', '/dashboard/school_admin/roster'),
    // The school's sign-in provider (decision 069), linked from the school's page.
    at('/dashboard/[role]/sign-in-settings', '/dashboard/school_admin/sign-in-settings'),
    // The class stock-market games a school admin runs for their school's classes (decision 065).
    at('/competitions'),
    ...ACCOUNT_PAGES,
  ],
};

/** Pages of the build no crawler opens, each with why. */
export const NOT_CRAWLED: Record<string, string> = {
  '/dashboard': 'only redirects to /dashboard/<role>, which each role opens',
  '/_global-error': "Next's own page for an error thrown by the root layout: no address reaches it while the app works",
};

/** The page routes of the production build (app-paths-manifest.json), as patterns without route groups. */
export function builtPages(): string[] {
  const manifest = JSON.parse(readFileSync(path.resolve('.next/server/app-paths-manifest.json'), 'utf8')) as Record<string, string>;
  return [
    ...new Set(
      Object.keys(manifest)
        .filter((key) => key.endsWith('/page'))
        .map((key) =>
          key
            .replace(/\/page$/, '')
            .split('/')
            .filter((segment) => !/^\(.*\)$/.test(segment))
            .join('/'),
        )
        .map((route) => route || '/'),
    ),
  ].sort();
}

/** A route pattern as a test for a link's path: /classes/[id] matches /classes/0b1c…, not /classes or /classes/a/b. */
export function routeMatcher(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) => (/^\[\.\.\..+\]$/.test(segment) ? '.+' : /^\[.+\]$/.test(segment) ? '[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/**
 * Measured in the browser at the current width: what overflows sideways, as readable lines (empty when all is
 * well). The document never scrolls sideways, #main neither, and no table loses a column off its edge: a table may be
 * wider than the screen only inside a container that scrolls.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth} px${widest()}`);
    const main = document.querySelector<HTMLElement>('#main');
    if (!main) found.push('no #main');
    else if (main.scrollWidth > main.clientWidth) found.push(`#main is ${main.scrollWidth} px wide in ${main.clientWidth} px`);

    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    for (const [index, table] of [...document.querySelectorAll('#main table')].entries()) {
      // A visually hidden table (a chart's data for screen readers) shows no column to anyone who could lose one.
      const own = table.getBoundingClientRect();
      if (own.width <= 1 && own.height <= 1) continue;
      let container: Element | null = table.parentElement;
      while (container && container !== document.body && !clips(container)) container = container.parentElement;
      const scroller = container && container !== document.body ? (container as HTMLElement) : null;
      // Inside a visually hidden block (sr-only): no column shows to anyone who could lose one.
      if (scroller && scroller.getBoundingClientRect().width <= 1) continue;
      // A container that scrolls shows every column to whoever scrolls it.
      if (scroller && ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX) && scroller.scrollWidth > scroller.clientWidth) continue;
      const box = scroller ? scroller.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      for (const header of table.querySelectorAll('th')) {
        const cell = header.getBoundingClientRect();
        if (cell.width === 0 && cell.height === 0) continue;
        if (cell.left < box.left - 1 || cell.right > box.right + 1) {
          const name = (header.textContent ?? '').trim().slice(0, 40) || '(empty)';
          found.push(`table ${index + 1}: column "${name}" spans ${Math.round(cell.left)}–${Math.round(cell.right)} px, visible ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
      }
    }
    return found;

    /** The outermost visible element that reaches past the viewport, to say where to look. */
    function widest(): string {
      const width = document.documentElement.clientWidth;
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
        // A drawer parked off screen (position: fixed) is not what scrolls the page.
        if (getComputedStyle(element).position === 'fixed') continue;
        let clipped = false;
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' || style.position === 'fixed') {
            clipped = true;
            break;
          }
        }
        if (clipped) continue;
        const name = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '') + (typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '');
        return ` (first past the edge: ${name}, ${Math.round(box.left)}–${Math.round(box.right)} px)`;
      }
      return '';
    }
  });
}

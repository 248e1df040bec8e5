/*
 * What the browser gets of the messages. The root layout's NextIntlClientProvider would otherwise send every
 * namespace with every page (about 80 KB in English): server components translate on the server and need none of
 * it in the browser, only admins use the editors' namespaces, and a screen's own namespaces go only with its routes.
 * A namespace not listed here is sent everywhere, so a new one works in client components by default; tests/unit/client-messages.unit.test.ts checks these lists against
 * what the client code uses.
 */

/** Namespaces only server components use (never a client hook, never a key an action answers with). */
export const SERVER_ONLY_NAMESPACES = [
  'about',
  'privacy',
  'terms',
  'home',
  'course',
  'learning',
  'dashboard',
  'header',
  'footer',
  'sidebar',
  'ticker',
  'forbidden',
  'notFound',
  'unauthorized',
  'blocked',
  'adminDashboard',
  'audit',
  'outbox',
  // A child's readable data summary (decision 027), rendered by its route handler.
  'childData',
  // The back office's analytics (decision 038): server-rendered.
  'analytics',
  'growth',
  // The help centre (decision 039): server-rendered, its forms plain posts.
  'help',
  // Plans and invoices (decision 040): server-rendered; the forms get their words as props (`billing` has the answers).
  'plans',
  // The translation view (decision 051): server-rendered; its editors' words are `translationEditor`'s.
  'translations',
  // Skills and mastery (decision 052): the child's, the course's and the class's, all server-rendered.
  'mastery',
  // E-mails: composed on the server in their recipient's language, never in a browser.
  'mail',
  'consentMail',
  'invoiceMail',
  'competitionResults',
  // The tutor's and teacher's pages of a child: server-rendered.
  'students',
] as const;

/** Namespaces of the admin screens: sent to admins only. */
export const ADMIN_ONLY_NAMESPACES = ['marketAdmin', 'thumbnails', 'lessonTable', 'courseEditor', 'badgeAdmin', 'lessonEditor', 'featuredLessons', 'themeEditor', 'rates', 'users', 'helplines', 'helpEditor', 'finance', 'translationEditor', 'translationStatus'] as const;

/**
 * Namespaces of one screen's client components: sent only on the routes whose layout asks for them
 * (src/app/route-messages.tsx; tests/unit/client-messages.unit.test.ts checks every page's import graph against what
 * its layouts ask for). Every other namespace is sent with every page.
 */
export const ROUTE_NAMESPACES = [
  'simulator',
  'orders',
  'classes',
  'journal',
  'families',
  'reports',
  'feedback',
  'notifications',
  'progress',
  'achievements',
  'player',
  'streak',
  'dailyGoal',
  'catalogue',
  'login',
  'register',
  'verify',
  'forgot',
  'reset',
  'profile',
  // The daily review (decision 052): its player's words go with /review; the dashboard's and the simulator's are server-rendered.
  'review',
  // Class stock-market competitions (decision 065): their forms' words go with /competitions.
  'competitions',
  // Schools (decisions 061, 064, 069): the school admin's and the academy admin's forms; a dashboard takes parts.
  'schools',
  'rostering',
  // The settings page's forms (their answers included); a class's own settings are server-rendered (classes.settings).
  'settings',
] as const;

type ScreenNamespace = (typeof ROUTE_NAMESPACES)[number];

/**
 * What a route's layout asks for: a screen's whole namespace (orders), or one part of it (simulator.chart) when
 * the route's client components use only some of a namespace that its server components use in full.
 */
export type RouteNamespace = ScreenNamespace | `${ScreenNamespace}.${string}`;

type Messages = Record<string, unknown>;

/** The messages every page sends: all but the server-only namespaces, the screens' own, and the admins' for others. */
export function clientMessages(messages: Messages, isAdmin: boolean, route: readonly RouteNamespace[] = []): Messages {
  const whole = new Set<string>(route.filter((entry) => !entry.includes('.')));
  const dropped = new Set<string>([...SERVER_ONLY_NAMESPACES, ...(isAdmin ? [] : ADMIN_ONLY_NAMESPACES), ...ROUTE_NAMESPACES.filter((namespace) => !whole.has(namespace))]);
  const sent: Messages = Object.fromEntries(Object.entries(messages).filter(([namespace]) => !dropped.has(namespace)));
  // A part already sent whole, or inside a shorter part that is, needs nothing more; every other part is copied into
  // objects of our own (the loaded messages are shared by every request and never written).
  const parts = route.filter((entry) => entry.includes('.') && !route.some((other) => entry.startsWith(`${other}.`)));
  for (const part of parts) {
    const [namespace, ...path] = part.split('.') as [string, ...string[]];
    let target = (sent[namespace] ??= {}) as Messages;
    let source: unknown = messages[namespace];
    for (const step of path) source = typeof source === 'object' && source !== null ? (source as Messages)[step] : undefined;
    if (source === undefined) continue;
    for (const step of path.slice(0, -1)) target = (target[step] ??= {}) as Messages;
    target[path[path.length - 1]!] = source;
  }
  return sent;
}

/*
 * What the browser gets of the messages. The root layout's NextIntlClientProvider would otherwise send every
 * namespace with every page (about 80 KB in English): server components translate on the server and need none of
 * it in the browser, and only admins use the editors' namespaces. A namespace not listed here is sent, so a new
 * one works in client components by default; tests/unit/client-messages.unit.test.ts checks these lists against
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
] as const;

/** Namespaces of the admin screens: sent to admins only. */
export const ADMIN_ONLY_NAMESPACES = ['marketAdmin', 'thumbnails', 'lessonTable', 'courseEditor', 'badgeAdmin', 'lessonEditor', 'featuredLessons', 'themeEditor', 'rates', 'users'] as const;

export function clientMessages(messages: Record<string, unknown>, isAdmin: boolean): Record<string, unknown> {
  const dropped = new Set<string>([...SERVER_ONLY_NAMESPACES, ...(isAdmin ? [] : ADMIN_ONLY_NAMESPACES)]);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !dropped.has(namespace)));
}

import { kib, measureClientJs } from './client-js';

/*
 * `npm test` (after the production build): the JavaScript each route loads up front stays within its budget
 * (docs/benchmarks.md "Client JavaScript"). A size check, deterministic for a given build: not a timed test.
 *
 * The budgets are a ratchet: today's sizes plus a little room, to be lowered as the bundles shrink. The framework
 * alone (bench/floor, a page with no client code of its own) loads 132 KiB here; the app's shell (its translations,
 * links, sidebar, ticker, bell) adds about 9 KiB to every page. The goal is the floor plus 15 KiB on every route,
 * plus 28 on /simulator: the default budget is the goal itself; /simulator's, below, is its size plus a little room,
 * within its own goal.
 */
const BUDGET_KIB: Array<{ match: RegExp; kib: number }> = [
  // 154 (from 156) since the browser's translator replaced next-intl's client (below): 152.7 measured.
  { match: /^\/simulator$/, kib: 154 },
];
// 167 since the app passed 100,000 bundler module ids: Turbopack's ids grew from five digits to six, one byte more at
// every reference in every chunk (+0.4 KiB on /courses with no code of its own added; docs/benchmarks.md).
// 168 since every page carries the outage screen (its error boundary, 0.9 KiB) and streams that reconnect by
// themselves after a fault (decision 049).
// 169 since the lesson player, the journal and the feedback forms send a write again by themselves, with its key,
// until it is answered (lib/resend.ts, components/ui/resend-status.tsx; decision 049).
// 163 since messages are precompiled at build time (next.config.ts): no ICU parser in the browser, 8.5 KiB less on
// every route (the largest, /journal, 160.2).
// 155 since the shell loads what it uses only on interaction when it is used: react-hot-toast with the first toast
// (components/ui/toast.ts) and the loading screen when it shows, and the sidebar's, menu's and bell's icons are drawn
// on the server (about 9.5 KiB off every route; the largest, /competitions/[id], 153.8).
// 147, the goal, with the routes over it named above, since lucide's runtime left every page (icons drawn from their
// shapes, components/ui/icon.tsx), the outage screen comes when a page fails (1.9 KiB off every route) and next/image's
// client component left the pages with pictures (5.7 KiB off /courses): 36 of the 54 pages, 12 of the 25 admin pages.
// Every page within it, and 22 of the 25 admin pages, since the browser translates with src/i18n/client.tsx instead of
// next-intl's client module (2.3–2.5 KiB off every route), a classroom tablet's idle sign-out is fetched after the
// page, confirm dialogs when they are about to be asked for, and the pages' own forms and players load what they use
// when it is used (docs/benchmarks.md "Client JavaScript per route, 2026-11-29 night"; the largest page,
// /journal, 147.0). The back office's editors too since the lesson's editors, the market's forms beside its table of
// prices and the lesson table's import form are each a chunk of their own (components/ui/lazy-part.tsx).
const DEFAULT_BUDGET_KIB = 147;

const budgetOf = (route: string) => BUDGET_KIB.find((budget) => budget.match.test(route))?.kib ?? DEFAULT_BUDGET_KIB;

const routes = measureClientJs('.next');
const over = routes.filter((route) => kib(route.gzipBytes) > budgetOf(route.route));
console.log('| route | client JS, KiB gzipped | budget |\n|---|---|---|');
for (const route of routes) console.log(`| ${route.route} | ${kib(route.gzipBytes)} | ${budgetOf(route.route)}${kib(route.gzipBytes) > budgetOf(route.route) ? ' ✗' : ''} |`);
if (routes.length === 0) {
  console.error('No routes found in the build.');
  process.exit(1);
}
if (over.length > 0) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((route) => `${route.route} ${kib(route.gzipBytes)} KiB > ${budgetOf(route.route)} KiB`).join(', ')}`);
  process.exit(1);
}
console.log(`\n${routes.length} routes within their client JavaScript budgets.`);

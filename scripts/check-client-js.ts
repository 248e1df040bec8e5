import { kib, measureClientJs } from './client-js';

/*
 * `npm test` (after the production build): the JavaScript each route loads up front stays within its budget
 * (docs/benchmarks.md "Client JavaScript"). A size check, deterministic for a given build: not a timed test.
 *
 * The budgets are a ratchet: today's sizes plus a little room, to be lowered as the bundles shrink. The framework
 * alone (bench/floor, a page with no client code of its own) loads 132 KiB here; the app's shell (translations
 * provider, links, sidebar, ticker, bell, outage screen) adds about 14 KiB to every page.
 */
const BUDGET_KIB: Array<{ match: RegExp; kib: number }> = [
  // 158 (from 199) since zod left the editors' browser code (lib/lesson-content-checks.ts, market/limits.ts: 30 KiB
  // on the lesson, course and market editors) and the shell shrank (below): the largest, /admin/lessoneditor, 157.4.
  { match: /^\/admin\//, kib: 158 },
  // 158 (from 168) since the shell shrank (below): 157.2 measured.
  { match: /^\/simulator$/, kib: 158 },
  // The lesson player, which opens the read-aloud bar and shares its answer field with the daily review (decisions 052,
  // 053), had a budget of its own (163); at 152.5 since the shell shrank it is within the default.
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
const DEFAULT_BUDGET_KIB = 155;

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

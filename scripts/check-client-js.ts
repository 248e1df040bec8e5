import { kib, measureClientJs } from './client-js';

/*
 * `npm test` (after the production build): the JavaScript each route loads up front stays within its budget
 * (docs/benchmarks.md "Client JavaScript"). A size check, deterministic for a given build: not a timed test.
 *
 * The budgets are a ratchet: today's sizes plus a little room, to be lowered as the bundles shrink. The framework
 * alone (bench/floor, a page with no client code of its own) loads 132 KiB here; the app's shell (translations
 * provider, toasts, sidebar, ticker) adds about 22 KiB to every page.
 */
const BUDGET_KIB: Array<{ match: RegExp; kib: number }> = [
  { match: /^\/admin\//, kib: 199 },
  { match: /^\/simulator$/, kib: 168 },
  // The lesson player opens the read-aloud bar (its reader is a chunk of its own, loaded on use) and shares its answer
  // field with the daily review (decisions 052, 053): 169.1 KiB measured, 160.9 once messages were precompiled.
  { match: /^\/courses\/\[slug\]\/\[lesson\]$/, kib: 163 },
];
// 167 since the app passed 100,000 bundler module ids: Turbopack's ids grew from five digits to six, one byte more at
// every reference in every chunk (+0.4 KiB on /courses with no code of its own added; docs/benchmarks.md).
// 168 since every page carries the outage screen (its error boundary, 0.9 KiB) and streams that reconnect by
// themselves after a fault (decision 049).
// 169 since the lesson player, the journal and the feedback forms send a write again by themselves, with its key,
// until it is answered (lib/resend.ts, components/ui/resend-status.tsx; decision 049).
// 163 since messages are precompiled at build time (next.config.ts): no ICU parser in the browser, 8.5 KiB less on
// every route (the largest, /journal, 160.2).
const DEFAULT_BUDGET_KIB = 163;

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

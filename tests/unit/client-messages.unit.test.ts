import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_NAMESPACES, clientMessages, ROUTE_NAMESPACES, SERVER_ONLY_NAMESPACES } from '@/i18n/client-messages';

/** Every source file under src, with its text. */
function sources(dir = path.join(process.cwd(), 'src')): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [{ file: path.relative(process.cwd(), full), text: readFileSync(full, 'utf8') }] : [];
  });
}

const files = sources();

/** Files that translate in the browser's way: a hook, or a message key an action or error answers with. */
function usersOf(namespace: string): string[] {
  const hook = new RegExp(`useTranslations\\(['\`]${namespace}[.'\`]`);
  // A whole key in single quotes ('users.saved'), not SQL or a comment that names a column (`users.valuation`).
  // A file name ('users.csv', OneRoster's) is not a key.
  const key = new RegExp(`'${namespace}\\.(?!csv')[A-Za-z][\\w.]*'`);
  return files.filter(({ text }) => hook.test(text) || (key.test(text) && !text.includes('getTranslations'))).map(({ file }) => file);
}

const SOURCE_ROOT = path.join(process.cwd(), 'src');
const byPath = new Map(files.map(({ file, text }) => [path.join(process.cwd(), file), text]));

/** The source file an import names (`@/…` or relative), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SOURCE_ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find((candidate) => byPath.has(candidate)) ?? null;
}

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Every message path a page may need in the browser: the namespace of a translation hook ('simulator.chart') or a
 * quoted key ('orders.filled') anywhere in what the page imports, however indirectly (more than it needs: a server
 * file's key counts too, since a server component may hand a key to a client one).
 */
function pathsReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = byPath.get(file)!;
    for (const match of text.matchAll(/useTranslations\(['`]([A-Za-z][\w.]*)/g)) found.add(match[1]!);
    // A quoted key, but not a server component's own namespace (getTranslations('simulator.howItWorks')) nor a file name,
    // nor what a file with no translation hook translates itself (t('settings.title') in a server component: the
    // server's words, under its translator's namespace, reach the browser as text).
    const translatesInBrowser = text.includes('useTranslations(');
    for (const match of text.matchAll(/(?<!getTranslations\()(?<!\bt\()'([a-z][A-Za-z]+\.(?!csv')[A-Za-z][\w.]*)'/g)) found.add(match[1]!);
    if (translatesInBrowser) for (const match of text.matchAll(/\bt\('([a-z][A-Za-z]+\.[A-Za-z][\w.]*)'/g)) found.add(match[1]!);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]!);
      if (target) stack.push(target);
    }
  }
  return found;
}

const namespaceOf = (messagePath: string) => messagePath.split('.')[0]!;

/**
 * What the nearest layout above a page that has its own RouteMessages asks for: whole namespaces ('orders') or parts
 * ('simulator.chart'). Only that one counts: a layout's provider replaces the messages of the providers above it, it
 * does not add to them (src/app/dashboard/layout.tsx).
 */
function pathsAskedFor(page: string): Set<string> {
  for (let dir = path.dirname(page); dir.startsWith(path.join(SOURCE_ROOT, 'app')); dir = path.dirname(dir)) {
    const layout = byPath.get(path.join(dir, 'layout.tsx'));
    const list = layout ? /namespaces=\{\[([^\]]*)\]\}/.exec(layout)?.[1] : undefined;
    if (list !== undefined) return new Set([...list.matchAll(/'([A-Za-z][\w.]*)'/g)].map((match) => match[1]!));
  }
  return new Set();
}

/** A path is sent when its layouts ask for it or for a part that holds it (simulator.chart holds simulator.chart.range). */
const covered = (messagePath: string, asked: Set<string>) => [...asked].some((entry) => messagePath === entry || messagePath.startsWith(`${entry}.`));

describe('the messages sent to the browser', () => {
  it("send each screen's own namespaces with every route that may use them (its layouts ask for them)", () => {
    const screens = new Set<string>(ROUTE_NAMESPACES);
    const pages = [...byPath.keys()].filter((file) => file.endsWith(`${path.sep}page.tsx`) && file.startsWith(path.join(SOURCE_ROOT, 'app')));
    expect(pages.length).toBeGreaterThan(30);
    const short = pages.flatMap((page) => {
      const asked = pathsAskedFor(page);
      const missing = [...pathsReachedFrom(page)].filter((messagePath) => screens.has(namespaceOf(messagePath)) && !covered(messagePath, asked)).sort();
      return missing.length > 0 ? [{ page: path.relative(process.cwd(), page), missing }] : [];
    });
    expect(short).toEqual([]);
    // The root layout's own client components (header, footer, ticker, toasts) get what the root layout asks for.
    const rootLayout = path.join(SOURCE_ROOT, 'app', 'layout.tsx');
    const rootAsked = pathsAskedFor(rootLayout);
    expect([...pathsReachedFrom(rootLayout)].filter((messagePath) => screens.has(namespaceOf(messagePath)) && !covered(messagePath, rootAsked))).toEqual([]);
  });

  it('leave out only namespaces no client hook or action answer uses', () => {
    for (const namespace of SERVER_ONLY_NAMESPACES) expect({ namespace, users: usersOf(namespace) }).toEqual({ namespace, users: [] });
  });

  it('keep the admin-only namespaces to the admin modules', () => {
    const adminModules = /^src\/(modules\/(market|files|lesson-admin|content-admin|help-admin|billing-admin|theme|currency|helplines|user-management)|app\/admin|app\/api\/files)\//;
    for (const namespace of ADMIN_ONLY_NAMESPACES) {
      expect({ namespace, outside: usersOf(namespace).filter((file) => !adminModules.test(file)) }).toEqual({ namespace, outside: [] });
    }
  });

  it('drop server-only namespaces for everyone and admin namespaces for everyone but admins', () => {
    const all = { about: {}, errors: {}, lessonEditor: {}, player: {} };
    expect(Object.keys(clientMessages(all, false))).toEqual(['errors']);
    expect(Object.keys(clientMessages(all, true))).toEqual(['errors', 'lessonEditor']);
    // A screen's namespace goes with the routes that ask for it.
    expect(Object.keys(clientMessages(all, false, ['player']))).toEqual(['errors', 'player']);
  });

  it("send only the asked parts of a screen's namespace, and leave the loaded messages as they were", () => {
    const simulator = { title: 'Simulator', chart: { range: '1H' }, order: { buy: 'Buy', reasons: { cash: 'Not enough cash' } }, howItWorks: { lead: 'Long text' } };
    const all = { errors: {}, simulator };
    expect(clientMessages(all, false, ['simulator.chart', 'simulator.order.reasons'])).toEqual({ errors: {}, simulator: { chart: { range: '1H' }, order: { reasons: { cash: 'Not enough cash' } } } });
    // The whole namespace wins over its parts; a part that does not exist sends nothing.
    expect(clientMessages(all, false, ['simulator', 'simulator.chart'])).toEqual(all);
    expect(clientMessages(all, false, ['simulator.missing'])).toEqual({ errors: {}, simulator: {} });
    expect(simulator.order).toEqual({ buy: 'Buy', reasons: { cash: 'Not enough cash' } });
  });
});

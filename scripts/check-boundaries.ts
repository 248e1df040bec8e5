import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IDependency, type IForbiddenRuleType, type IModule } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { BASELINE_FILE, checkTableOwners, formatTableQuery } from './table-owners';

/**
 * The module-boundary check (decision 015, docs/decisions/015-module-boundaries.md), run by `npm test`.
 *
 * dependency-cruiser reads every import (type-only ones too) and resolves it with the tree's own tsconfig.json,
 * so `@/…` aliases land on real files. Two kinds of violation are plain dependency-cruiser `forbidden` rules:
 *   (b) an import of another module's private file, (c) an import against the direction of the layers.
 * Three need the whole graph and are computed here from the cruise result:
 *   (a) cycles between folders, (d) relative imports from one module folder into another,
 *   (f) `server-only` reachable from the custom server (`server.ts` runs under plain Node, where it throws).
 *
 * `npx tsx scripts/check-boundaries.ts` checks this repository and exits 1 on any violation.
 */

export type ViolationKind = 'cycle' | 'private-import' | 'forbidden-direction' | 'relative-cross-module' | 'server-only-in-custom-server';

export interface Violation {
  kind: ViolationKind;
  /** The importing file, relative to the root (for a cycle: the importing file of its first hop). */
  from: string;
  /** The imported file, relative to the root (for (f): `server-only`). */
  to: string;
  /** One line: what is wrong and what to do instead. */
  reason: string;
  /** The dependency-cruiser rule, for (b) and (c). */
  rule?: string;
  /** The import as written, when known. */
  specifier?: string;
  typeOnly?: boolean;
  /** (a): the folders of the cycle, the first one repeated at the end. */
  cycle?: string[];
  /** (a): one file import for each hop of the cycle. */
  edges?: Array<{ from: string; to: string }>;
  /** (f): the files from server.ts to the one that imports `server-only`. */
  chain?: string[];
}

export interface BoundaryReport {
  violations: Violation[];
  summary: { cycles: number; privateImports: number; forbiddenDirections: number; relativeCrossModule: number; serverOnlyInCustomServer: number };
  /**
   * Local imports (relative or `@/…`) that resolve to no file. Not violations (the typecheck fails on them), but the
   * rules cannot judge an import they cannot place, so they are listed rather than passed over in silence.
   */
  unresolved: Array<{ from: string; specifier: string }>;
}

export interface CheckOptions {
  /** The folder holding tsconfig.json, `src/` and (optionally) `server.ts` and `scripts/`. */
  root: string;
  /** Files and folders to cruise, relative to root. Defaults to whichever of `src`, `server.ts`, `scripts` exist. */
  entries?: string[];
}

// ── Paths (posix, relative to the root, as dependency-cruiser reports them) ─────────────────────────────────────

/** A test file: `*.test.ts(x)` (so `*.unit.test.ts`), `test-fixtures.ts`, or anything under `test-support/` or `tests/`. */
const TEST_NAME = '(?:[^/]+\\.test\\.tsx?$|test-fixtures\\.tsx?$|test-support/|tests/)';
const TEST_FILE = `(?:^|/)${TEST_NAME}`;
// The same, for the rest of a path after a folder, without a repeated group inside a repetition: dependency-cruiser
// refuses such regular expressions as unsafe (catastrophic backtracking).
const TEST_IN_FOLDER = '.*\\.test\\.tsx?$|(?:.*/|)(?:test-fixtures\\.tsx?$|test-support/|tests/)';
const MODULE_FILE = '^src/modules/[^/]+/';
const PUBLIC_TAIL = '(?:(?:index|actions|schemas|events|subscriptions|runtime)\\.tsx?$|components/)';
const TEST_PUBLIC_TAIL = '(?:test-fixtures\\.tsx?$|test-support/)';
const MODULE_PUBLIC = `^src/modules/[^/]+/${PUBLIC_TAIL}`;
const MODULE_TEST_PUBLIC = `^src/modules/[^/]+/${TEST_PUBLIC_TAIL}`;
const PUBLIC_NAMES = 'index.ts, actions.ts, schemas.ts, events.ts, subscriptions.ts, runtime.ts, components/';

const testFile = new RegExp(TEST_FILE);
export const isTestFile = (file: string): boolean => testFile.test(file);

// ── Layers (c) ───────────────────────────────────────────────────────────────────────────────────────────────────

type Layer = 'app' | 'wiring' | 'seed' | 'modules' | 'components' | 'server' | 'db' | 'lib' | 'i18n';

/** `src/i18n/request.ts` is Next's request-config entry, so it sits with the routes, not with the rest of i18n. */
const LAYER_PATHS: Record<Layer, string[]> = {
  app: ['^src/app/', '^src/i18n/request\\.tsx?$'],
  wiring: ['^src/wiring/'],
  seed: ['^src/seed/'],
  modules: ['^src/modules/'],
  components: ['^src/components/'],
  server: ['^src/server/'],
  db: ['^src/db/'],
  lib: ['^src/lib/'],
  i18n: ['^src/i18n/(?!request\\.tsx?$)'],
};

/** What each layer may import, besides npm packages (decision 015). Modules: public surfaces only, which is rule (b). */
const LAYER_ALLOWS: Record<Layer, Layer[]> = {
  app: ['app', 'modules', 'components', 'server', 'lib', 'i18n'],
  wiring: ['wiring', 'modules', 'server', 'lib'],
  seed: ['seed', 'modules', 'server', 'db', 'lib'],
  modules: ['modules', 'components', 'server', 'db', 'lib', 'i18n'],
  components: ['components', 'lib', 'i18n'],
  server: ['server', 'db', 'lib', 'i18n'],
  db: ['db', 'lib'],
  lib: ['lib'],
  i18n: ['i18n', 'lib'],
};

const LAYERS = Object.keys(LAYER_PATHS) as Layer[];
const layerRegExps = LAYERS.map((layer) => [layer, new RegExp(LAYER_PATHS[layer].join('|'))] as const);

function layerOf(file: string): Layer | null {
  return layerRegExps.find(([, regExp]) => regExp.test(file))?.[0] ?? null;
}

function describeLayer(layer: Layer | null): string {
  return layer === null ? 'src/ outside the layers' : `src/${layer}`;
}

// ── The dependency-cruiser rules: (b) and (c) ────────────────────────────────────────────────────────────────────

const PRIVATE_RULE = 'private-module-file';
const LAYER_RULE_PREFIX = 'layer-';

/**
 * (b) Only a module's public surface may be imported from outside it; its test-only public files only by test files.
 * Four rules because dependency-cruiser can carry one capture group (the importing module, `$1`) from `from` to `to`.
 */
export const privateFileRules: IForbiddenRuleType[] = [
  {
    name: PRIVATE_RULE,
    comment: 'A module file imports another module\'s private file (decision 015).',
    severity: 'error',
    from: { path: '^src/modules/([^/]+)/', pathNot: TEST_FILE },
    to: { path: MODULE_FILE, pathNot: ['^src/modules/$1/', MODULE_PUBLIC] },
  },
  {
    name: PRIVATE_RULE,
    comment: 'A module\'s test file imports another module\'s private file (decision 015).',
    severity: 'error',
    from: { path: `^src/modules/([^/]+)/(?=${TEST_IN_FOLDER})` },
    to: { path: MODULE_FILE, pathNot: ['^src/modules/$1/', MODULE_PUBLIC, MODULE_TEST_PUBLIC] },
  },
  {
    name: PRIVATE_RULE,
    comment: 'Code outside the modules imports a module\'s private file (decision 015).',
    severity: 'error',
    from: { pathNot: [MODULE_FILE, TEST_FILE] },
    to: { path: MODULE_FILE, pathNot: MODULE_PUBLIC },
  },
  {
    name: PRIVATE_RULE,
    comment: 'A test file outside the modules imports a module\'s private file (decision 015).',
    severity: 'error',
    from: { path: TEST_FILE, pathNot: MODULE_FILE },
    to: { path: MODULE_FILE, pathNot: [MODULE_PUBLIC, MODULE_TEST_PUBLIC] },
  },
];

/** (c) Each layer imports only the layers below it (and itself). Test files too: only the cycle check leaves them out. */
export const layerRules: IForbiddenRuleType[] = LAYERS.map((layer) => ({
  name: `${LAYER_RULE_PREFIX}${layer}`,
  comment: `${describeLayer(layer)} may import only ${LAYER_ALLOWS[layer].map((allowed) => describeLayer(allowed)).join(', ')} (decision 015).`,
  severity: 'error',
  // i18n's pattern already leaves request.ts out; the app's pattern takes it in. Tests stand outside the layers:
  // a module's test may build its data with the seed or call a route handler (they still obey (b) and (d)).
  from: { path: LAYER_PATHS[layer], pathNot: TEST_FILE },
  to: { path: '^src/', pathNot: LAYER_ALLOWS[layer].flatMap((allowed) => LAYER_PATHS[allowed]) },
}));

// ── Folder graph (a) ─────────────────────────────────────────────────────────────────────────────────────────────

/** The cycle check's nodes: each layer folder, and each module folder on its own. */
function folderOf(file: string): string | null {
  const layer = layerOf(file);
  if (layer !== 'modules') return layer;
  return /^src\/modules\/([^/]+)\//.exec(file)?.[0].slice('src/'.length, -1) ?? null;
}

const MAX_CYCLES = 500;

/** Every elementary cycle of a small directed graph (Johnson's algorithm), each starting at its smallest node. */
function elementaryCycles(graph: Map<string, Set<string>>): { cycles: string[][]; truncated: boolean } {
  const nodes = [...graph.keys()].sort();
  const cycles: string[][] = [];
  let truncated = false;

  for (let start = 0; start < nodes.length && !truncated; start += 1) {
    const allowed = new Set(nodes.slice(start));
    const component = componentOf(nodes[start]!, graph, allowed);
    if (component.size < 2) continue;
    const blocked = new Set<string>();
    const blockedBy = new Map<string, Set<string>>();
    const stack: string[] = [];
    const unblock = (node: string): void => {
      blocked.delete(node);
      for (const other of blockedBy.get(node) ?? []) if (blocked.has(other)) unblock(other);
      blockedBy.delete(node);
    };
    const circuit = (node: string): boolean => {
      let found = false;
      stack.push(node);
      blocked.add(node);
      for (const next of graph.get(node) ?? []) {
        if (!component.has(next) || truncated) continue;
        if (next === nodes[start]) {
          cycles.push([...stack]);
          if (cycles.length >= MAX_CYCLES) truncated = true;
          found = true;
        } else if (!blocked.has(next) && circuit(next)) {
          found = true;
        }
      }
      if (found) unblock(node);
      else for (const next of graph.get(node) ?? []) if (component.has(next)) blockedBy.set(next, (blockedBy.get(next) ?? new Set()).add(node));
      stack.pop();
      return found;
    };
    circuit(nodes[start]!);
  }
  return { cycles, truncated };
}

/** The strongly connected component of `node` in the subgraph of `allowed` nodes. */
function componentOf(node: string, graph: Map<string, Set<string>>, allowed: Set<string>): Set<string> {
  const reach = (from: string, next: (n: string) => Iterable<string>): Set<string> => {
    const seen = new Set([from]);
    const queue = [from];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      for (const other of next(current)) {
        if (allowed.has(other) && !seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    return seen;
  };
  const forward = reach(node, (n) => graph.get(n) ?? []);
  const backward = reach(node, (n) => [...graph].filter(([, targets]) => targets.has(n)).map(([source]) => source));
  return new Set([...forward].filter((n) => backward.has(n)));
}

function findCycles(modules: IModule[]): Violation[] {
  const graph = new Map<string, Set<string>>();
  // For each folder edge, the first file import that makes it (sorted, so reports are stable).
  const examples = new Map<string, { from: string; to: string }>();
  for (const module of [...modules].sort((a, b) => a.source.localeCompare(b.source))) {
    // Tests may reach across folders (an integration test wires several modules); they are not part of the design.
    if (isTestFile(module.source)) continue;
    const source = folderOf(module.source);
    if (source === null) continue;
    for (const dependency of [...module.dependencies].sort((a, b) => a.resolved.localeCompare(b.resolved))) {
      const target = folderOf(dependency.resolved);
      if (target === null || target === source || dependency.couldNotResolve) continue;
      if (!graph.has(source)) graph.set(source, new Set());
      if (!graph.has(target)) graph.set(target, new Set());
      graph.get(source)!.add(target);
      const key = `${source}→${target}`;
      if (!examples.has(key)) examples.set(key, { from: module.source, to: dependency.resolved });
    }
  }
  const { cycles, truncated } = elementaryCycles(graph);
  return cycles.map((cycle) => {
    const closed = [...cycle, cycle[0]!];
    const edges = cycle.map((node, index) => examples.get(`${node}→${closed[index + 1]}`)!);
    return {
      kind: 'cycle',
      from: edges[0]!.from,
      to: edges[0]!.to,
      cycle: closed,
      edges,
      reason: `folders import each other in a cycle: ${closed.join(' → ')}; one of these imports must go (decision 015: folder dependencies point one way)${truncated ? ` [only the first ${MAX_CYCLES} cycles are listed]` : ''}`,
    } satisfies Violation;
  });
}

// ── Relative imports across modules (d) ─────────────────────────────────────────────────────────────────────────

function moduleNameOf(file: string): string | null {
  return /^src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

function findRelativeCrossModule(modules: IModule[]): Violation[] {
  const violations: Violation[] = [];
  for (const module of modules) {
    const own = moduleNameOf(module.source);
    if (own === null) continue;
    for (const dependency of module.dependencies) {
      if (!dependency.module.startsWith('.')) continue;
      // Both the path as written and the file it resolves to: `../audit/write-audit` is caught even when it no longer resolves.
      const written = path.posix.normalize(path.posix.join(path.posix.dirname(module.source), dependency.module));
      const other = [dependency.couldNotResolve ? null : dependency.resolved, `${written}/`]
        .map((target) => (target === null ? null : moduleNameOf(target)))
        .find((name) => name !== null && name !== own);
      if (other === undefined || other === null) continue;
      violations.push({
        kind: 'relative-cross-module',
        from: module.source,
        to: dependency.couldNotResolve ? written : dependency.resolved,
        specifier: dependency.module,
        typeOnly: isTypeOnly(dependency),
        reason: `'${dependency.module}' reaches from module "${own}" into module "${other}" with a relative path; write '@/modules/${other}…' (decision 015)`,
      });
    }
  }
  return violations;
}

// ── server-only from the custom server (f) ──────────────────────────────────────────────────────────────────────

const CUSTOM_SERVER = 'server.ts';

/** `import type`, `import { type X }` with only types, `export type … from`, and `import('…').X` in a type. */
function isTypeOnly(dependency: IDependency): boolean {
  return dependency.typeOnly === true || dependency.dependencyTypes.includes('type-only') || dependency.dependencyTypes.includes('type-import');
}

function isServerOnly(dependency: IDependency): boolean {
  return dependency.module === 'server-only' || /(?:^|\/)node_modules\/server-only\//.test(dependency.resolved);
}

/** Breadth first from server.ts over the imports that survive compilation, so each chain reported is a shortest one. */
function findServerOnly(modules: IModule[]): Violation[] {
  const bySource = new Map(modules.map((module) => [module.source, module]));
  if (!bySource.has(CUSTOM_SERVER)) return [];
  const parent = new Map<string, string | null>([[CUSTOM_SERVER, null]]);
  const queue = [CUSTOM_SERVER];
  const violations: Violation[] = [];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const dependency of bySource.get(current)?.dependencies ?? []) {
      if (isTypeOnly(dependency)) continue;
      if (isServerOnly(dependency)) {
        const chain: string[] = [];
        for (let file: string | null | undefined = current; file; file = parent.get(file)) chain.unshift(file);
        violations.push({
          kind: 'server-only-in-custom-server',
          from: current,
          to: 'server-only',
          specifier: dependency.module,
          chain,
          reason: `the custom server loads ${current}, which imports 'server-only' (it throws under plain Node): ${[...chain, 'server-only'].join(' → ')}; import a file without it from server.ts (decision 015)`,
        });
        continue;
      }
      // npm packages are leaves: what they load is theirs.
      if (dependency.couldNotResolve || /(?:^|\/)node_modules\//.test(dependency.resolved)) continue;
      if (!bySource.has(dependency.resolved) || parent.has(dependency.resolved)) continue;
      parent.set(dependency.resolved, current);
      queue.push(dependency.resolved);
    }
  }
  return violations;
}

// ── The check ────────────────────────────────────────────────────────────────────────────────────────────────────

const DEFAULT_ENTRIES = ['src', CUSTOM_SERVER, 'scripts'];

/** Never cruised: build output, generated migrations, and this check's own fixture (full of deliberate violations). */
const EXCLUDE = '^(?:\\.next|src/db/migrations|tests/fixtures/boundaries)/';

export async function checkBoundaries(options: CheckOptions): Promise<BoundaryReport> {
  const root = path.resolve(options.root);
  const entries = options.entries ?? DEFAULT_ENTRIES.filter((entry) => existsSync(path.join(root, entry)));
  const tsConfigFile = path.join(root, 'tsconfig.json');
  const tsConfig = extractTSConfig(tsConfigFile);
  // With no baseUrl in the tsconfig (the project has none: paths are relative to the tsconfig's folder),
  // dependency-cruiser hands the paths plugin baseUrl './', which resolves against the process's working
  // directory. Claiming a baseUrl makes it let the plugin read the tsconfig itself, which anchors `@/*` at the
  // tsconfig's folder, so the check gives the same answer from any working directory.
  const transpileTsConfig = { ...tsConfig, options: { ...tsConfig.options, baseUrl: tsConfig.options.baseUrl ?? root } };

  const result = await cruise(
    entries,
    {
      baseDir: root,
      tsConfig: { fileName: tsConfigFile },
      // Keep `import type`: type-only imports count for the boundaries too; (f) skips them itself.
      tsPreCompilationDeps: true,
      moduleSystems: ['es6', 'cjs'],
      // npm packages are leaves: listed as dependencies (so (f) sees 'server-only'), never read.
      doNotFollow: { path: 'node_modules' },
      exclude: { path: EXCLUDE },
      validate: true,
      ruleSet: { forbidden: [...privateFileRules, ...layerRules] },
      // No dependency-cruiser cycle analysis: (a) is about folders, computed below.
      skipAnalysisNotInRules: true,
      enhancedResolveOptions: {
        exportsFields: ['exports'],
        conditionNames: ['import', 'require', 'node', 'default'],
        extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
      },
    },
    {},
    { tsConfig: transpileTsConfig },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser returned text instead of a cruise result');
  const cruised: ICruiseResult = result.output;
  const modules = cruised.modules;

  const specifiers = new Map<string, IDependency>();
  for (const module of modules) for (const dependency of module.dependencies) specifiers.set(`${module.source}\n${dependency.resolved}`, dependency);

  const ruleViolations: Violation[] = cruised.summary.violations.map((violation) => {
    const dependency = specifiers.get(`${violation.from}\n${violation.to}`);
    const written = dependency ? `'${dependency.module}'` : violation.to;
    if (violation.rule.name === PRIVATE_RULE) {
      const owner = moduleNameOf(violation.to) ?? '?';
      const testOnly = new RegExp(MODULE_TEST_PUBLIC).test(violation.to);
      return {
        kind: 'private-import',
        from: violation.from,
        to: violation.to,
        rule: violation.rule.name,
        specifier: dependency?.module,
        typeOnly: dependency ? isTypeOnly(dependency) : undefined,
        reason: testOnly
          ? `${written} is module "${owner}"'s test-only surface: only test files may import it (decision 015)`
          : `${written} is private to module "${owner}": import its public surface (${PUBLIC_NAMES}) instead (decision 015)`,
      } satisfies Violation;
    }
    const fromLayer = layerOf(violation.from);
    const allowed = fromLayer ? LAYER_ALLOWS[fromLayer].map((layer) => describeLayer(layer)).join(', ') : '?';
    return {
      kind: 'forbidden-direction',
      from: violation.from,
      to: violation.to,
      rule: violation.rule.name,
      specifier: dependency?.module,
      typeOnly: dependency ? isTypeOnly(dependency) : undefined,
      reason: `${describeLayer(fromLayer)} must not import ${describeLayer(layerOf(violation.to))} (${written}); it may import only ${allowed} (decision 015)`,
    } satisfies Violation;
  });

  const unresolved = modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => dependency.couldNotResolve && /^(?:\.|@\/)/.test(dependency.module))
      .map((dependency) => ({ from: module.source, specifier: dependency.module })),
  );
  const violations = [...findCycles(modules), ...ruleViolations, ...findRelativeCrossModule(modules), ...findServerOnly(modules)];
  const count = (kind: ViolationKind): number => violations.filter((violation) => violation.kind === kind).length;
  return {
    violations,
    summary: {
      cycles: count('cycle'),
      privateImports: count('private-import'),
      forbiddenDirections: count('forbidden-direction'),
      relativeCrossModule: count('relative-cross-module'),
      serverOnlyInCustomServer: count('server-only-in-custom-server'),
    },
    unresolved,
  };
}

export function formatViolation(violation: Violation): string {
  const head = `${violation.kind}: ${violation.from} → ${violation.to}${violation.typeOnly ? ' (type-only)' : ''}`;
  const lines = [head, `    ${violation.reason}`];
  if (violation.edges) for (const edge of violation.edges) lines.push(`    ${edge.from} → ${edge.to}`);
  return lines.join('\n');
}

export function formatSummary({ summary }: BoundaryReport): string {
  return (
    `boundaries: ${summary.cycles} cycles, ${summary.privateImports} private-file imports, ${summary.forbiddenDirections} forbidden directions, ` +
    `${summary.relativeCrossModule} relative cross-module imports, ${summary.serverOnlyInCustomServer} server-only in the custom server`
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const root = path.resolve(import.meta.dirname, '..');
  const report = await checkBoundaries({ root });
  for (const violation of report.violations) console.log(formatViolation(violation));
  for (const { from, specifier } of report.unresolved) console.log(`note: ${from} imports '${specifier}', which resolves to no file; the boundary rules cannot check it`);
  // Decision 055: each table is queried by its owning module only.
  const owners = checkTableOwners(root);
  for (const query of owners.violations) console.log(formatTableQuery(query));
  for (const pair of owners.stale) console.log(`table-owner: ${pair} is listed in ${BASELINE_FILE} but no longer found: remove it from the list`);
  const unowned = owners.tables.filter((table) => table.owner === '?').map((table) => table.name);
  if (unowned.length > 0) console.log(`table-owner: no owner for ${unowned.join(', ')} in src/db/schema/owners.ts`);
  const ownerProblems = owners.violations.length + owners.stale.length + unowned.length;
  if (report.violations.length + report.unresolved.length + ownerProblems > 0) console.log('');
  console.log(`${formatSummary(report)}; tables: ${owners.violations.length} queries of another module's table, ${owners.allowed} still listed in the baseline (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = report.violations.length > 0 || ownerProblems > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

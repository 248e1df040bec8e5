import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries, isTestFile, type BoundaryReport, type Violation, type ViolationKind } from '../../scripts/check-boundaries';

/**
 * The module-boundary check (decision 015) on a fixture tree full of deliberate violations
 * (tests/fixtures/boundaries; its README draws the folder graph). The real tree is checked by `npm test` itself.
 */

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/boundaries');

let report: BoundaryReport;

beforeAll(async () => {
  report = await checkBoundaries({ root: FIXTURE });
}, 60_000);

function found(kind: ViolationKind, from: string, to: string): Violation[] {
  return report.violations.filter((violation) => violation.kind === kind && violation.from === from && violation.to === to);
}

function reported(from: string, to: string): Violation[] {
  return report.violations.filter((violation) => violation.from === from && violation.to === to);
}

describe('checkBoundaries on the fixture', () => {
  it('resolves every import of the fixture, @/ aliases included', () => {
    expect(report.unresolved).toEqual([]);
  });

  describe('(a) cycles between folders', () => {
    const cycles = (): string[][] => report.violations.filter((violation) => violation.kind === 'cycle').map((violation) => violation.cycle ?? []);

    it('reports a cycle between two modules, with the folders and one file import for each hop', () => {
      const [cycle] = report.violations.filter((violation) => violation.kind === 'cycle' && violation.cycle?.includes('modules/alpha'));
      expect(cycle?.cycle).toEqual(['modules/alpha', 'modules/beta', 'modules/alpha']);
      expect(cycle?.edges).toEqual([
        { from: 'src/modules/alpha/cycle-edge.ts', to: 'src/modules/beta/index.ts' },
        { from: 'src/modules/beta/index.ts', to: 'src/modules/alpha/index.ts' },
      ]);
      expect(cycle?.reason).toContain('modules/alpha → modules/beta → modules/alpha');
    });

    it('counts a type-only import in a cycle (db → modules/gamma is `import type`)', () => {
      expect(cycles()).toContainEqual(['db', 'modules/gamma', 'db']);
    });

    it('reports exactly those two: test files and file cycles inside one folder are left out', () => {
      // gamma.test.ts → modules/alpha would close modules/alpha → modules/gamma → modules/alpha;
      // alpha/loop-a.ts ↔ alpha/loop-b.ts is a cycle inside one folder.
      expect(cycles()).toHaveLength(2);
      expect(report.summary.cycles).toBe(2);
    });
  });

  describe('(b) and (e) private module files', () => {
    it.each([
      ['another module, through the @/ alias', 'src/modules/beta/uses-private.ts', 'src/modules/alpha/internal.ts'],
      ['another module, type-only', 'src/modules/beta/type-private.ts', 'src/modules/alpha/internal.ts'],
      ['another module, relative', 'src/modules/beta/relative.ts', 'src/modules/alpha/internal.ts'],
      ['a test-only public file, from production code', 'src/modules/beta/uses-fixtures.ts', 'src/modules/alpha/test-fixtures.ts'],
      ['a test file of another module', 'src/modules/gamma/gamma.test.ts', 'src/modules/beta/hidden.ts'],
      ['test support of another module', 'src/modules/beta/test-support/setup.ts', 'src/modules/alpha/internal.ts'],
      ['the seed', 'src/seed/seed.ts', 'src/modules/beta/hidden.ts'],
      ['the custom server', 'server.ts', 'src/modules/alpha/internal.ts'],
      ['a script', 'scripts/tool.ts', 'src/modules/beta/hidden.ts'],
    ])('reports an import from %s', (_, from, to) => {
      const [violation] = found('private-import', from, to);
      expect(violation?.reason).toMatch(/private to module|test-only surface/);
    });

    it('says which module owns the file and what to import instead', () => {
      expect(found('private-import', 'src/modules/beta/uses-private.ts', 'src/modules/alpha/internal.ts')[0]).toMatchObject({
        specifier: '@/modules/alpha/internal',
        typeOnly: false,
        reason: expect.stringContaining('private to module "alpha"'),
      });
      expect(found('private-import', 'src/modules/beta/type-private.ts', 'src/modules/alpha/internal.ts')[0]?.typeOnly).toBe(true);
      expect(found('private-import', 'src/modules/beta/uses-fixtures.ts', 'src/modules/alpha/test-fixtures.ts')[0]?.reason).toContain('only test files');
    });

    it('reports nothing else', () => {
      expect(report.summary.privateImports).toBe(9);
    });
  });

  describe('(c) forbidden directions', () => {
    it.each([
      ['routes → db', 'src/app/page.ts', 'src/db/client.ts'],
      ['shared components → modules', 'src/components/button.ts', 'src/modules/alpha/index.ts'],
      ['db → modules (type-only)', 'src/db/client.ts', 'src/modules/gamma/index.ts'],
      ['lib → server', 'src/lib/util.ts', 'src/server/guard.ts'],
      ['server → modules', 'src/server/audit.ts', 'src/modules/gamma/index.ts'],
      ['i18n → server', 'src/i18n/format.ts', 'src/server/guard.ts'],
      ['wiring → db', 'src/wiring/wire.ts', 'src/db/client.ts'],
      ['modules → app', 'src/modules/delta/bad-direction.ts', 'src/app/layout.ts'],
    ])('reports %s', (_, from, to) => {
      expect(found('forbidden-direction', from, to)).toHaveLength(1);
    });

    it('names both layers and what the importer may use', () => {
      expect(found('forbidden-direction', 'src/lib/util.ts', 'src/server/guard.ts')[0]?.reason).toBe(
        "src/lib must not import src/server ('@/server/guard'); it may import only src/lib (decision 015)",
      );
    });

    it('reports nothing else', () => {
      expect(report.summary.forbiddenDirections).toBe(8);
    });
  });

  describe('(d) relative imports across modules', () => {
    it('reports a relative import of another module, public or private', () => {
      expect(found('relative-cross-module', 'src/modules/beta/relative.ts', 'src/modules/alpha/index.ts')[0]?.reason).toContain("write '@/modules/alpha…'");
      expect(found('relative-cross-module', 'src/modules/beta/relative.ts', 'src/modules/alpha/internal.ts')).toHaveLength(1);
      expect(report.summary.relativeCrossModule).toBe(2);
    });
  });

  describe('(f) server-only from the custom server', () => {
    it('reports the file that imports server-only with the chain from server.ts', () => {
      expect(found('server-only-in-custom-server', 'src/server/guard.ts', 'server-only')[0]?.chain).toEqual([
        'server.ts',
        'src/modules/alpha/runtime.ts',
        'src/server/guard.ts',
      ]);
    });

    it('does not follow type-only imports (server.ts only takes a type from src/server/secret-types.ts)', () => {
      expect(report.violations.filter((violation) => violation.from === 'src/server/secret-types.ts')).toEqual([]);
      expect(report.summary.serverOnlyInCustomServer).toBe(1);
    });
  });

  describe('allowed imports', () => {
    it.each([
      ['a module → its own private file', 'src/modules/alpha/index.ts', 'src/modules/alpha/internal.ts'],
      ['a module → another module\'s public index', 'src/modules/alpha/index.ts', 'src/modules/gamma/index.ts'],
      ['a module → db', 'src/modules/gamma/index.ts', 'src/db/client.ts'],
      ['a route → a module\'s public index', 'src/app/page.ts', 'src/modules/alpha/index.ts'],
      ['a route → a module\'s components/', 'src/app/page.ts', 'src/modules/alpha/components/badge.ts'],
      ['a test file → its own module\'s private file', 'src/modules/alpha/alpha.test.ts', 'src/modules/alpha/internal.ts'],
      ['a test file → another module\'s test-fixtures', 'src/modules/alpha/alpha.test.ts', 'src/modules/beta/test-fixtures.ts'],
      ['test-fixtures → its own module\'s private file', 'src/modules/alpha/test-fixtures.ts', 'src/modules/alpha/internal.ts'],
      ['test support → another module\'s test-fixtures', 'src/modules/beta/test-support/setup.ts', 'src/modules/alpha/test-fixtures.ts'],
      ['a file cycle inside one module', 'src/modules/alpha/loop-a.ts', 'src/modules/alpha/loop-b.ts'],
      ['src/i18n/request.ts (Next\'s entry, a route) → server', 'src/i18n/request.ts', 'src/server/guard.ts'],
      ['i18n → lib', 'src/i18n/messages.ts', 'src/lib/util.ts'],
      ['the seed → db', 'src/seed/seed.ts', 'src/db/client.ts'],
      ['the custom server → a module\'s runtime.ts', 'server.ts', 'src/modules/alpha/runtime.ts'],
    ])('does not report %s', (_, from, to) => {
      expect(reported(from, to)).toEqual([]);
    });
  });
});

describe('isTestFile', () => {
  it.each([
    ['src/modules/a/x.test.ts', true],
    ['src/modules/a/x.unit.test.ts', true],
    ['src/modules/a/x.test.tsx', true],
    ['src/modules/a/test-fixtures.ts', true],
    ['src/modules/a/test-support/db.ts', true],
    ['tests/unit/x.ts', true],
    ['src/modules/a/tests/x.ts', true],
    ['src/modules/a/contest.ts', false],
    ['src/modules/a/latest-tests.ts', false],
    ['src/modules/a/index.ts', false],
  ])('%s → %s', (file, expected) => {
    expect(isTestFile(file)).toBe(expected);
  });
});

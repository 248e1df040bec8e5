import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTableOwners, compareWithBaseline, findTableQueries, schemaTables, type Table } from '../../scripts/table-owners';

/**
 * Each table has one owning module (decision 055): the check `npm test` runs (scripts/check-boundaries.ts), on
 * deliberate violations here and on the project's own tree.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

const TABLES: Table[] = [
  { name: 'lessons', sqlName: 'lessons', owner: 'courses' },
  { name: 'lessonCompletions', sqlName: 'lesson_completions', owner: 'courses' },
  { name: 'dailyXp', sqlName: 'daily_xp', owner: 'progress' },
  { name: 'rateLimits', sqlName: 'rate_limits', owner: 'server' },
];

const pairs = (files: { path: string; text: string }[]) => findTableQueries(files, TABLES).map((query) => `${query.module}:${query.table}`);

describe('findTableQueries', () => {
  it('reports a module that imports another module’s table from the schema', () => {
    const file = { path: 'src/modules/progress/report.ts', text: "import { dailyXp, lessons as lessonTable } from '@/db/schema';\nexport const x = [dailyXp, lessonTable];" };
    expect(findTableQueries([file], TABLES)).toEqual([{ module: 'progress', table: 'lessons', owner: 'courses', file: 'src/modules/progress/report.ts' }]);
  });

  it('reports a table named in SQL text, and an infrastructure table', () => {
    const file = { path: 'src/modules/classes/grid.ts', text: 'const q = sql`select * from lesson_completions c join "lessons" l on l.id = c.lesson_id`;\nconst r = sql`delete from rate_limits`;' };
    expect(pairs([file])).toEqual(['classes:lessonCompletions', 'classes:lessons', 'classes:rateLimits']);
  });

  it('leaves alone the owner’s own files, type-only imports, prose in comments, columns and test files', () => {
    const files = [
      { path: 'src/modules/courses/queries.ts', text: "import { lessons } from '@/db/schema';\nsql`select * from lessons`;" },
      { path: 'src/modules/progress/types.ts', text: "import type { lessons } from '@/db/schema';\nimport { type lessonCompletions } from '@/db/schema';" },
      { path: 'src/modules/progress/notes.ts', text: '// the XP comes from lessons\n/* read from lesson_completions */\nconst a = 1;' },
      { path: 'src/modules/progress/columns.ts', text: 'const q = sql`select x from lessons.id`;' },
      { path: 'src/modules/progress/report.test.ts', text: "import { lessons } from '@/db/schema';" },
      { path: 'src/modules/classes/test-fixtures.ts', text: "import { lessons } from '@/db/schema';" },
      { path: 'src/server/jobs.ts', text: "import { lessons } from '@/db/schema';" },
    ];
    expect(pairs(files)).toEqual([]);
  });
});

describe('compareWithBaseline', () => {
  const queries = findTableQueries([{ path: 'src/modules/progress/report.ts', text: "import { lessons, lessonCompletions } from '@/db/schema';" }], TABLES);

  it('fails a query the baseline does not list, and allows one it lists', () => {
    const report = compareWithBaseline(queries, { progress: ['lessons'] });
    expect(report.violations.map((query) => query.table)).toEqual(['lessonCompletions']);
    expect(report.allowed).toBe(1);
  });

  it('names a listed pair that is gone, so the list only shrinks', () => {
    expect(compareWithBaseline(queries, { progress: ['lessons', 'lessonCompletions', 'dailyXp'] }).stale).toEqual(['progress:dailyXp']);
  });
});

describe('the project', () => {
  it('gives every table of the schema an owner that is a module or the infrastructure', () => {
    for (const table of schemaTables()) {
      expect(table.owner === 'server' || existsSync(path.join(ROOT, 'src/modules', table.owner)), `${table.name} → ${table.owner}`).toBe(true);
    }
  });

  it('queries no table outside its owner beyond the baseline, and the baseline lists nothing that is gone', () => {
    const report = checkTableOwners(ROOT);
    expect(report.violations).toEqual([]);
    expect(report.stale).toEqual([]);
  });
});

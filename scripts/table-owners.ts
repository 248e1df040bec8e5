import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';
import { TABLE_OWNERS } from '../src/db/schema/owners';

/*
 * Each table has one owning module (decision 055, src/db/schema/owners.ts): a module's file that queries a table
 * it does not own, by importing the table from '@/db/schema' or by naming it in SQL text, is reported. Test files
 * and test fixtures may set up any table. The reads that predate the rule are listed in
 * scripts/table-owners-baseline.json: a new one fails, and so does a listed one that is gone (the list only shrinks).
 */

export interface Table {
  /** The name the schema exports (`lessonCompletions`). */
  name: string;
  /** Its name in SQL (`lesson_completions`). */
  sqlName: string;
  owner: string;
}

export interface SourceFile {
  /** Relative to the project's root, with forward slashes. */
  path: string;
  text: string;
}

export interface TableQuery {
  module: string;
  table: string;
  owner: string;
  /** The first file of the module found querying it. */
  file: string;
}

/** A pair `module:table` of the baseline. */
export type Baseline = Record<string, string[]>;

const MODULE_FILE = /^src\/modules\/([^/]+)\/.+\.tsx?$/;
const TEST_FILE = /(?:\.test\.tsx?$|test-fixtures\.tsx?$|\/test-support\/)/;

/** Every table of the schema with its owner. */
export function schemaTables(): Table[] {
  return Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, value]) => ({ name, sqlName: getTableName(value as PgTable), owner: (TABLE_OWNERS as Record<string, string>)[name] ?? '?' }));
}

/** The text without comments, so prose ("read from lessons") is not taken for SQL. Strings and templates are kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The table names a file imports from '@/db/schema' (values, not types). */
function importedTables(text: string, tables: ReadonlyMap<string, Table>): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@\/db\/schema'/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      const name = item.split(/\s+as\s+/)[0]!.trim();
      if (tables.has(name)) names.add(name);
    }
  }
  return names;
}

/** The tables a file names in SQL text: `from lessons`, `join "lesson_completions"`, `update users`, `insert into x`. */
function tablesInSql(text: string, tables: readonly Table[]): Set<string> {
  const names = new Set<string>();
  for (const table of tables) {
    if (new RegExp(`\\b(?:from|join|update|into)\\s+"?${table.sqlName}"?(?![\\w.(])`, 'i').test(text)) names.add(table.name);
  }
  return names;
}

/** Every (module, table) pair where a module's non-test file queries a table another module owns. */
export function findTableQueries(files: readonly SourceFile[], tables: readonly Table[]): TableQuery[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const found = new Map<string, TableQuery>();
  for (const file of files) {
    const module = MODULE_FILE.exec(file.path)?.[1];
    if (!module || TEST_FILE.test(file.path)) continue;
    const text = withoutComments(file.text);
    for (const name of new Set([...importedTables(text, byName), ...tablesInSql(text, tables)])) {
      const table = byName.get(name)!;
      if (table.owner === module) continue;
      const key = `${module}:${name}`;
      if (!found.has(key)) found.set(key, { module, table: name, owner: table.owner, file: file.path });
    }
  }
  return [...found.values()].sort((a, b) => a.module.localeCompare(b.module) || a.table.localeCompare(b.table));
}

export interface OwnershipReport {
  /** Queries on another module's table that the baseline does not list. */
  violations: TableQuery[];
  /** Baseline pairs no longer found: the baseline must drop them. */
  stale: string[];
  /** Queries the baseline still allows. */
  allowed: number;
}

export function compareWithBaseline(queries: readonly TableQuery[], baseline: Baseline): OwnershipReport {
  const listed = new Set(Object.entries(baseline).flatMap(([module, names]) => names.map((name) => `${module}:${name}`)));
  const seen = new Set(queries.map((query) => `${query.module}:${query.table}`));
  return {
    violations: queries.filter((query) => !listed.has(`${query.module}:${query.table}`)),
    stale: [...listed].filter((pair) => !seen.has(pair)).sort(),
    allowed: queries.length - queries.filter((query) => !listed.has(`${query.module}:${query.table}`)).length,
  };
}

function sourceFiles(root: string, folder: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(root, relative));
    else if (/\.tsx?$/.test(entry.name)) files.push({ path: relative, text: readFileSync(path.join(root, relative), 'utf8') });
  }
  return files;
}

export const BASELINE_FILE = 'scripts/table-owners-baseline.json';

/** The project's tree against its baseline. */
export function checkTableOwners(root: string): OwnershipReport & { tables: Table[] } {
  const tables = schemaTables();
  const baseline = JSON.parse(readFileSync(path.join(root, BASELINE_FILE), 'utf8')) as Baseline;
  return { ...compareWithBaseline(findTableQueries(sourceFiles(root, 'src/modules'), tables), baseline), tables };
}

export function formatTableQuery(query: TableQuery): string {
  const whose = query.owner === 'server' ? 'infrastructure (src/server)' : `module "${query.owner}"`;
  return `table-owner: ${query.file} queries ${query.table}, owned by ${whose}: read it through the owner's front door or react to its events (decision 055)`;
}

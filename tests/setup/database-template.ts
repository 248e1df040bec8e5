import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openMemoryDatabase } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { dropDatabase, withDatabase } from '../support/scratch-database';
import { TEST_DATABASE_URL } from './test-database';

/*
 * The integration tests' global setup: the schema is migrated once per run (or once per set of migrations, for
 * PGlite), and each test file starts from a copy of it instead of running every migration again. For PGlite the copy
 * is a dumped data directory in the system's temporary folder, named by the migrations' hash and PGlite's version (an
 * empty PGlite's first start, initdb, is the dearer half of a file's set-up); for PostgreSQL a template database
 * (`create database … template …` copies its files). Each file still runs `migrateDatabase` on its copy, which finds
 * nothing to do: a copy that was not current would be brought up to date, never used as it is.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite data directory dump each file starts from (TEST_DB unset). */
    pgliteTemplate: string;
    /** The PostgreSQL database each file's database is copied from (TEST_DB=postgres). */
    postgresTemplate: string;
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** What makes one migrated schema differ from another: every migration file and the database engine's version. */
function schemaFingerprint(engine: string): string {
  const hash = createHash('sha256').update(engine);
  const files = [...readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort(), 'meta/_journal.json'];
  for (const name of files) hash.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const version = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  const file = path.join(os.tmpdir(), `academy-pglite-schema-${schemaFingerprint(`pglite ${version}`)}.tar`);
  if (existsSync(file)) return file;
  const handle = openMemoryDatabase();
  try {
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    // Written whole under another name first: a run started meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `academy_template_${schemaFingerprint('postgres')}_${process.pid}`;
  await dropDatabase(TEST_DATABASE_URL, name);
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const handle = openDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), dataDir: '.', purpose: 'test template' });
  try {
    await migrateDatabase(handle);
  } finally {
    // A template may not have a connection open while it is copied.
    await handle.close();
  }
  return { name, drop: () => dropDatabase(TEST_DATABASE_URL, name) };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DB === 'postgres') {
    const template = await postgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('pgliteTemplate', await pgliteTemplate());
  return undefined;
}

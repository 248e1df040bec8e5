import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './lock';

/*
 * Backups (decision 041): the database with the uploaded files beside it, in one folder. PostgreSQL through its own
 * tools (pg_dump's custom format, pg_restore); the embedded database through PGlite's dump of its data directory,
 * taken under the directory's lock (so only while the app is stopped). A restore goes into an empty database only,
 * never over live data. Uploaded files kept in an S3 bucket are that bucket's to keep (versioning, replication).
 * Infrastructure: no 'server-only' (the scripts run it).
 */

export interface BackupTarget {
  /** PostgreSQL's address; without it the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export interface BackupManifest {
  createdAt: string;
  database: 'postgres' | 'pglite';
  files: number;
}

const DUMP = { postgres: 'database.dump', pglite: 'database.tar.gz' } as const;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}); install the PostgreSQL client tools`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

function filesDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'files');
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** Writes a backup of the database and the uploaded files into `folder` (created; must not hold a backup yet). */
export async function backup(from: BackupTarget, folder: string): Promise<BackupManifest> {
  mkdirSync(folder, { recursive: true });
  if (existsSync(path.join(folder, 'manifest.json'))) throw new Error(`${folder} already holds a backup`);
  let database: BackupManifest['database'];
  if (from.databaseUrl) {
    database = 'postgres';
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, DUMP.postgres)}`, `--dbname=${from.databaseUrl}`]);
  } else {
    database = 'pglite';
    const dataDir = path.resolve(from.dataDir);
    if (!existsSync(path.join(dataDir, 'pgdata'))) throw new Error(`No embedded database in ${dataDir}`);
    const release = acquireDataDirLock(dataDir, 'db:backup');
    try {
      const client = new PGlite(path.join(dataDir, 'pgdata'));
      await client.waitReady;
      // The tar is compressed here (node:zlib), the same way on every platform.
      const dump = await client.dumpDataDir('none');
      await client.close();
      writeFileSync(path.join(folder, DUMP.pglite), gzipSync(Buffer.from(await dump.arrayBuffer())));
    } finally {
      release();
    }
  }
  const files = filesDir(from.dataDir);
  if (existsSync(files)) cpSync(files, path.join(folder, 'files'), { recursive: true });
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database, files: countFiles(path.join(folder, 'files')) };
  writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Restores a backup into an empty database (a new PostgreSQL database, or a data directory without one) and its files. */
export async function restore(folder: string, to: BackupTarget): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.database === 'postgres' && !to.databaseUrl) throw new Error('This backup is of PostgreSQL: set DATABASE_URL to the (empty) database to restore it into');
  if (manifest.database === 'pglite' && to.databaseUrl) throw new Error('This backup is of the embedded database: unset DATABASE_URL (move to PostgreSQL with npm run db:export)');
  const files = filesDir(to.dataDir);
  if (countFiles(files) > 0) throw new Error(`${files} already holds files: restore into an empty data directory`);
  if (to.databaseUrl) {
    const client = new pg.Client({ connectionString: to.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ total: number }>(`select count(*)::int as total from information_schema.tables where table_schema in ('public', 'drizzle')`);
      if ((rows[0]?.total ?? 0) > 0) throw new Error('The target database is not empty: restore into a new database');
    } finally {
      await client.end();
    }
    run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${to.databaseUrl}`, path.join(folder, DUMP.postgres)]);
  } else {
    const dataDir = path.resolve(to.dataDir);
    if (existsSync(path.join(dataDir, 'pgdata'))) throw new Error(`${dataDir} already holds a database: restore into an empty data directory`);
    mkdirSync(dataDir, { recursive: true });
    const release = acquireDataDirLock(dataDir, 'db:restore');
    try {
      const client = new PGlite(path.join(dataDir, 'pgdata'), { loadDataDir: new Blob([gunzipSync(readFileSync(path.join(folder, DUMP.pglite)))]) });
      await client.waitReady;
      await client.close();
    } finally {
      release();
    }
  }
  if (existsSync(path.join(folder, 'files'))) cpSync(path.join(folder, 'files'), files, { recursive: true });
  return manifest;
}

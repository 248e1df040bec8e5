import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * A PostgreSQL database of its own for a test file, a spec or a benchmark: made on the server `adminUrl` names and
 * dropped afterwards (with force: a killed app instance may leave a connection behind).
 */

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** `template`: a database to copy (PostgreSQL copies its files, far quicker than running the migrations again). */
export async function scratchDatabase(adminUrl: string, prefix = 'academy_test', template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => dropDatabase(adminUrl, name),
  };
}

/** Drops a database of the server `adminUrl` names, with force (a killed app instance may leave a connection behind). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    await cleanup.query(`drop database if exists ${name} with (force)`);
  } finally {
    await cleanup.end();
  }
}

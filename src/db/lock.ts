import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process (decision 001; STACK.md: PGlite is one process, one connection).
 * The owner writes its pid into DATA_DIR/academy.lock; anyone else is refused while that pid lives.
 * A lock left by a killed process (its pid is gone) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; purpose: string },
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (${holder.purpose}, pid ${holder.pid}). ` +
        'Stop that process first (the embedded database allows one process at a time), ' +
        'or point DATABASE_URL at a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number; purpose: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; purpose?: unknown };
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, purpose: typeof parsed.purpose === 'string' ? parsed.purpose : 'unknown' };
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError. Returns a release function (also run at process exit). */
export function acquireDataDirLock(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'academy.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      closeSync(fd);
      const release = () => {
        if (readHolder(file)?.pid === process.pid) {
          try {
            unlinkSync(file);
          } catch {
            // already gone
          }
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder);
      // Stale (its process is gone) or half-written: remove it and try again.
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first
      }
    }
  }
  const holder = readHolder(file) ?? { pid: -1, purpose: 'unknown' };
  throw new DataDirLockedError(dataDir, holder);
}

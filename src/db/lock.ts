import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database belongs to one process (decision 001; STACK.md: PGlite is one process, one connection).
 * The owner's pid, host and start time are in DATA_DIR/academy.lock; anyone else is refused while that process lives.
 * A lock left by a killed process (its pid gone, or reused by another process) is taken over.
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

const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';

interface Holder {
  pid: number;
  purpose: string;
  since?: string;
  host?: string;
  /** Linux: the boot the process started in, and its start time in clock ticks since that boot (/proc/<pid>/stat). */
  bootId?: string;
  startTicks?: string;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** A process's start time (field 22 of /proc/<pid>/stat), or null off Linux or for a gone process. */
function startTicksOf(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function readHolder(file: string): Holder | null {
  return parseHolder(readText(file));
}

function parseHolder(text: string | null): Holder | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid !== 'number') return null;
    return { ...parsed, pid: parsed.pid, purpose: typeof parsed.purpose === 'string' ? parsed.purpose : 'unknown' };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder still runs. On this host a live pid is not enough: after a reboot the pid may belong to
 * another process, so the boot and the process's start time must match what the lock recorded.
 */
function holderIsAlive(holder: Holder, touchedAt: number | null): boolean {
  if (holder.pid === process.pid) return false;
  // Another host (a new container on the same volume, or a share): its pid means nothing here, so its heartbeat
  // decides. A lock its owner stopped touching long ago is a dead machine's; a fresh one is refused.
  if (holder.host !== undefined && holder.host !== os.hostname()) return touchedAt !== null && Date.now() - touchedAt < HEARTBEAT_STALE_MS;
  if (!isAlive(holder.pid)) return false;
  const bootId = readText(BOOT_ID_FILE);
  if (holder.bootId !== undefined && bootId !== null && holder.bootId !== bootId) return false;
  const ticks = startTicksOf(holder.pid);
  if (holder.startTicks !== undefined && ticks !== null && holder.startTicks !== ticks) return false;
  return true;
}

const TAKEOVER_STALE_MS = 10_000;
/** The owner touches its lock this often, and a lock from another host untouched for HEARTBEAT_STALE_MS is stale. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_STALE_MS = 60_000;
const ATTEMPTS = 50;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Takes the lock or throws DataDirLockedError. Returns a release function (also run at process exit).
 *
 * Atomic, so processes starting at the same moment cannot both get in: the lock's full content is written to a
 * private temporary file first and `link()`ed into place, which fails if a lock exists (the lock file is never
 * seen empty or half-written). A stale lock (its process is gone, or its pid now names another process) is removed
 * only under a short takeover mutex (`academy.lock.takeover`, created exclusively) and only if it is still the same
 * stale lock, so two processes never remove each other's fresh lock.
 */
export function acquireDataDirLock(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'academy.lock');
  const takeover = `${file}.takeover`;
  const bootId = readText(BOOT_ID_FILE);
  const startTicks = startTicksOf(process.pid);
  const me: Holder = { pid: process.pid, purpose, since: new Date().toISOString(), host: os.hostname(), ...(bootId ? { bootId } : {}), ...(startTicks ? { startTicks } : {}) };
  const content = JSON.stringify(me);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, content, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(temporary, file);
        const heartbeat = setInterval(() => {
          if (readText(file) !== content) return;
          const now = new Date();
          try {
            utimesSync(file, now, now);
          } catch {
            // gone: release() ran or someone removed it
          }
        }, HEARTBEAT_MS);
        heartbeat.unref();
        const release = () => {
          clearInterval(heartbeat);
          if (readText(file) === content) unlinkQuietly(file);
        };
        process.once('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      // Judge one reading of the lock and remove exactly that one: a fresh lock written since is never touched.
      const seen = readText(file);
      const holder = parseHolder(seen);
      if (holder && holderIsAlive(holder, statSafe(file))) throw new DataDirLockedError(dataDir, holder);
      if (!holder && Date.now() - (statSafe(file) ?? 0) < TAKEOVER_STALE_MS) {
        // An unreadable lock written by an older version a moment ago: give its writer time to finish.
        sleepSync(20);
        continue;
      }
      if (seen !== null) removeStaleLock(file, takeover, seen);
      sleepSync(5 + Math.floor(Math.random() * 20));
    }
  } finally {
    unlinkQuietly(temporary);
  }
  throw new DataDirLockedError(dataDir, readHolder(file) ?? { pid: -1, purpose: 'unknown' });
}

function statSafe(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Removes the lock if it still holds `staleContent`, under the takeover mutex (a crashed taker's mutex expires). */
function removeStaleLock(file: string, takeover: string, staleContent: string): void {
  let fd: number;
  try {
    fd = openSync(takeover, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = statSafe(takeover);
    if (since !== null && Date.now() - since > TAKEOVER_STALE_MS) unlinkQuietly(takeover);
    return;
  }
  try {
    if (readText(file) === staleContent) unlinkQuietly(file);
  } finally {
    closeSync(fd);
    unlinkQuietly(takeover);
  }
}

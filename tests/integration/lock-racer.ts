import { acquireDataDirLock, DataDirLockedError } from '../../src/db/lock';

/*
 * One contender in the lock race (tests/integration/data-dir-lock.test.ts): waits for the common start instant,
 * tries the lock once, says "got" or "refused", and holds a won lock long enough for every rival to have tried.
 */
const [dataDir, startAt, holdMs] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])];
while (Date.now() < startAt) {
  // Spin: every contender leaves this loop within the same millisecond or so.
}
try {
  acquireDataDirLock(dataDir, 'lock race');
  console.log('got');
  setTimeout(() => process.exit(0), holdMs);
} catch (error) {
  console.log(error instanceof DataDirLockedError ? 'refused' : `error ${(error as Error).message}`);
  process.exit(0);
}

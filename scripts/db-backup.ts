import path from 'node:path';
import { backup, restore } from '../src/db/backup';
import { env } from '../src/lib/env';

/**
 * npm run db:backup [-- <folder>]: the database and the uploaded files, into a new folder (backups/<time> by default).
 * npm run db:restore -- <folder>: into an empty database (DATABASE_URL, or DATA_DIR without one) and DATA_DIR/files.
 * The embedded database is backed up and restored while the app is stopped (it holds the data directory's lock).
 */
async function main(): Promise<void> {
  const [command, folderArgument] = process.argv.slice(2);
  const config = env();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  if (command === 'backup') {
    const folder = path.resolve(folderArgument ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backup(target, folder);
    console.log(`Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${manifest.files} files into ${folder}`);
  } else if (command === 'restore' && folderArgument) {
    const manifest = await restore(path.resolve(folderArgument), target);
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files} files). Start the app to use it.`);
  } else {
    throw new Error('Usage: npm run db:backup [-- <folder>] | npm run db:restore -- <folder>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

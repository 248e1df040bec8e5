import { parseArgs } from 'node:util';
import { z } from 'zod';
import { closeDatabase, installDatabase, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { env } from '../src/lib/env';
import { ROLES } from '../src/lib/constants';
import { createAccount } from '@/modules/accounts/runtime';
import { writeAudit } from '@/server/audit';
import { isTooGuessable } from '@/server/password-strength';
import { newAccountSchema } from '../src/modules/accounts/schemas';

/** npm run user:create -- --role admin --email a@b.c --password … [--first-name A --last-name B]: the CLI way to make an admin. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
    },
  });
  const input = newAccountSchema.extend({ role: z.enum(ROLES, { message: `--role must be one of ${ROLES.join(', ')}` }) }).safeParse({
    role: values.role,
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!input.success) throw new Error(input.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join('\n'));
  // The same rule as registration, reset and change: no common or guessable password, even for an admin.
  if (isTooGuessable(input.data.password, [input.data.email, input.data.firstName, input.data.lastName])) {
    throw new Error('password: too easy to guess (a common password, or close to one); use three or four unrelated words');
  }
  const config = env();
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, purpose: 'user:create' });
  installDatabase(handle);
  try {
    await migrateDatabase(handle);
    const profile = await createAccount(handle.db, { ...input.data, emailVerified: true });
    await writeAudit(handle.db, { id: null, email: 'cli@localhost', role: 'system' }, {
      actionType: 'registration',
      component: 'cli',
      entityId: profile.id,
      targetUser: profile.email,
      subjectUserId: profile.id,
      childId: profile.role === 'child' ? profile.id : null,
      message: `Account ${profile.email} (${profile.role}) created from the command line`,
    });
    console.log(`Created ${profile.role} ${profile.email}`);
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

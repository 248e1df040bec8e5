import { eq, inArray } from 'drizzle-orm';
import { closeDatabase, installDatabase, openDatabase } from '../../../src/db/client';
import { migrateDatabase } from '../../../src/db/migrate';
import { familyLinks, users } from '../../../src/db/schema';
import { seedDatabase } from '../../../src/seed/seed';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { storeSimulatorSettings } from '../../../src/modules/market/runtime';
import { PREPARED, PREPARED_CHILDREN } from './fixtures';

/**
 * Prepares the e2e data directory before the server takes it (one process at a time): migrate, seed, and the
 * accounts whose state no user could reach quickly through the UI (blocked; unverified and an hour old), and the
 * market paused (prices move on their own otherwise).
 */
async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  const handle = openDatabase({ dataDir, purpose: 'e2e prepare' });
  installDatabase(handle);
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const blocked = await createAccount(handle.db, { email: 'blocked@e2e.test', password: 'blocked-password', role: 'child', firstName: 'Blair', lastName: 'Blocked', emailVerified: true });
  await handle.db.update(users).set({ blocked: true, welcomeSent: true }).where(eq(users.id, blocked.id));
  await createAccount(handle.db, { email: 'old-unverified@e2e.test', password: 'old-unverified-password', role: 'parent', firstName: 'Olly', lastName: 'Old', emailVerified: false, createdAt: hourAgo });
  const toBlock = await createAccount(handle.db, { email: 'to-block@e2e.test', password: 'to-block-password', role: 'tutor', firstName: 'Toby', lastName: 'Later', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, toBlock.id));
  // Children made here rather than through the registration form, whose limit per address the rest of the suite
  // already uses: two whose pages must never reach each other (tests/e2e/page-cache.spec.ts), the journal's and the
  // family link's (journal.spec.ts, families.spec.ts), and one who reads Arabic (accessibility.spec.ts).
  const childIds = new Map<string, string>();
  for (const { locale, ...child } of Object.values(PREPARED_CHILDREN).map((each) => ({ locale: undefined, ...each }))) {
    const account = await createAccount(handle.db, { ...child, role: 'child', emailVerified: true });
    await handle.db.update(users).set({ welcomeSent: true, locale: locale ?? null }).where(eq(users.id, account.id));
    childIds.set(child.email, account.id);
  }
  // An Arabic-reading family: the parent's pages in the right-to-left locale (tests/e2e/accessibility.spec.ts).
  const arabicParent = await createAccount(handle.db, { ...PREPARED.arabicParent, role: 'parent', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true, locale: 'ar' }).where(eq(users.id, arabicParent.id));
  await handle.db.insert(familyLinks).values({ parentId: arabicParent.id, childId: childIds.get(PREPARED_CHILDREN.arabic.email)! });
  // The parent who agrees to a young child's account in tests/e2e/consent.spec.ts.
  const consentParent = await createAccount(handle.db, { ...PREPARED.consentParent, role: 'parent', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, consentParent.id));
  // The tutor journey's tutor, and the parent linked to its student (tests/e2e/tutor-journey.spec.ts).
  const journeyTutor = await createAccount(handle.db, { ...PREPARED.journeyTutor, role: 'tutor', emailVerified: true });
  const studentParent = await createAccount(handle.db, { ...PREPARED.studentParent, role: 'parent', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(inArray(users.id, [journeyTutor.id, studentParent.id]));
  await handle.db.insert(familyLinks).values({ parentId: studentParent.id, childId: childIds.get(PREPARED_CHILDREN.student.email)! });
  // The parent who watches their child's first badge arrive live (tests/e2e/notifications.spec.ts).
  const notifiedParent = await createAccount(handle.db, { ...PREPARED.notifiedParent, role: 'parent', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, notifiedParent.id));
  await handle.db.insert(familyLinks).values({ parentId: notifiedParent.id, childId: childIds.get(PREPARED_CHILDREN.badger.email)! });
  // The tutor told of a new browser and who changes their e-mail (tests/e2e/notifications.spec.ts, decision 037).
  const securityTutor = await createAccount(handle.db, { ...PREPARED.securityTutor, role: 'tutor', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, securityTutor.id));
  // The market starts paused, so the seeded prices stay put until a journey resumes it (tests/e2e/simulator.spec.ts).
  await handle.db.transaction((tx) => storeSimulatorSettings(tx, { paused: true }));
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { eq, inArray } from 'drizzle-orm';
import { closeDatabase, installDatabase, openDatabase } from '../../../src/db/client';
import { migrateDatabase } from '../../../src/db/migrate';
import { familyLinks, notificationDigests, notificationPreferences, notificationSettings, simAccounts, simHoldings, simOrders, simTrades, stocks, users } from '../../../src/db/schema';
import { seedDatabase } from '../../../src/seed/seed';
import { createAccount } from '../../../src/modules/accounts/runtime';
import { storeSimulatorSettings } from '../../../src/modules/market/runtime';
import { digestKey, notify } from '../../../src/modules/notifications/runtime';
import { PREPARED, PREPARED_CHILDREN } from './fixtures';
import { prepareMasteryClass } from './prepare-mastery';
import { prepareDemoCompetition } from './prepare-competition';
import { prepareFinishedCompetition } from './prepare-finished-competition';
import { prepareTeamGame } from './prepare-team-game';
import { prepareFamilyGame } from './prepare-family-game';
import { prepareOtherSchool } from './prepare-other-school';
import { prepareCountryFamily } from './prepare-country-family';
import { prepareRosteredFamily } from './prepare-rostered-family';
import { READ_ALOUD_FAMILY } from './read-aloud';
import { FRENCH_READER } from './translations';
import { E2E_PREPARED_IDS } from './paths';
import { onPlan } from '../../../src/modules/billing/test-fixtures';
import { writeFileSync } from 'node:fs';

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
  await seedDatabase(handle.db, { demo: 'first-run' });
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
  // An Arabic-reading family: the parent's pages in the right-to-left locale (tests/e2e/rtl-charts.spec.ts).
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
  // Their weekly report (made on a Sunday evening, decision 036) counted as sent for the run: a run on a Sunday evening
  // would otherwise see it arrive on the bell whose count the journey follows, whenever the job next runs.
  await handle.db.insert(notificationDigests).values({ userId: notifiedParent.id, period: 'report', periodKey: 'e2e-run', coveredUntil: new Date(Date.now() + 7 * 86_400_000) });
  // The tutor told of a new browser and who changes their e-mail (tests/e2e/notifications.spec.ts, decision 037).
  const securityTutor = await createAccount(handle.db, { ...PREPARED.securityTutor, role: 'tutor', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, securityTutor.id));
  // A parent with unread news whose digest is due as the server starts (its digest job runs at once): in a zone where
  // it is now between 17:00 and 22:59, a Sunday there if any zone has one (the weekly digest), else any day (the
  // daily one; the same code path, which only a Sunday evening somewhere would reach weekly).
  const digestParent = await createAccount(handle.db, { ...PREPARED.digestParent, role: 'parent', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, digestParent.id));
  const digest = digestDueNow(new Date());
  await handle.db.insert(notificationSettings).values({ userId: digestParent.id, timeZone: digest.timeZone });
  if (digest.period === 'daily') await handle.db.insert(notificationPreferences).values({ userId: digestParent.id, type: 'child_badge_earned', delivery: 'daily' });
  await handle.db.transaction((tx) =>
    notify(tx, [
      { recipientId: digestParent.id, type: 'child_badge_earned', params: { child: 'Dana Digest', badge: 'First Steps' }, link: '/progress' },
      { recipientId: digestParent.id, type: 'child_badge_earned', params: { child: 'Dana Digest', badge: 'Streak Starter' }, link: '/progress' },
    ]),
  );
  // Plans (decision 040): the tutor journey gives assignments (Classroom); the billing journey's parent pays in euros
  // and starts on Free; its card tutor's subscription arrives by webhook, so the spec needs the tutor's id.
  await onPlan(journeyTutor, 'classroom');
  const billingParent = await createAccount(handle.db, { ...PREPARED.billingParent, role: 'parent', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true, currency: 'EUR' }).where(eq(users.id, billingParent.id));
  const cardTutor = await createAccount(handle.db, { ...PREPARED.cardTutor, role: 'tutor', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, cardTutor.id));
  // A second school beside the demo's, whose pages and actions the demo school's admin and teacher must not reach
  // (tests/e2e/permissions.spec.ts, decision 061).
  const otherSchool = await prepareOtherSchool(handle.db);
  writeFileSync(E2E_PREPARED_IDS, JSON.stringify({ cardTutor: cardTutor.id, otherSchool }));
  // A rostered child of the demo school and a linked parent who has not given their own consent (decision 060).
  await prepareRosteredFamily(handle.db);
  // A family whose child's country a parent and an admin change (decision 060's amendment).
  await prepareCountryFamily(handle.db);
  // A child who bought shares (tests/e2e/every-page.spec.ts): the simulator's holdings table and trade history are
  // crawled too. Orders fill only while the market runs, which the crawl must not start (prices would move).
  const investorId = childIds.get(PREPARED_CHILDREN.investor.email)!;
  const bought = await handle.db.select({ id: stocks.id, price: stocks.currentPrice }).from(stocks).where(inArray(stocks.symbol, ['KO', 'DIS', 'AAPL']));
  const purchases = bought.map((stock, index) => ({ ...stock, shares: index + 2 }));
  const spent = purchases.reduce((sum, each) => sum + Number(each.price) * each.shares, 0);
  await handle.db.insert(simAccounts).values({ userId: investorId, cash: (10_000 - spent).toFixed(4), startingCash: '10000' });
  for (const each of purchases) {
    const orderId = crypto.randomUUID();
    await handle.db.insert(simOrders).values({ id: orderId, userId: investorId, stockId: each.id, side: 'buy', type: 'market', shares: each.shares, status: 'filled', idempotencyKey: orderId, tradingDay: 1, closedAt: new Date() });
    await handle.db.insert(simTrades).values({ orderId, userId: investorId, stockId: each.id, side: 'buy', shares: each.shares, price: each.price });
    await handle.db.insert(simHoldings).values({ userId: investorId, stockId: each.id, shares: each.shares, averageCost: each.price });
  }
  // Children of known ages for reading aloud (tests/e2e/read-aloud.spec.ts, decision 053), and Teo's parent.
  const { parent: readAloudParent, ...readAloudChildren } = READ_ALOUD_FAMILY;
  const readAloudIds = new Map<string, string>();
  for (const { locale, ...child } of Object.values(readAloudChildren).map((each) => ({ locale: undefined, ...each }))) {
    const account = await createAccount(handle.db, { ...child, role: 'child', emailVerified: true });
    await handle.db.update(users).set({ welcomeSent: true, locale: locale ?? null }).where(eq(users.id, account.id));
    readAloudIds.set(child.email, account.id);
  }
  const listenerParent = await createAccount(handle.db, { ...readAloudParent, role: 'parent', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true }).where(eq(users.id, listenerParent.id));
  await handle.db.insert(familyLinks).values({ parentId: listenerParent.id, childId: readAloudIds.get(READ_ALOUD_FAMILY.parentsChild.email)! });
  // A child who reads French: a lesson not yet translated, then translated (tests/e2e/translations.spec.ts).
  const { locale: readerLocale, ...frenchReader } = FRENCH_READER;
  const reader = await createAccount(handle.db, { ...frenchReader, role: 'child', emailVerified: true });
  await handle.db.update(users).set({ welcomeSent: true, locale: readerLocale }).where(eq(users.id, reader.id));
  // A tutor's class whose children answered the first lesson on the days before (tests/e2e/mastery.spec.ts).
  await prepareMasteryClass(handle.db);
  // A running competition for the demo class, the demo child in it (decision 065).
  await prepareDemoCompetition(handle.db);
  // One that ended last week, its results frozen: the certificates to crawl.
  await prepareFinishedCompetition(handle.db);
  // A class that plays in teams, and a team game of theirs the end job freezes (tests/e2e/competition-teams.spec.ts).
  await prepareTeamGame(handle.db);
  // A parent's family, and a family game of theirs the end job freezes (tests/e2e/family-game.spec.ts, decision 074).
  await prepareFamilyGame(handle.db);
  // The market starts paused, so the seeded prices stay put until a journey resumes it (tests/e2e/simulator.spec.ts).
  await handle.db.transaction((tx) => storeSimulatorSettings(tx, { paused: true }));
  await closeDatabase();
}

/** A whole-hour zone where a digest is due now and stays due for an hour at least: weekly if one can be, else daily. */
function digestDueNow(now: Date): { timeZone: string; period: 'daily' | 'weekly' } {
  const zones = Array.from({ length: 27 }, (_, index) => 14 - index).map((offset) => (offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`));
  const inAnHour = new Date(now.getTime() + 60 * 60 * 1000);
  for (const period of ['weekly', 'daily'] as const) {
    const timeZone = zones.find((zone) => digestKey(now, zone, period) !== null && digestKey(now, zone, period) === digestKey(inAnHour, zone, period));
    if (timeZone) return { timeZone, period };
  }
  throw new Error('no zone has a digest due now');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

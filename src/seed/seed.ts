import { and, eq, inArray, sql } from 'drizzle-orm';
import { createAccount } from '@/modules/accounts/runtime';
import { ensureDefaultSimulatorSettings } from '@/modules/market/runtime';
import { notify } from '@/modules/notifications/runtime';
import { seedDemoSchool } from '@/modules/schools/runtime';
import { fullName } from '@/lib/person-name';
import type { Db } from '@/db/client';
import { assignments, assignmentStudents, authUsers, classes, classMembers, courses, exchangeRates, familyLinks, lessons, seedState, stocks, users } from '@/db/schema';
import { seedBadges } from './seed-badges';
import { seedHelp } from './seed-help';
import { seedBilling, seedDemoPlans } from '@/modules/billing/runtime';
import { CURRICULUM } from './curriculum';
import { seedCurriculum } from './curriculum/seed-curriculum';
import { seedCourseThumbnails } from './seed-files';
import { DEMO_ACCOUNTS, DEMO_ASSIGNMENT_NOTE, DEMO_CLASS_NAME, SEED_EXCHANGE_RATES, SEED_STOCKS } from './seed-data';

/**
 * What the seed makes of the demo accounts (decision 043): 'first-run' makes them on a database's first start and
 * never again (a deleted or renamed demo account stays gone); 'now' makes the missing ones because an operator asked
 * (`npm run db:seed -- --demo`); 'never' leaves them out (a start on PostgreSQL).
 */
export type DemoAccountsMode = 'never' | 'first-run' | 'now';

/** The `seed_state` key whose value lists the ids of the demo accounts the seed made. */
export const DEMO_ACCOUNTS_KEY = 'demo-accounts';

/**
 * Idempotent seed: creates the shared content that is missing (stocks, rates, courses, badges, prices, help) and
 * leaves everything that exists alone, so it runs at every start; the demo accounts as `demo` says.
 */
export async function seedDatabase(db: Db, options: { demo: DemoAccountsMode }): Promise<{ created: string[] }> {
  const created: string[] = [];
  const inserted = await db
    .insert(stocks)
    .values(SEED_STOCKS.map(([symbol, name, currentPrice, basePrice, profile]) => ({ symbol, name, currentPrice, basePrice, ...profile })))
    .onConflictDoNothing({ target: stocks.symbol })
    .returning({ symbol: stocks.symbol });
  if (inserted.length > 0) created.push(`${inserted.length} stocks`);
  // Seeded stocks from before sectors existed (still 'Other' with no description) get their profile, once.
  const profiles = sql.join(
    SEED_STOCKS.map(([symbol, , , , profile]) => sql`(${symbol}, ${profile.sector}, ${profile.description}, ${profile.volatility}::numeric, ${profile.drift}::numeric)`),
    sql`, `,
  );
  const profiled = await db.execute(sql`
    update stocks set sector = v.sector, description = v.description, volatility = v.volatility, drift = v.drift
    from (values ${profiles}) as v(symbol, sector, description, volatility, drift)
    where stocks.symbol = v.symbol and stocks.sector = 'Other' and stocks.description = ''
    returning stocks.symbol`);
  const profiledCount = ((profiled as { rows?: unknown[] }).rows ?? []).length;
  if (profiledCount > 0) created.push(`profiles of ${profiledCount} stocks`);
  const settings = await ensureDefaultSimulatorSettings(db);
  if (settings.length > 0) created.push(`${settings.length} simulator settings`);

  const rates = await db.insert(exchangeRates).values([...SEED_EXCHANGE_RATES]).onConflictDoNothing({ target: exchangeRates.currency }).returning();
  if (rates.length > 0) created.push(`${rates.length} exchange rates`);
  created.push(...(await seedCurriculum(db)));
  created.push(...(await seedBadges(db)));
  created.push(...(await seedCourseThumbnails(db)));
  created.push(...(await seedBilling(db)));
  if (options.demo !== 'never') created.push(...(await seedDemoAccounts(db, options.demo)));
  const helpArticleCount = await seedHelp(db);
  if (helpArticleCount > 0) created.push(`${helpArticleCount} help articles`);
  return { created };
}

/** The demo accounts, the demo family link, class and assignment, and the demo plans (decision 043). */
async function seedDemoAccounts(db: Db, mode: Exclude<DemoAccountsMode, 'never'>): Promise<string[]> {
  const created: string[] = [];
  const [marker] = await db.select({ value: seedState.value }).from(seedState).where(eq(seedState.key, DEMO_ACCOUNTS_KEY));
  if (mode === 'first-run' && marker) return created;
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db.select({ email: authUsers.email }).from(authUsers).where(inArray(authUsers.email, emails));
  const have = new Set(existing.map((row) => row.email));
  for (const account of DEMO_ACCOUNTS) {
    if (have.has(account.email)) continue;
    await createAccount(db, { ...account, emailVerified: true });
    // Demo accounts are verified and welcomed already: no welcome e-mail on first sign-in.
    await db.update(users).set({ welcomeSent: true }).where(eq(users.email, account.email));
    created.push(`${account.role} ${account.email}`);
  }
  const [parent] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, 'parent@academy.local'), eq(users.role, 'parent')));
  const [child] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(and(eq(users.email, 'child@academy.local'), eq(users.role, 'child')));
  if (parent && child) {
    const linked = await db.insert(familyLinks).values({ parentId: parent.id, childId: child.id }).onConflictDoNothing().returning();
    if (linked.length > 0) {
      // What the demo parent would have been told (decision 036).
      await db.transaction((tx) => notify(tx, [{ recipientId: parent.id, type: 'link_accepted', actorId: child.id, childId: child.id, params: { name: fullName(child) }, link: '/children' }]));
      created.push('parent–child link');
    }
  }
  // The demo tutor's class with the demo child, only while the tutor has no class (a deleted one stays deleted
  // as long as another exists).
  const [tutor] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, 'tutor@academy.local'), eq(users.role, 'tutor')));
  let demoClassId: string | null = null;
  if (tutor && child) {
    const [anyClass] = await db.select({ id: classes.id }).from(classes).where(eq(classes.tutorId, tutor.id)).limit(1);
    if (!anyClass) {
      const [demoClass] = await db.insert(classes).values({ tutorId: tutor.id, name: DEMO_CLASS_NAME }).returning({ id: classes.id });
      // The demo family approved (decision 032).
      await db.insert(classMembers).values({ classId: demoClass!.id, childId: child.id, status: 'approved', decidedAt: new Date() }).onConflictDoNothing();
      demoClassId = demoClass!.id;
      created.push('demo class');
    }
  }

  // The demo school (decision 061), with the demo tutor as its teacher and the demo child as its student.
  const [schoolAdmin] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, 'school@academy.local'), eq(users.role, 'school_admin')));
  if (schoolAdmin && (await seedDemoSchool(db, { adminId: schoolAdmin.id, teacherIds: tutor ? [tutor.id] : [], studentIds: child ? [child.id] : [] }))) created.push('demo school');
  // The demo class's first assignment (decision 034): the first course's second lesson, due in a week.
  const [demoLesson] = CURRICULUM[0] ? await db.select({ id: lessons.id }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(and(eq(courses.slug, CURRICULUM[0].slug), eq(lessons.position, 1))) : [];
  if (demoClassId && demoLesson && tutor && child) {
    const [assignment] = await db
      .insert(assignments)
      .values({ classId: demoClassId, lessonId: demoLesson.id, note: DEMO_ASSIGNMENT_NOTE, dueOn: sql`(now() at time zone 'UTC')::date + 7`, dueAt: sql`((now() at time zone 'UTC')::date + 8)::timestamp at time zone 'UTC'`, timeZone: 'UTC', createdBy: tutor.id })
      .returning({ id: assignments.id });
    await db.insert(assignmentStudents).values({ assignmentId: assignment!.id, childId: child.id });
    // What the demo tutor and child would have been told (decision 036).
    await db.transaction((tx) =>
      notify(tx, [
        { recipientId: tutor.id, type: 'membership_approved', childId: child.id, params: { child: fullName(child), className: DEMO_CLASS_NAME }, link: `/classes/${demoClassId}` },
        { recipientId: child.id, type: 'assignment_given', actorId: tutor.id, childId: child.id, params: { title: CURRICULUM[0]!.lessons[1]?.title.en ?? '', className: DEMO_CLASS_NAME }, link: '/dashboard/child' },
      ]),
    );
    created.push('demo assignment');
  }
  created.push(...(await seedDemoPlans(db)));
  // Last, so a start stopped half-way finishes the demo at the next one (each step above is idempotent).
  const demoIds = (await db.select({ id: authUsers.id }).from(authUsers).where(inArray(authUsers.email, emails))).map((row) => row.id);
  const ids = [...new Set([...((marker?.value as string[] | undefined) ?? []), ...demoIds])];
  await db.insert(seedState).values({ key: DEMO_ACCOUNTS_KEY, value: ids }).onConflictDoUpdate({ target: seedState.key, set: { value: ids } });
  return created;
}

import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { subscriptions } from '@/db/schema';
import { AppError } from '@/server/errors';
import { FREE_ENTITLEMENTS, PLAN_ENTITLEMENTS, PLAN_FOR_ROLE, type Entitlements, type PaidPlan, type Plan } from './plans';

/*
 * What a person's plan allows (decision 040), read by the modules whose features plans limit: families (children),
 * classes (classes, assignments, the progress export), reports (PDF) and notifications (the weekly report by
 * e-mail). A subscription counts while trialing, active or past due (a grace while an invoice is late), and a
 * cancelled one until the end of the period paid for, whether or not the billing job has run since.
 */

function liveAt(now: Date) {
  return and(
    inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
    or(eq(subscriptions.cancelAtPeriodEnd, false), gt(subscriptions.currentPeriodEnd, now)),
  );
}

/** What the person's plan allows: their live paid plan's, else Free's. */
export async function entitlementsOf(userId: string, db: Db | Tx = getDb(), now = new Date()): Promise<Entitlements> {
  const [live] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), liveAt(now)));
  return live ? PLAN_ENTITLEMENTS[live.plan as PaidPlan] : FREE_ENTITLEMENTS;
}

export type LimitedFeature = 'children' | 'classes' | 'emailReports' | 'pdfReports' | 'assignments' | 'classExport';

const REFUSALS: Record<LimitedFeature, string> = {
  children: 'billing.errors.childrenLimit',
  classes: 'billing.errors.classesLimit',
  emailReports: 'billing.errors.familyFeature',
  pdfReports: 'billing.errors.familyFeature',
  assignments: 'billing.errors.classroomFeature',
  classExport: 'billing.errors.classroomFeature',
};

/** Whether the person's plan includes the feature (for a counted one, one more beside the `inUse` they have). */
export async function planAllows(db: Db | Tx, person: { id: string; role: string }, feature: LimitedFeature, inUse = 0): Promise<boolean> {
  // Only the roles that buy plans are limited by them: a child's learning is free, an admin has no plan.
  if (!PLAN_FOR_ROLE[person.role]) return true;
  const entitlements = await entitlementsOf(person.id, db);
  return feature === 'children' ? inUse < entitlements.maxChildren : feature === 'classes' ? inUse < entitlements.maxClasses : entitlements[feature];
}

/**
 * How many of a counted feature the person's plan allows, and which plan that is, so a page can say "your Free plan
 * includes 1 child" before a form would be refused; null for a role plans do not limit.
 */
export async function planLimitOf(db: Db | Tx, person: { id: string; role: string }, feature: 'children' | 'classes'): Promise<{ plan: Plan; max: number } | null> {
  if (!PLAN_FOR_ROLE[person.role]) return null;
  const entitlements = await entitlementsOf(person.id, db);
  return { plan: entitlements.plan, max: feature === 'children' ? entitlements.maxChildren : entitlements.maxClasses };
}

/**
 * Refuses (403, with a message naming the plan that allows it) what the person's plan does not include. For a
 * counted feature, `inUse` is how many they already have: one more must fit. Call it inside the transaction that
 * adds, after locking the person's row, so two requests cannot both take the last place.
 */
export async function assertPlanAllows(db: Db | Tx, person: { id: string; role: string }, feature: LimitedFeature, inUse = 0): Promise<void> {
  if (!(await planAllows(db, person, feature, inUse))) throw new AppError(403, REFUSALS[feature]);
}

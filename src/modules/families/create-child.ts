import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { assertPlanAllows } from '@/modules/billing';
import { childrenInUse } from './links';
import { getDb } from '@/db/client';
import { familyLinkEvents, familyLinks } from '@/db/schema';
import { reservedAddressFor } from '@/lib/sign-in-name';
import { insertAccount, isSignInAddressTaken, peopleView, queueNewChildAddressLink } from '@/modules/accounts';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/errors';
import { deliverNow } from '@/server/mail/queue';
import { hashPassword } from '@/server/password';
import { assertStrongPassword } from '@/server/password-strength';
import { assertCan } from '@/server/permissions';
import { enforce } from '@/server/rate-limit';
import type { Actor } from '@/server/session-flow';
import { childBirthYears } from '@/lib/child-age';
import type { CreateChildInput } from './create-child-schemas';
import { recordConsentBasis } from './consent-basis';

/*
 * A parent makes their child's account on /children (decision 029): the child signs in with a sign-in name and the
 * password the parent chose, and is linked to the parent at once; the parent vouches for the child, so no consent
 * request is needed (decision 026 is for accounts the child made). The account always gets a reserved `.invalid`
 * address, verified, to which no mail ever goes. An e-mail the parent types is only offered to the account: a link
 * goes to it, and it joins the account once opened signed in as the child (an e-mail change, decision 037). So the
 * form never says whether an address has an account, and nobody can tie a stranger's address to a child.
 */

/** Accounts a parent may make in a day: a family's worth, and too few to use the form to probe names or addresses. */
export const CHILD_CREATIONS_PER_DAY = { max: 10, windowMs: 24 * 60 * 60 * 1000 };

export interface CreatedChild {
  childId: string;
  firstName: string;
  username: string;
  /** The e-mail the parent gave, waiting for its confirmation link (sent unless it has an account, never said); or null. */
  pendingEmail: string | null;
}

const usernameTaken = () => new AppError(409, 'families.create.errors.usernameTaken', { username: 'families.create.errors.usernameTaken' });

/**
 * Creates the child's auth user, password, profile (role child, with a family code like every child), the family link,
 * its 'created' event and the audit entry, in one transaction: a taken name is a 409 and nothing is written. A typed
 * e-mail's confirmation link is queued in it and goes after the commit.
 */
export async function createChild(actor: Actor, input: CreateChildInput): Promise<CreatedChild> {
  assertCan(actor, 'create:child:own');
  // The schema checked it when the form arrived; checked again here, for callers without the form.
  if (!childBirthYears().includes(input.birthYear)) throw new AppError(400, 'families.create.errors.birthYear', { birthYear: 'families.create.errors.birthYear' });
  assertStrongPassword(input.password, 'password', [input.username, input.firstName, input.email ?? '']);
  // Every attempt that reaches the database counts, a refused one too: a taken name says it exists.
  await enforce({ key: `create-child:${actor.id}`, ...CHILD_CREATIONS_PER_DAY });
  const passwordHash = await hashPassword(input.password);
  const email = reservedAddressFor(input.username);
  let created: { childId: string; addressLink: number | null };
  try {
    created = await getDb().transaction(async (tx) => {
      const person = peopleView();
      const [withName] = await tx.select({ id: person.id }).from(person).where(eq(person.username, input.username));
      // The child lives where the parent said they live (decision 060).
      const [parent] = await tx.select({ country: person.country }).from(person).where(eq(person.id, actor.id));
      if (withName) throw usernameTaken();
      // Nobody can register a `.invalid` address, so only a name of the past can hold the reserved one.
      if (await isSignInAddressTaken(tx, email)) throw usernameTaken();
      await assertPlanAllows(tx, actor, 'children', await childrenInUse(tx, actor.id));
      const child = await insertAccount(tx, {
        email,
        passwordHash,
        role: 'child',
        firstName: input.firstName,
        lastName: '',
        username: input.username,
        birthYear: input.birthYear,
        // The parent vouches for the account, and its reserved address has no one to welcome.
        emailVerified: true,
        welcomeSent: true,
        // The child starts in the family's language and currency, wherever they sign in; they can change both.
        locale: actor.locale,
        currency: actor.currency,
        country: parent?.country ?? null,
      });
      // A new child has one adult, this parent: LINKED_ADULTS_MAX (links.ts) cannot be reached here.
      await tx.insert(familyLinks).values({ parentId: actor.id, childId: child.id, consenting: true });
      await tx.insert(familyLinkEvents).values({ parentId: actor.id, childId: child.id, status: 'created', decidedAt: sql`now()` });
      await writeAudit(tx, actor, {
        actionType: 'family_child_create',
        component: 'families',
        entityId: child.id,
        targetUser: child.email,
        subjectUserId: child.id,
        childId: child.id,
        message: `${actor.email} created the child account ${child.email}, linked to them`,
        details: { childId: child.id, withEmail: Boolean(input.email) },
      });
      // The parent who makes the account consents to it (decision 060): recorded as its basis, in the access log.
      await recordConsentBasis(tx, child, { basis: 'parent_created', by: actor, at: child.createdAt ?? new Date() });
      const addressLink = input.email ? await queueNewChildAddressLink(tx, { id: child.id, firstName: input.firstName }, input.email, actor) : null;
      return { childId: child.id, addressLink };
    });
  } catch (error) {
    // Two parents choosing one name at the same moment: the second meets the unique index, not the check above.
    if (isUniqueViolation(error, 'users_username_unique')) throw usernameTaken();
    if (isUniqueViolation(error, 'auth_users_email_unique')) throw usernameTaken();
    // …or, when the other committed between our checks, insertAccount's own check of the reserved address, which is
    // made of the name.
    if (error instanceof AppError && error.status === 409) throw usernameTaken();
    throw error;
  }
  if (created.addressLink !== null) await deliverNow([created.addressLink]);
  return { childId: created.childId, firstName: input.firstName, username: input.username, pendingEmail: input.email ?? null };
}

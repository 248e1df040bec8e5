import 'server-only';
import { getDb } from '@/db/client';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { eq } from 'drizzle-orm';
import { authUsers, users } from '@/db/schema';
import { assertStrongPassword } from '@/server/password-strength';
import { rateLimitClientKey } from '@/server/client-address';
import { consume, enforce } from '@/server/rate-limit';
import { aboutPerson, writeAudit } from '@/server/audit';
import { publish } from '@/server/domain-events';
import { deliverNow } from '@/server/mail/queue';
import { inRequestLanguage } from '@/server/mail/recipient-locale';
import type { Locale } from '@/i18n/locales';
import { authErrorCode } from './auth-errors';
import { createProfile, type ProfileRow } from '@/server/profile/create-profile';
import { buildDisplayName } from '@/server/profile/display-name';
import { childAwaitsConsent } from './events';
import type { RegisterInput } from './schemas';

/** Registrations that name a parent's e-mail, per client (an IPv6 client by its /64), in a day. */
export const PARENT_MAIL_REGISTRATIONS_PER_CLIENT = { max: 10, windowMs: 24 * 60 * 60 * 1000 };

export type RegistrationOutcome = { outcome: 'created'; profile: ProfileRow } | { outcome: 'existing' };

/** Attempts on one existing address that reach its owner's audit log in a day (a spray is only counted). */
const REGISTRATION_ATTEMPT_AUDITS_PER_DAY = { max: 12, windowMs: 24 * 60 * 60 * 1000 };

/**
 * Decision 018: a registration for an address with an account does what a new one does after better-auth (which
 * hashed the password on both paths): a counter, then one transaction that reads the profile and writes an audit
 * entry, here the owner's `registration_attempt`. Without it the answer came ~16 ms sooner for an existing address.
 */
async function recordRegistrationAttempt(email: string): Promise<void> {
  const allowance = await consume({ key: `register:existing-audit:${email}`, ...REGISTRATION_ATTEMPT_AUDITS_PER_DAY });
  await getDb().transaction(async (tx) => {
    const [owner] = await tx.select().from(users).where(eq(users.email, email));
    if (!owner || !allowance.allowed) return;
    await writeAudit(tx, owner, {
      actionType: 'registration_attempt',
      component: 'accounts',
      entityId: owner.id,
      targetUser: owner.email,
      ...aboutPerson(owner),
      message: `Someone tried to register with ${owner.email}, which has an account`,
    });
  });
}

/**
 * Self-registration (decision 003, decision 018): better-auth creates the account, the profile follows spec 4 step 4
 * with the role the form chose (never admin: the schema only allows child, parent, tutor), and the confirmation
 * mail goes out. Nobody is signed in. For an address that already has an account better-auth answers the same, after
 * the same work (it hashes the password anyway), with a made-up user that is never stored; its owner gets a mail
 * saying someone tried (auth.ts): the form never tells a stranger which addresses have accounts (OWASP ASVS V6.3).
 * A child who may be below their country's age of digital consent starts awaiting a parent's consent (decisions 030,
 * 060). `locale` is the language the visitor chose for the pages, if they chose one.
 */
export async function registerAccount(input: RegisterInput, context: { headers: Headers; clientAddress: string; locale?: Locale }): Promise<RegistrationOutcome> {
  await enforce({ key: `register:ip:${rateLimitClientKey(context.clientAddress)}`, max: 20, windowMs: 60 * 60 * 1000 });
  assertStrongPassword(input.password, 'password', [input.email, input.firstName, input.lastName, ...(input.parentEmail ? [input.parentEmail] : [])]);
  // Decision 030: naming a parent's e-mail makes us write to that address, so one client may do it only a few times a
  // day, whatever the addresses (each address has its own daily limit and stop link: families/consent-mail.ts).
  // Counted before the account exists, for new and existing addresses alike (decision 018: the same answer for both).
  if (input.parentEmail !== null) await enforce({ key: `register:parent-mail:${rateLimitClientKey(context.clientAddress)}`, ...PARENT_MAIL_REGISTRATIONS_PER_CLIENT });
  let created: { id: string; email: string; createdAt: Date };
  try {
    const signUp = () =>
      getAuth().api.signUpEmail({
        body: { name: buildDisplayName(input.role, input.firstName, input.lastName), email: input.email, password: input.password },
        headers: context.headers,
      });
    // Its confirmation mail (or the owner's notice, decision 018) goes before the profile exists: in the page's language.
    const result = context.locale ? await inRequestLanguage(context.locale, signUp) : await signUp();
    created = { id: result.user.id, email: result.user.email, createdAt: new Date(result.user.createdAt) };
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.includes('PASSWORD_TOO_SHORT')) throw new AppError(400, 'errors.passwordTooShort', { password: 'errors.passwordTooShort' });
    if (code?.includes('PASSWORD_TOO_LONG')) throw new AppError(400, 'errors.passwordTooLong', { password: 'errors.passwordTooLong' });
    if (code?.includes('INVALID_EMAIL')) throw new AppError(400, 'errors.emailInvalid', { email: 'errors.emailInvalid' });
    throw error;
  }
  const db = getDb();
  const [stored] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, created.id));
  if (!stored) {
    await recordRegistrationAttempt(input.email);
    return { outcome: 'existing' };
  }
  // The profile, its audit entry and, for a child below their country's age, the parent's consent request and its mail land together.
  const { profile, queuedMail } = await db.transaction(async (tx) => {
    const profile = await createProfile(tx, {
      id: created.id,
      email: created.email,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerified: false,
      createdAt: created.createdAt,
      birthYear: input.birthYear,
      country: input.country,
      consentPending: input.parentEmail !== null,
      // The language the form was in, when the visitor chose one: their mails (a parent's consent request among them) use it.
      locale: context.locale ?? null,
    });
    await writeAudit(tx, profile, {
      actionType: 'registration',
      component: 'accounts',
      entityId: profile.id,
      targetUser: profile.email,
      ...aboutPerson(profile),
      message: `${profile.email} registered as ${profile.role}`,
    });
    if (input.parentEmail === null) return { profile, queuedMail: [] };
    const reaction = await publish(tx, childAwaitsConsent, { childId: profile.id, firstName: profile.firstName, parentEmail: input.parentEmail, childAgreed: input.childAgreed });
    return { profile, queuedMail: reaction.queuedMail };
  });
  await deliverNow(queuedMail);
  return { outcome: 'created', profile };
}

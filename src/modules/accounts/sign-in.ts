import 'server-only';
import { setTimeout as wait } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { authUsers, users } from '@/db/schema';
import {
  SIGN_IN_ACCOUNT_SLOWDOWN_AFTER,
  SIGN_IN_ADDRESS_FAILURE_LIMIT,
  SIGN_IN_AUDIT_LIMIT,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_PAIR_FAILURE_LIMIT,
  SIGN_IN_SLOWDOWN_BASE_MS,
  SIGN_IN_SLOWDOWN_MAX_MS,
  isClassroomIdleMinutes,
  type ClassroomSignIn,
} from '@/lib/constants';
import { writeAudit, type AuditEntry } from '@/server/audit';
import { getAuth } from '@/server/auth';
import { AppError } from '@/server/errors';
import { log } from '@/server/logger';
import { reservedAddressFor } from '@/lib/sign-in-name';
import { rateLimitClientKey } from '@/server/client-address';
import { clientAddressDigest, consume, refund, resetLimit, TooManyAttemptsError, type Limit } from '@/server/rate-limit';
import { authErrorCode } from './auth-errors';
import { knownDeviceOf, recordSignInDevice } from './devices';
import type { SignInInput } from './schemas';

/** What a sign-in throttle applies to (decision 017). */
type ThrottleScope = 'account-address' | 'account-device' | 'address' | 'account';

/**
 * The 429 of a refused sign-in: its words (errors.signInThrottled) also point at the password reset, which is never
 * held back by these limits, so the owner always has a way in (decision 017).
 */
export class SignInThrottledError extends TooManyAttemptsError {
  constructor(readonly retryAfterMs: number) {
    super(retryAfterMs, 'errors.signInThrottled');
  }
}

export interface SignInContext {
  headers: Headers;
  clientAddress: string;
  /** How the account-wide slowdown waits; tests pass a recorder instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
}

function signInLimits(email: string, client: string, deviceHash: string | null): Record<ThrottleScope, Limit> {
  return {
    'account-address': { key: `signin-fail:pair:${client}:${email}`, max: SIGN_IN_PAIR_FAILURE_LIMIT, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
    // A browser the account signed in from before (decision 037's device cookie) has a pair of its own.
    'account-device': { key: `signin-fail:device:${deviceHash ?? 'none'}:${email}`, max: SIGN_IN_PAIR_FAILURE_LIMIT, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
    address: { key: `signin-fail:address:${client}`, max: SIGN_IN_ADDRESS_FAILURE_LIMIT, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
    // Never refused, whatever the count: refusing here would let anyone lock the owner out (decision 017).
    account: { key: `signin-fail:account:${email}`, max: Number.MAX_SAFE_INTEGER, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  };
}

/**
 * How long an attempt waits before its password is checked, given the account's attempts in the window counting
 * this one: nothing up to SIGN_IN_ACCOUNT_SLOWDOWN_AFTER, then SIGN_IN_SLOWDOWN_BASE_MS, doubling each time, at most
 * SIGN_IN_SLOWDOWN_MAX_MS.
 */
export function accountSlowdownMs(accountAttempts: number): number {
  const beyond = accountAttempts - SIGN_IN_ACCOUNT_SLOWDOWN_AFTER;
  if (beyond <= 0) return 0;
  return Math.min(SIGN_IN_SLOWDOWN_MAX_MS, SIGN_IN_SLOWDOWN_BASE_MS * 2 ** Math.min(beyond - 1, 30));
}

interface SignInEvent {
  email: string;
  /** clientAddressDigest of the address: never the address itself. */
  client: string;
}

/**
 * Audits a sign-in event against the account it names, unless the account's audit allowance for the window is
 * spent (SIGN_IN_AUDIT_LIMIT): a spray of guesses must not flood the audit log; the log line is always written.
 * An e-mail without an account is only logged.
 */
async function auditSignInEvent(event: SignInEvent, entry: Omit<AuditEntry, 'component'>): Promise<void> {
  const [profile] = await getDb().select().from(users).where(eq(users.email, event.email));
  if (!profile) return;
  const allowance = await consume({ key: `signin-audit:${event.email}`, max: SIGN_IN_AUDIT_LIMIT, windowMs: SIGN_IN_FAILURE_WINDOW_MS });
  if (!allowance.allowed) return;
  await writeAudit(getDb(), profile, { component: 'accounts', entityId: profile.id, targetUser: event.email, subjectUserId: profile.id, ...entry });
}

/** Logs a throttled attempt; audits only the first of each window for that scope (later ones add nothing). */
async function recordThrottle(event: SignInEvent, scope: ThrottleScope, count: number, max: number, fields: Record<string, number>): Promise<void> {
  log.warn('sign-in throttled', { ...event, scope, attempts: count, ...fields });
  if (count !== max + 1) return;
  await auditSignInEvent(event, {
    actionType: 'sign_in_throttled',
    message: `Sign-in for ${event.email} throttled (${scope}) after ${max} failures`,
    details: { scope, client: event.client, ...fields },
  });
}

async function refuse(event: SignInEvent, scope: ThrottleScope, limit: Limit, result: { count: number; retryAfterMs: number }): Promise<never> {
  await recordThrottle(event, scope, result.count, limit.max, { retryAfterMs: result.retryAfterMs });
  throw new SignInThrottledError(result.retryAfterMs);
}

/**
 * The address an account signs in with, from what the form's first field holds: an e-mail as it is, a sign-in name
 * (decision 029) as its account's address. A name nobody has becomes the reserved address it would have, which no
 * account has either: better-auth then does the same work as for an unknown e-mail (it hashes the password anyway),
 * so a wrong name is answered exactly like a wrong password, and the throttle counts a name and its address as one.
 */
async function signInAddress(emailOrName: string): Promise<string> {
  if (emailOrName.includes('@')) return emailOrName;
  const [account] = await getDb()
    .select({ email: authUsers.email })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .where(eq(users.username, emailOrName));
  return account?.email ?? reservedAddressFor(emailOrName);
}

/**
 * Sign-in with e-mail (or a child's sign-in name) and password (decision 017, OWASP ASVS 5.0 V6.3). Every attempt is counted before the password
 * is checked, so parallel guesses cannot slip past a limit: per account and client address (refused past
 * SIGN_IN_PAIR_FAILURE_LIMIT), per client address across accounts (refused past SIGN_IN_ADDRESS_FAILURE_LIMIT) and per
 * account across addresses, which is never refused but slowed down (accountSlowdownMs), so nobody can lock the owner
 * out. A browser that signed in to the account before (its device cookie) is counted per account and browser instead
 * of per address, and is not slowed down: a classmate behind the school's one address cannot lock the owner's own
 * browser out (OWASP's device cookies). A success clears its pair's count and gives back its other counts. An unknown e-mail and a wrong password get
 * the same answer. Returns the new session's cookie so the caller can run the session flow (spec 4) at once, and the
 * browser's id for its device cookie (devices.ts).
 */
export async function signIn(input: SignInInput, context: SignInContext): Promise<{ userId: string; role: string | null; sessionCookie: string; deviceId: string }> {
  const email = await signInAddress(input.email);
  const event: SignInEvent = { email, client: clientAddressDigest(context.clientAddress) };
  // Counted per client (an IPv6 client by its /64, decision 017); the log and audit keep the address's own digest.
  const knownDevice = await knownDeviceOf(email, context.headers);
  const limits = signInLimits(event.email, clientAddressDigest(rateLimitClientKey(context.clientAddress)), knownDevice);
  const pairScope = knownDevice ? 'account-device' : 'account-address';
  const pair = await consume(limits[pairScope]);
  if (!pair.allowed) await refuse(event, pairScope, limits[pairScope], pair);
  if (!knownDevice) {
    const address = await consume(limits.address);
    if (!address.allowed) await refuse(event, 'address', limits.address, address);
  }
  const account = await consume(limits.account);
  const slowdownMs = knownDevice ? 0 : accountSlowdownMs(account.count);
  if (slowdownMs > 0) {
    await recordThrottle(event, 'account', account.count, SIGN_IN_ACCOUNT_SLOWDOWN_AFTER, { slowdownMs });
    await (context.sleep ?? wait)(slowdownMs);
  }
  let userId: string;
  let sessionCookie: string;
  try {
    const { response, headers } = await getAuth().api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: context.headers,
      returnHeaders: true,
    });
    userId = response.user.id;
    sessionCookie = headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  } catch (error) {
    if (authErrorCode(error) === null) throw error;
    log.info('sign-in failed', { ...event, accountAttempts: account.count });
    await auditSignInEvent(event, {
      actionType: 'sign_in_failed',
      message: `Failed sign-in for ${event.email}`,
      details: { client: event.client, accountAttempts: account.count },
    });
    throw new AppError(401, 'errors.badCredentials');
  }
  // The owner's success ends their own pair's pause; the account's count only loses this attempt, so an attacker
  // spraying other addresses stays slowed down.
  await resetLimit(limits[pairScope].key);
  if (!knownDevice) await refund(limits.address.key);
  await refund(limits.account.key);
  const [profile] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, userId));
  const deviceId = await recordSignInDevice(userId, context.headers);
  return { userId, role: profile?.role ?? null, sessionCookie, deviceId };
}

/** A classroom sign-in card, as the classes module finds it (decision 066). */
export interface SignInCard {
  cardId: string;
  childId: string;
  classId: string;
  /** The child is still an approved member of the card's class. */
  member: boolean;
  /** The idle limit of the class's school, in minutes (decision 073); null for a class of no school: the default. */
  idleMinutes: number | null;
}

/** Where the card sign-in reads and notes cards: the classes module, which owns them (the caller hands it in). */
export interface SignInCards {
  find(digest: string): Promise<SignInCard | null>;
  markUsed(cardId: string): Promise<void>;
}

/** What the throttle and the log call a card attempt: a card names no account until it is found. */
const CARD_EVENT_NAME = 'sign-in card';

/**
 * Sign-in with a classroom card's code (decision 066), through the same throttle, session and device cookie as a
 * password. Every attempt is counted against the client address before the card is looked for (the address limit of
 * decision 017: a card names no account until it is found, and its 140 random bits are not guessed one by one
 * anyway), and a success gives its count back. The card must be the one last printed for its child, who must still be
 * an approved member of its class, with a child's account that is not blocked: anything else is the same 401 as an
 * unknown code, audited against the child when the card named one. Never a session for an account that is not a
 * child's.
 */
export async function signInWithCard(
  digest: string,
  cards: SignInCards,
  context: SignInContext,
): Promise<{ userId: string; role: string | null; sessionCookie: string; deviceId: string }> {
  return signInChild('card', async () => {
    const card = await cards.find(digest);
    return { card, refusal: card ? null : 'unknown' };
  }, cards.markUsed, context);
}

/** What the classes module found for a picture password (decision 068): the card, and why it refused, if it did. */
export interface PictureAttempt {
  card: SignInCard | null;
  /** The card's own refusal (an unknown card, a wrong sequence, a locked card), or null when the pictures matched. */
  refusal: string | null;
}

/**
 * Sign-in with a picture password (decision 068), exactly as with a card: the address throttle first, then the
 * classes module's check of the sequence (handed in by the caller: classes owns cards and counts a card's wrong
 * tries), then the account. Every refusal is the same 401 (errors.picturesInvalid), audited against the child when a
 * card was found.
 */
export function signInWithPictures(
  check: () => Promise<PictureAttempt>,
  markUsed: (cardId: string) => Promise<void>,
  context: SignInContext,
): Promise<{ userId: string; role: string | null; sessionCookie: string; deviceId: string }> {
  return signInChild('pictures', check, markUsed, context);
}

/**
 * Counts an attempt against the client address, as every sign-in is (the address limit of decision 017), before
 * anything is looked for: a card, a picture password or a class's sign-in code (decision 068) names no account.
 * Past the limit, the throttle's 429. Returns what gives the attempt back, for a success.
 */
export async function countAddressAttempt(event: string, clientAddress: string): Promise<() => Promise<void>> {
  const limit = signInLimits(event, clientAddressDigest(rateLimitClientKey(clientAddress)), null).address;
  const address = await consume(limit);
  if (!address.allowed) await refuse({ email: event, client: clientAddressDigest(clientAddress) }, 'address', limit, address);
  return () => refund(limit.key);
}

/** How a child proved who they are on a shared tablet: their card's code, or their picture password. */
type ChildKey = ClassroomSignIn;

const CHILD_KEYS: Record<ChildKey, { event: string; error: string; refused: string; signedIn: string; words: string }> = {
  card: { event: CARD_EVENT_NAME, error: 'errors.cardInvalid', refused: 'sign_in_card_refused', signedIn: 'sign_in_card', words: 'a sign-in card' },
  pictures: { event: 'picture password', error: 'errors.picturesInvalid', refused: 'sign_in_pictures_refused', signedIn: 'sign_in_pictures', words: 'a picture password' },
};

/**
 * A child's sign-in by card or pictures (decisions 066, 068): counted against the client address before anything
 * is looked for, then the key's own check, then the account: a child's, not blocked, still an approved member of the
 * card's class. Anything else is the key's one 401, audited against the child when a card named one. A success gives
 * the address's count back and makes a shared tablet's session (auth.ts).
 */
async function signInChild(
  key: ChildKey,
  check: () => Promise<PictureAttempt>,
  markUsed: (cardId: string) => Promise<void>,
  context: SignInContext,
): Promise<{ userId: string; role: string | null; sessionCookie: string; deviceId: string }> {
  const words = CHILD_KEYS[key];
  const client = clientAddressDigest(context.clientAddress);
  const giveBack = await countAddressAttempt(words.event, context.clientAddress);
  const { card, refusal: keyRefusal } = await check();
  // Only an account better-auth knows can have a session.
  const [found] = card ? await getDb().select({ account: users }).from(users).innerJoin(authUsers, eq(authUsers.id, users.id)).where(eq(users.id, card.childId)) : [];
  const account = found?.account;
  const refusal =
    keyRefusal ?? (!card ? 'unknown' : !account ? 'no-account' : account.role !== 'child' ? 'not-a-child' : account.blocked ? 'blocked' : !card.member ? 'not-in-class' : null);
  if (refusal !== null || !card || !account) {
    log.info(`${words.event} sign-in refused`, { client, refusal });
    if (account) {
      await auditSignInEvent(
        { email: account.email, client },
        { actionType: words.refused, message: `Sign-in with ${words.words} refused for ${account.email} (${refusal})`, details: { client, refusal, classId: card?.classId } },
      );
    }
    throw new AppError(401, words.error);
  }
  const idleMinutes = isClassroomIdleMinutes(card.idleMinutes) ? card.idleMinutes : undefined;
  const { headers } = await getAuth().api.signInProvenUser({ body: { userId: account.id, classroomSignIn: key, idleMinutes }, headers: context.headers, returnHeaders: true });
  const sessionCookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await giveBack();
  await markUsed(card.cardId);
  await writeAudit(getDb(), account, {
    actionType: words.signedIn,
    component: 'accounts',
    entityId: account.id,
    targetUser: account.email,
    message: `${account.email} signed in with ${words.words}`,
    details: { client, classId: card.classId },
    subjectUserId: account.id,
    childId: account.id,
  });
  const deviceId = await recordSignInDevice(account.id, context.headers);
  return { userId: account.id, role: account.role, sessionCookie, deviceId };
}

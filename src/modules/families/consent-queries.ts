import 'server-only';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { parentalConsents } from '@/db/schema';
import { peopleView } from '@/modules/accounts';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { hashToken } from './consent-request';

/** The child a request is about, as accounts publishes a person's row (decision 055). */
const child = peopleView('child');

/* What the pages read of consent requests (decision 030); the answers are in consent.ts. */

/** What the /consent page shows about a request: the child's first name and the deadline; null for an unknown link. */
export interface ConsentRequestView {
  childFirstName: string;
  parentEmail: string;
  requestedAt: Date;
  expiresAt: Date;
  state: 'pending' | 'approved' | 'expired';
}

/** Reads only (a GET never writes): the link's request, whoever opens it (the token is the secret). */
export async function getConsentRequest(token: string, now = new Date()): Promise<ConsentRequestView | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await getDb()
    .select({ childFirstName: child.firstName, parentEmail: parentalConsents.parentEmail, requestedAt: parentalConsents.requestedAt, expiresAt: parentalConsents.expiresAt, approvedAt: parentalConsents.approvedAt })
    .from(parentalConsents)
    .innerJoin(child, eq(child.id, parentalConsents.childId))
    .where(eq(parentalConsents.tokenHash, hashToken(token)));
  if (!row) return null;
  const state = row.approvedAt ? 'approved' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
  return { childFirstName: row.childFirstName, parentEmail: row.parentEmail, requestedAt: row.requestedAt, expiresAt: row.expiresAt, state };
}

/** The requests waiting for this parent: those naming their verified address (shown on /children). */
export interface ConsentRequestCard {
  childId: string;
  childFirstName: string;
  /** The child's own address: tells two requests apart (the parent was named by the child). */
  childEmail: string;
  requestedAt: Date;
  expiresAt: Date;
}

export async function listConsentRequestsFor(actor: Actor, now = new Date()): Promise<ConsentRequestCard[]> {
  if (!actor.emailVerified) return [];
  assertCan(actor, 'answer:consent:own');
  return getDb()
    .select({ childId: parentalConsents.childId, childFirstName: child.firstName, childEmail: child.email, requestedAt: parentalConsents.requestedAt, expiresAt: parentalConsents.expiresAt })
    .from(parentalConsents)
    .innerJoin(child, eq(child.id, parentalConsents.childId))
    .where(and(eq(parentalConsents.parentEmail, actor.email.toLowerCase()), isNull(parentalConsents.approvedAt), gt(parentalConsents.expiresAt, now)))
    .orderBy(asc(parentalConsents.requestedAt));
}

/** What the child's dashboard says while they wait: where the request went (half hidden), when, and the deadline. */
export interface ConsentWait {
  parentEmail: string;
  sentAt: Date;
  expiresAt: Date;
  /** False when the last send was not mailed (the address's daily limit, or it asked to stop; consent-mail.ts). */
  mailed: boolean;
}

export async function getConsentWait(actor: Actor): Promise<ConsentWait | null> {
  if (!actor.awaitingConsent) return null;
  const [row] = await getDb()
    .select({ parentEmail: parentalConsents.parentEmail, sentAt: parentalConsents.sentAt, expiresAt: parentalConsents.expiresAt, mailWithheld: parentalConsents.mailWithheld })
    .from(parentalConsents)
    .where(and(eq(parentalConsents.childId, actor.id), isNull(parentalConsents.approvedAt)));
  return row ? { parentEmail: maskEmail(row.parentEmail), sentAt: row.sentAt, expiresAt: row.expiresAt, mailed: !row.mailWithheld } : null;
}

/** "priya@example.com" → "p•••@example.com": the child recognises it; a shoulder-surfer learns little. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}

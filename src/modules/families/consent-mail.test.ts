import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authUsers, consentMailSuppressions, parentalConsents } from '@/db/schema';
import { PARENT_MAIL_REGISTRATIONS_PER_CLIENT, registerAccount } from '@/modules/accounts';
import { registerSchema } from '@/modules/accounts/schemas';
import { actorFor, appErrorOf, createTestUser, outboxFor, TEST_PASSWORD, uniqueEmail } from '../../../tests/factories';
import { resendConsentRequest } from './consent';
import { CONSENT_MAILS_PER_ADDRESS, mailboxHash } from './consent-mail';
import { getConsentWait, listConsentRequestsFor } from './consent-queries';
import { purgeExpiredConsents } from './consent-request';
import { stopConsentMail } from './consent-stop';

/*
 * Decision 030: anyone can register a child under 13 who names any address, so the consent mail must not become a way
 * to write to strangers: a daily limit per address, a limit per client, and a signed link that stops them for good.
 */

const thisYear = new Date().getUTCFullYear();
const DAY = 24 * 60 * 60 * 1000;
const CONSENT_SUBJECT = /asks for your permission to use Academy$/;
let addressCounter = 0;

/** A client address of its own for each call, unless one is given: only the limit under test is reached. */
function nextClient(): string {
  addressCounter += 1;
  return `10.44.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function youngChild(parentEmail: string, firstName = 'Mila') {
  return registerSchema.parse({ firstName, lastName: '', email: uniqueEmail('young'), password: TEST_PASSWORD, role: 'child', birthYear: String(thisYear - 10), parentEmail });
}

async function registers(parentEmail: string, options: { firstName?: string; client?: string } = {}) {
  const input = youngChild(parentEmail, options.firstName);
  const result = await registerAccount(input, { headers: new Headers(), clientAddress: options.client ?? nextClient() });
  if (result.outcome !== 'created') throw new Error('expected a new account');
  return { child: result.profile, actor: await actorFor({ email: input.email, password: TEST_PASSWORD }) };
}

async function consentMailsTo(address: string) {
  return (await outboxFor(address)).filter((mail) => CONSENT_SUBJECT.test(mail.subject));
}

async function accountExists(id: string): Promise<boolean> {
  return (await getDb().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, id))).length > 0;
}

/** The stop link's query values, from the last consent mail to `address` as stored (the recipient's inbox). */
async function stopLinkFor(address: string): Promise<{ a: string; s: string }> {
  const mail = (await consentMailsTo(address)).at(-1);
  const match = /\/consent\/stop\?(\S+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no stop link in the consent mail to ${address}`);
  const query = new URLSearchParams(match[1]);
  expect(mail?.html).toContain(`/consent/stop?a=${query.get('a')}&amp;s=${query.get('s')}`);
  return { a: query.get('a')!, s: query.get('s')! };
}

describe('consent mail per recipient address', () => {
  it(`mails one address at most ${CONSENT_MAILS_PER_ADDRESS.max} times a day, however written; later registrations succeed, unmailed, and the child is told how their grown-up finds the request`, async () => {
    expect(CONSENT_MAILS_PER_ADDRESS.max).toBe(3);
    const parentEmail = uniqueEmail('busy-parent');
    const [local, domain] = parentEmail.split('@');
    for (const firstName of ['Ana', 'Ben', 'Cai']) await registers(parentEmail, { firstName });
    expect(await consentMailsTo(parentEmail)).toHaveLength(3);

    // A fourth child naming the same mailbox (other letter case, a +tag) is registered, and nobody is mailed.
    const fourth = await registers(`${local!.toUpperCase()}+again@${domain}`, { firstName: 'Dov' });
    expect(await accountExists(fourth.child.id)).toBe(true);
    expect(await consentMailsTo(parentEmail)).toHaveLength(3);
    expect(await consentMailsTo(`${local!.toUpperCase()}+again@${domain}`.toLowerCase())).toHaveLength(0);
    const [request] = await getDb().select().from(parentalConsents).where(eq(parentalConsents.childId, fourth.child.id));
    expect(request).toMatchObject({ mailWithheld: true, parentAddressHash: mailboxHash(parentEmail) });
    expect(await getConsentWait(fourth.actor)).toMatchObject({ mailed: false });

    // Sending it again is held to the same limit, and says so.
    await expect(resendConsentRequest(fourth.actor, parentEmail)).resolves.toEqual({ mailed: false });
    expect(await consentMailsTo(parentEmail)).toHaveLength(3);

    // The grown-up who signs up with that address finds the request without the mail.
    const parent = await actorFor(await createTestUser({ role: 'parent', email: parentEmail }));
    expect((await listConsentRequestsFor(parent)).map((card) => card.childFirstName)).toContain('Dov');

    // Another address is not affected.
    const other = uniqueEmail('other-parent');
    await registers(other);
    expect(await consentMailsTo(other)).toHaveLength(1);

    // A day later the address may be asked again.
    await getDb().execute(`update rate_limits set reset_at = now() - interval '1 second' where key = 'consent-mail:to:${mailboxHash(parentEmail)}'`);
    await registers(parentEmail, { firstName: 'Eli' });
    expect(await consentMailsTo(parentEmail)).toHaveLength(4);
  });

  it('the purge tells the address only about requests it was actually sent', async () => {
    const parentEmail = uniqueEmail('purge-parent');
    const children = [];
    for (const firstName of ['Fay', 'Gus', 'Hal', 'Ivo']) children.push((await registers(parentEmail, { firstName })).child);
    const later = new Date(Date.now() + 8 * DAY);
    expect((await purgeExpiredConsents(later)).deleted).toBeGreaterThanOrEqual(4);
    for (const child of children) expect(await accountExists(child.id)).toBe(false);
    const lapsed = (await outboxFor(parentEmail)).filter((mail) => mail.subject.endsWith('Academy account has been deleted'));
    expect(lapsed.map((mail) => mail.subject).sort()).toEqual(['Fay’s Academy account has been deleted', 'Gus’s Academy account has been deleted', 'Hal’s Academy account has been deleted']);
  });
});

describe('registrations naming a parent e-mail per client address', () => {
  it(`allows ${PARENT_MAIL_REGISTRATIONS_PER_CLIENT.max} a day from one client; the next is refused with 429 before any account or mail exists`, async () => {
    expect(PARENT_MAIL_REGISTRATIONS_PER_CLIENT).toEqual({ max: 10, windowMs: DAY });
    const client = nextClient();
    for (let index = 0; index < PARENT_MAIL_REGISTRATIONS_PER_CLIENT.max; index++) await registers(uniqueEmail(`stranger-${index}`), { client });

    const stranger = uniqueEmail('one-too-many');
    const input = youngChild(stranger);
    const refused = await appErrorOf(registerAccount(input, { headers: new Headers(), clientAddress: client }));
    expect(refused.status).toBe(429);
    expect(await getDb().select().from(authUsers).where(eq(authUsers.email, input.email))).toHaveLength(0);
    expect(await outboxFor(stranger)).toHaveLength(0);

    // The same client may still register someone who names no parent; another client may name one.
    const teen = registerSchema.parse({ firstName: 'Tia', lastName: 'T', email: uniqueEmail('teen'), password: TEST_PASSWORD, role: 'child', birthYear: String(thisYear - 15) });
    expect((await registerAccount(teen, { headers: new Headers(), clientAddress: client })).outcome).toBe('created');
    await registers(stranger);
    expect(await consentMailsTo(stranger)).toHaveLength(1);
  });
});

describe("the consent mail's stop link", () => {
  it('refuses a forged, altered or cut link and changes nothing', async () => {
    const parentEmail = uniqueEmail('forged');
    const { child } = await registers(parentEmail);
    const link = await stopLinkFor(parentEmail);
    const otherHash = mailboxHash(uniqueEmail('victim'));
    const flipped = `${link.s.slice(0, -2)}${link.s.at(-2) === 'A' ? 'B' : 'A'}${link.s.at(-1)}`;
    for (const forged of [
      { a: otherHash, s: link.s }, // someone else's address under this signature
      { a: link.a, s: flipped }, // an altered signature
      { a: link.a.replace(/^./, (c) => (c === '0' ? '1' : '0')), s: link.s }, // an altered address hash
      { a: link.a, s: link.s.slice(0, 20) }, // cut
      { a: link.a, s: '' },
      { a: link.a },
      { a: parentEmail, s: link.s }, // the clear address instead of its hash
    ]) {
      expect(await stopConsentMail(forged)).toBeNull();
    }
    expect(await getDb().select().from(consentMailSuppressions).where(inArray(consentMailSuppressions.addressHash, [link.a, otherHash]))).toHaveLength(0);
    expect(await accountExists(child.id)).toBe(true);
  });

  it('stops every consent mail to the address for good, refuses the waiting requests, and keeps only a hash of it', async () => {
    const parentEmail = uniqueEmail('stranger');
    const first = await registers(parentEmail, { firstName: 'Kit' });
    const second = await registers(parentEmail, { firstName: 'Lou' });
    const elsewhere = await registers(uniqueEmail('real-parent'), { firstName: 'Max' });
    const link = await stopLinkFor(parentEmail);

    expect(await stopConsentMail(link)).toEqual({ refused: 2 });
    // The children who named the address are refused: their accounts are gone, audited by the system.
    expect(await accountExists(first.child.id)).toBe(false);
    expect(await accountExists(second.child.id)).toBe(false);
    expect(await accountExists(elsewhere.child.id)).toBe(true);
    const refusals = await getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'family_consent_refused'), eq(auditLogs.performedBy, 'system')));
    expect(refusals).toHaveLength(2);
    expect(refusals.map((entry) => entry.targetUser)).toEqual([expect.stringMatching(/^deleted-child:/), expect.stringMatching(/^deleted-child:/)]);

    // Only the hash is kept, never the address.
    const suppressed = await getDb().select().from(consentMailSuppressions).where(eq(consentMailSuppressions.addressHash, link.a));
    expect(link.a).toBe(mailboxHash(parentEmail));
    expect(suppressed).toHaveLength(1);
    expect(JSON.stringify(suppressed)).not.toContain(parentEmail);

    // Following it again is harmless.
    expect(await stopConsentMail(link)).toEqual({ refused: 0 });

    // A new child naming the address (however written) is registered, never mailed, and neither is the purge's notice.
    const mailsBefore = (await outboxFor(parentEmail)).length;
    const later = await registers(parentEmail.toUpperCase(), { firstName: 'Ned' });
    expect(await getConsentWait(later.actor)).toMatchObject({ mailed: false });
    await expect(resendConsentRequest(later.actor, parentEmail)).resolves.toEqual({ mailed: false });
    await purgeExpiredConsents(new Date(Date.now() + 8 * DAY));
    expect(await accountExists(later.child.id)).toBe(false);
    expect(await outboxFor(parentEmail)).toHaveLength(mailsBefore);
    expect(await outboxFor(parentEmail.toUpperCase())).toHaveLength(0);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { IDLE } from '@/lib/form-state';
import { listOutbox } from '@/modules/mail';
import { clientAddressDigest } from '@/server/rate-limit';
import { actorFor, appErrorOf, createTestUser, outboxFor, signInHeaders, TEST_PASSWORD } from '../../../tests/factories';
import { requestPasswordReset, resetPassword } from './password-reset';
import { signIn } from './sign-in';

/*
 * Without SMTP the outbox holds every reset link; an admin reads it at /admin/outbox. The admin's read must give no
 * key to anyone's account, the stored message must still work for its recipient, and a reset through a link says
 * who followed it (the security and child-privacy review).
 */

/** The request as server.ts hands it to Next: the client address it saw, and the browser's cookies. */
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders, cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }) }));

const { resetPasswordAction } = await import('./actions');

const CLIENT = '198.51.100.23';
const RESET_LINK = /\/reset-password\?token=([^\s"&<]+)/;

function formWith(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The token in the last reset mail to `to`, as stored (what the recipient's inbox would hold). */
async function storedToken(to: string): Promise<string> {
  const match = RESET_LINK.exec((await outboxFor(to)).at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link stored for ${to}`);
  return decodeURIComponent(match[1]);
}

async function resetEntries(accountEmail: string) {
  return getDb().select().from(auditLogs).where(and(eq(auditLogs.actionType, 'password_reset'), eq(auditLogs.targetUser, accountEmail)));
}

beforeEach(() => {
  requestHeaders = new Headers({ 'x-academy-client-ip': CLIENT });
});

describe("the admin outbox's view of a reset mail", () => {
  it('holds no usable token, in the text or the HTML; the stored message still resets the password', async () => {
    const child = await createTestUser({ role: 'child' });
    const admin = await actorFor(await createTestUser({ role: 'admin' }));
    await requestPasswordReset(child.email, CLIENT);
    const token = await storedToken(child.email);

    const [shown] = (await listOutbox(admin)).filter((message) => message.to === child.email);
    expect(shown?.subject).toBe('Reset your Academy password');
    expect(shown?.text).toContain('/reset-password?token=••••');
    expect(shown?.html).toContain('/reset-password?token=••••');
    for (const part of [shown!.text, shown!.html!]) {
      expect(part).not.toContain(token);
      expect(part).not.toContain(encodeURIComponent(token));
    }
    // Whatever the page shows after `token=` opens nothing.
    const shownToken = decodeURIComponent(RESET_LINK.exec(shown!.text)![1]!);
    expect((await appErrorOf(resetPassword(shownToken, 'admin-chosen-password-1', { clientAddress: CLIENT, signedIn: null }))).message).toBe('errors.tokenInvalid');
    expect(await signIn({ email: child.email, password: TEST_PASSWORD }, { headers: new Headers(), clientAddress: '198.51.100.24' })).toMatchObject({ userId: child.id });

    // Masked on read: the stored row is whole, and its link works for the recipient.
    await resetPassword(token, 'the-childs-own-password-1', { clientAddress: CLIENT, signedIn: null });
    expect(await signIn({ email: child.email, password: 'the-childs-own-password-1' }, { headers: new Headers(), clientAddress: '198.51.100.25' })).toMatchObject({ userId: child.id });
  });
});

describe('a reset through a link is audited with who followed it', () => {
  it('nobody signed in: the account, the client address (as its digest), not signed in', async () => {
    const parent = await createTestUser({ role: 'parent' });
    await requestPasswordReset(parent.email, CLIENT);
    const token = await storedToken(parent.email);
    expect(await resetEntries(parent.email)).toHaveLength(0);

    await expect(resetPasswordAction(IDLE, formWith({ token, password: 'a-brand-new-password-7', confirmPassword: 'a-brand-new-password-7' }))).rejects.toMatchObject({ digest: expect.stringContaining('/login?reset=1') });

    const entries = await resetEntries(parent.email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: parent.email, role: 'parent', entityId: parent.id, targetUser: parent.email });
    expect(entries[0]?.details).toEqual({ accountId: parent.id, client: clientAddressDigest(CLIENT), signedIn: false, followedBy: null });
  });

  it("an admin signed in who follows a child's link: the entry is the admin's, about the child's account", async () => {
    const child = await createTestUser({ role: 'child' });
    const adminUser = await createTestUser({ role: 'admin' });
    await requestPasswordReset(child.email, CLIENT);
    const token = await storedToken(child.email);
    requestHeaders = new Headers({ 'x-academy-client-ip': CLIENT, cookie: (await signInHeaders(adminUser.email)).get('cookie')! });

    await expect(resetPasswordAction(IDLE, formWith({ token, password: 'taken-over-password-9', confirmPassword: 'taken-over-password-9' }))).rejects.toMatchObject({ digest: expect.stringContaining('/login?reset=1') });

    const entries = await resetEntries(child.email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: adminUser.email, role: 'admin', entityId: child.id, targetUser: child.email });
    expect(entries[0]?.message).toContain(adminUser.email);
    expect(entries[0]?.details).toEqual({ accountId: child.id, client: clientAddressDigest(CLIENT), signedIn: true, followedBy: { id: adminUser.id, email: adminUser.email, role: 'admin' } });
  });
});

import { describe, expect, it } from 'vitest';
import { actorFor, createTestUser, outboxFor, uniqueEmail, appErrorOf } from '../../../tests/factories';
import { adminLoginAlertSchema, sendAdminLoginAlert, sendRequestedWelcome, welcomeRequestSchema } from './send-requested-mail';

const ALERT_ADDRESS = 'alerts@academy.test';
const LOGIN_TIME = '2026-03-04T05:06:07.000Z';


function messagesFor(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }, field: string): string[] {
  return result.success ? [] : (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

async function adminActor() {
  const admin = await createTestUser({ role: 'admin' });
  // Signing in already sends the session flow's own alert (spec 4 step 8); tests count what comes after.
  return { admin, actor: await actorFor(admin) };
}

describe('sendAdminLoginAlert (POST /api/email-adminlogin)', () => {
  it("an admin's alert about their own sign-in goes to ADMIN_ALERT_EMAIL", async () => {
    const { admin, actor } = await adminActor();
    const before = (await outboxFor(ALERT_ADDRESS)).length;
    await sendAdminLoginAlert(actor, adminLoginAlertSchema.parse({ to: ALERT_ADDRESS, loginEmail: admin.email, loginTime: LOGIN_TIME }), 'en');
    const alerts = await outboxFor(ALERT_ADDRESS);
    expect(alerts).toHaveLength(before + 1);
    expect(alerts.at(-1)?.subject).toBe(`Admin sign-in: ${admin.email}`);
    expect(alerts.at(-1)?.text).toContain(admin.email);
    // The time in the recipient's language, in UTC and saying so.
    expect(alerts.at(-1)?.text).toContain('Time: Wednesday, March 4, 2026 at 5:06:07 AM UTC');
  });

  it('accepts the addresses in any letter case once parsed', async () => {
    const { admin, actor } = await adminActor();
    const before = (await outboxFor(ALERT_ADDRESS)).length;
    await sendAdminLoginAlert(actor, adminLoginAlertSchema.parse({ to: ALERT_ADDRESS.toUpperCase(), loginEmail: admin.email.toUpperCase(), loginTime: LOGIN_TIME }), 'en');
    expect(await outboxFor(ALERT_ADDRESS)).toHaveLength(before + 1);
  });

  it('refuses any other recipient with 403 and sends nothing there', async () => {
    const { admin, actor } = await adminActor();
    const elsewhere = uniqueEmail('elsewhere');
    const before = (await outboxFor(ALERT_ADDRESS)).length;
    const error = await appErrorOf(sendAdminLoginAlert(actor, adminLoginAlertSchema.parse({ to: elsewhere, loginEmail: admin.email, loginTime: LOGIN_TIME }), 'en'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('errors.recipientNotAllowed');
    expect(await outboxFor(elsewhere)).toHaveLength(0);
    expect(await outboxFor(ALERT_ADDRESS)).toHaveLength(before);
  });

  it("refuses an alert about someone else's sign-in with 403", async () => {
    const { actor } = await adminActor();
    const otherAdmin = await createTestUser({ role: 'admin' });
    const before = (await outboxFor(ALERT_ADDRESS)).length;
    const error = await appErrorOf(sendAdminLoginAlert(actor, adminLoginAlertSchema.parse({ to: ALERT_ADDRESS, loginEmail: otherAdmin.email, loginTime: LOGIN_TIME }), 'en'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('errors.recipientNotAllowed');
    expect(await outboxFor(ALERT_ADDRESS)).toHaveLength(before);
  });

  it.each(['child', 'parent', 'tutor'] as const)('refuses a %s with 403 even for their own e-mail', async (role) => {
    const user = await createTestUser({ role });
    const actor = await actorFor(user);
    const before = (await outboxFor(ALERT_ADDRESS)).length;
    const error = await appErrorOf(sendAdminLoginAlert(actor, adminLoginAlertSchema.parse({ to: ALERT_ADDRESS, loginEmail: user.email, loginTime: LOGIN_TIME }), 'en'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('errors.forbidden');
    expect(await outboxFor(ALERT_ADDRESS)).toHaveLength(before);
  });

  it('allows 5 alerts an hour per admin: the 6th is refused with 429', async () => {
    const { admin, actor } = await adminActor();
    const input = adminLoginAlertSchema.parse({ to: ALERT_ADDRESS, loginEmail: admin.email, loginTime: LOGIN_TIME });
    const before = (await outboxFor(ALERT_ADDRESS)).length;
    for (let call = 0; call < 5; call++) await sendAdminLoginAlert(actor, input, 'en');
    expect(await outboxFor(ALERT_ADDRESS)).toHaveLength(before + 5);
    const error = await appErrorOf(sendAdminLoginAlert(actor, input, 'en'));
    expect(error.status).toBe(429);
    expect(await outboxFor(ALERT_ADDRESS)).toHaveLength(before + 5);

    // The limit is per admin: another admin may still send.
    const other = await adminActor();
    await sendAdminLoginAlert(other.actor, adminLoginAlertSchema.parse({ to: ALERT_ADDRESS, loginEmail: other.admin.email, loginTime: LOGIN_TIME }), 'en');
  });
});

describe('sendRequestedWelcome (POST /api/send-welcome-email)', () => {
  it("sends the welcome e-mail to the caller's own address", async () => {
    const user = await createTestUser({ role: 'parent', firstName: 'Pia' });
    const actor = await actorFor(user);
    expect(await outboxFor(user.email)).toHaveLength(0);
    await sendRequestedWelcome(actor, welcomeRequestSchema.parse({ to: user.email, firstName: 'Penelope' }), 'en');
    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Welcome to Academy');
    expect(mails[0]?.text).toContain('Penelope');
  });

  it('falls back to the profile first name when none is given', async () => {
    const user = await createTestUser({ firstName: 'Quinn' });
    await sendRequestedWelcome(await actorFor(user), welcomeRequestSchema.parse({ to: user.email, firstName: '' }), 'en');
    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Quinn');
  });

  it('refuses any other address with 403 and sends nothing', async () => {
    const user = await createTestUser();
    const stranger = uniqueEmail('stranger');
    const error = await appErrorOf(sendRequestedWelcome(await actorFor(user), welcomeRequestSchema.parse({ to: stranger, firstName: 'Spam' }), 'en'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('errors.recipientNotAllowed');
    expect(await outboxFor(stranger)).toHaveLength(0);
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('allows 3 per hour: the 4th call is refused with 429', async () => {
    const user = await createTestUser({ role: 'tutor' });
    const actor = await actorFor(user);
    const input = welcomeRequestSchema.parse({ to: user.email, firstName: 'Tess' });
    for (let call = 0; call < 3; call++) await sendRequestedWelcome(actor, input, 'en');
    const error = await appErrorOf(sendRequestedWelcome(actor, input, 'en'));
    expect(error.status).toBe(429);
    expect(await outboxFor(user.email)).toHaveLength(3);
  });
});

describe('request schemas', () => {
  it('adminLoginAlertSchema rejects malformed e-mails and an unparsable loginTime', () => {
    const valid = { to: ALERT_ADDRESS, loginEmail: 'admin@example.test', loginTime: LOGIN_TIME };
    expect(adminLoginAlertSchema.safeParse(valid).success).toBe(true);
    expect(messagesFor(adminLoginAlertSchema.safeParse({ ...valid, to: 'alerts-at-academy' }), 'to')).toContain('errors.emailInvalid');
    expect(messagesFor(adminLoginAlertSchema.safeParse({ ...valid, loginEmail: 'admin@' }), 'loginEmail')).toContain('errors.emailInvalid');
    expect(messagesFor(adminLoginAlertSchema.safeParse({ ...valid, loginTime: 'yesterday-ish' }), 'loginTime')).toContain('errors.dateInvalid');
    expect(adminLoginAlertSchema.safeParse({ ...valid, loginTime: 'x'.repeat(65) }).success).toBe(false);
  });

  it('welcomeRequestSchema rejects a malformed e-mail and a 101-character first name', () => {
    const valid = { to: 'someone@example.test', firstName: 'F'.repeat(100) };
    expect(welcomeRequestSchema.safeParse(valid).success).toBe(true);
    expect(messagesFor(welcomeRequestSchema.safeParse({ ...valid, to: 'someone@@example.test' }), 'to')).toContain('errors.emailInvalid');
    expect(messagesFor(welcomeRequestSchema.safeParse({ ...valid, firstName: 'F'.repeat(101) }), 'firstName')).toContain('errors.nameTooLong');
  });
});

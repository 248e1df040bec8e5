import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, authAccounts, authUsers, notifications, users } from '@/db/schema';
import { createTestUser, outboxFor, sessionCount, signInHeaders, TEST_PASSWORD, uniqueEmail, appErrorOf } from '../../../tests/factories';
import { IDLE } from '@/lib/form-state';
import { verifyEmailAction } from './actions';
import { resendVerification, verifyEmailToken } from './email-verification';
import { requestPasswordReset, resetPassword } from './password-reset';
import { registerAccount } from './register';
import { emailOnlySchema, registerSchema, signInSchema, type RegisterInput } from './schemas';
import { createAccount } from './create-account';
import { reservedAddressFor } from '@/lib/sign-in-name';
import { getAuth } from '@/server/auth';
import { log } from '@/server/logger';
import { clientAddressDigest, resetLimit } from '@/server/rate-limit';
import { accountSlowdownMs, signIn, SignInThrottledError } from './sign-in';

/** A child of 15 this year: old enough to register without a parent's consent (decision 030). */
const TEEN_BIRTH_YEAR = String(new Date().getUTCFullYear() - 15);

const REGISTER_PASSWORD = 'a-long-enough-password';
/** Sign-in limits (decision 017; pinned here, not read from constants.ts): per account and address, per address. */
const SIGN_IN_PAIR_FAILURE_LIMIT = 5;
const SIGN_IN_ADDRESS_FAILURE_LIMIT = 30;

/** A distinct client address per call, so one test's address limits never touch another's. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Who followed a reset link in these tests: nobody signed in, from one documentation address. */
const LINK_FOLLOWER = { clientAddress: '203.0.113.7', signedIn: null };

function context(clientAddress = nextAddress()) {
  return { headers: new Headers(), clientAddress };
}

function registration(overrides: Partial<Record<keyof RegisterInput, unknown>> = {}): RegisterInput {
  return registerSchema.parse({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('reg'), password: REGISTER_PASSWORD, role: 'child', birthYear: TEEN_BIRTH_YEAR, ...overrides });
}


async function auditEntries(email: string, actionType: string) {
  return getDb().select().from(auditLogs).where(and(eq(auditLogs.performedBy, email), eq(auditLogs.actionType, actionType)));
}

async function authUsersWithEmail(email: string) {
  return getDb().select().from(authUsers).where(eq(authUsers.email, email));
}

/** The token from the last mail to `to` whose text carries a `<path>?token=` link. */
async function tokenFromOutbox(to: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const pattern = new RegExp(`${path.replace('/', '\\/')}\\?token=(\\S+)`);
  const mails = (await outboxFor(to)).filter((mail) => pattern.test(mail.text));
  const match = pattern.exec(mails.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the outbox for ${to}`);
  return decodeURIComponent(match[1]);
}

function formWith(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Where a server action redirected to (Next's redirect() throws an error whose digest carries the URL). */
async function redirectOf(action: Promise<unknown>): Promise<string> {
  const error: unknown = await action.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== 'string' || !digest.startsWith('NEXT_REDIRECT')) throw new Error('the action did not redirect');
  return digest.split(';')[2]!;
}

/** Returns the selected field's messages from a failed registerSchema parse (empty when the field is valid). */
function registerMessages(overrides: Record<string, unknown>, field: keyof RegisterInput): string[] {
  const result = registerSchema.safeParse({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', password: REGISTER_PASSWORD, role: 'parent', ...overrides });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

/** Registers a new address and returns its profile (the outcome must be a new account). */
async function registered(input: RegisterInput, registrationContext: Parameters<typeof registerAccount>[1]) {
  const result = await registerAccount(input, registrationContext);
  if (result.outcome !== 'created') throw new Error(`expected a new account for ${input.email}`);
  return result.profile;
}

describe('registration', () => {
  it('creates the auth user and a child profile with a 6-character reference code, audits it and sends a verification link', async () => {
    const input = registration({ role: 'child', firstName: 'Cleo', lastName: 'Kid' });
    const profile = await registered(input, context());

    expect(profile).toMatchObject({ email: input.email, role: 'child', firstName: 'Cleo', lastName: 'Kid', emailVerified: false, xp: 0 });
    expect(profile.childRefCode).toMatch(/^[A-Z0-9]{6}$/);

    const [authUser] = await authUsersWithEmail(input.email);
    expect(authUser?.id).toBe(profile.id);
    expect(authUser?.emailVerified).toBe(false);
    const [stored] = await getDb().select().from(users).where(eq(users.id, profile.id));
    expect(stored).toMatchObject({ role: 'child', email: input.email, childRefCode: profile.childRefCode });

    const audit = await auditEntries(input.email, 'registration');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ role: 'child', entityId: profile.id, targetUser: input.email });

    const mails = await outboxFor(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/\/verify-email\?token=\S+/);
  });

  it.each(['parent', 'tutor'] as const)('creates a %s profile with that role and no reference code', async (role) => {
    const input = registration({ role });
    const profile = await registered(input, context());
    expect(profile.role).toBe(role);
    expect(profile.childRefCode).toBeNull();
    const [stored] = await getDb().select().from(users).where(eq(users.id, profile.id));
    expect(stored?.role).toBe(role);
    expect(stored?.childRefCode).toBeNull();
    expect(await auditEntries(input.email, 'registration')).toHaveLength(1);
    expect((await outboxFor(input.email)).filter((mail) => mail.text.includes('/verify-email?token='))).toHaveLength(1);
  });

  it('refuses a common or guessable password, or one made of the person’s own names, and creates nothing', async () => {
    for (const password of ['12345678', 'password1', 'sunshine2020']) {
      const input = registration({ password });
      expect(await appErrorOf(registerAccount(input, context()))).toMatchObject({ status: 400, message: 'errors.passwordTooCommon', fieldErrors: { password: 'errors.passwordTooCommon' } });
      expect(await outboxFor(input.email)).toHaveLength(0);
    }
    const named = registration({ firstName: 'Zorblax', lastName: 'Quim', password: 'Zorblax1991' });
    expect((await appErrorOf(registerAccount(named, context()))).message).toBe('errors.passwordTooCommon');
  });

  it('answers a second registration with the same e-mail exactly like a new one, writes nothing, and tells the owner', async () => {
    const input = registration({ role: 'parent' });
    const first = await registered(input, context());
    const again = await registerAccount({ ...input, role: 'tutor', firstName: 'Other', password: 'another-long-passphrase' }, context());
    expect(again).toEqual({ outcome: 'existing' });
    await registerAccount({ ...input, firstName: 'Third' }, context());
    expect(await authUsersWithEmail(input.email)).toHaveLength(1);
    const profiles = await getDb().select().from(users).where(eq(users.email, input.email));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ id: first.id, role: 'parent', firstName: 'Ada' });
    expect(await auditEntries(input.email, 'registration')).toHaveLength(1);
    const mails = await outboxFor(input.email);
    expect(mails.filter((mail) => mail.text.includes('/verify-email?token='))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject === 'Someone tried to register with your e-mail')).toHaveLength(2);
  });

  it('does the same expensive work for a new address and one with an account: one password hash, one transaction, one audit entry', async () => {
    const password = (await getAuth().$context).password;
    const hashes = vi.spyOn(password, 'hash');
    const transactions = vi.spyOn(getDb(), 'transaction');
    const steps = async (input: RegisterInput) => {
      hashes.mockClear();
      transactions.mockClear();
      const outcome = await registerAccount(input, context());
      return { outcome: outcome.outcome, hashes: hashes.mock.calls.length, transactions: transactions.mock.calls.length };
    };
    try {
      const input = registration();
      const created = await steps(input);
      const existing = await steps({ ...input, firstName: 'Again', password: 'another-long-passphrase' });
      expect(created).toEqual({ outcome: 'created', hashes: 1, transactions: 1 });
      expect(existing).toEqual({ outcome: 'existing', hashes: 1, transactions: 1 });
      // The owner's log says someone tried; nothing else was written for them.
      expect(await auditEntries(input.email, 'registration_attempt')).toHaveLength(1);
    } finally {
      hashes.mockRestore();
      transactions.mockRestore();
    }
  });

  it("tells the owner of an existing address at most 3 times a day, and never signs anyone in", async () => {
    const input = registration();
    await registered(input, context());
    for (let attempt = 0; attempt < 5; attempt++) expect(await registerAccount(input, context())).toEqual({ outcome: 'existing' });
    expect((await outboxFor(input.email)).filter((mail) => mail.subject === 'Someone tried to register with your e-mail')).toHaveLength(3);
    const [authUser] = await authUsersWithEmail(input.email);
    expect(await sessionCount(authUser!.id)).toBe(0);
  });

  it('treats an e-mail that differs only in letter case as the same address', async () => {
    const email = uniqueEmail('case');
    await registered(registration({ email }), context());
    const shouted = registration({ email: `  ${email.toUpperCase()} ` });
    expect(shouted.email).toBe(email);
    expect(await registerAccount(shouted, context())).toEqual({ outcome: 'existing' });
    expect(await authUsersWithEmail(email)).toHaveLength(1);
  });
});

describe('registerSchema', () => {
  it.each([
    ['email', 'not-an-email', 'errors.emailInvalid'],
    ['email', 'ada@', 'errors.emailInvalid'],
    ['password', 'x'.repeat(7), 'errors.passwordTooShort'],
    ['password', 'x'.repeat(129), 'errors.passwordTooLong'],
    ['firstName', 'A'.repeat(101), 'errors.nameTooLong'],
    ['lastName', 'L'.repeat(101), 'errors.nameTooLong'],
    ['firstName', 'Ada [admin]', 'errors.nameBrackets'],
    ['lastName', 'Love]ace', 'errors.nameBrackets'],
    ['role', 'admin', 'errors.roleInvalid'],
    ['role', 'wizard', 'errors.roleInvalid'],
  ] as const)('rejects %s = %j with %s', (field, value, message) => {
    expect(registerMessages({ [field]: value }, field)).toContain(message);
  });

  it('accepts passwords of 8 and 128 characters and names of 100 characters', () => {
    for (const password of ['x'.repeat(8), 'x'.repeat(128)]) {
      expect(registerSchema.safeParse({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', password, role: 'tutor' }).success).toBe(true);
    }
    const parsed = registerSchema.parse({ firstName: 'F'.repeat(100), lastName: 'L'.repeat(100), email: 'ada@example.test', password: REGISTER_PASSWORD, role: 'child', birthYear: TEEN_BIRTH_YEAR });
    expect(parsed.firstName).toHaveLength(100);
    expect(parsed.lastName).toHaveLength(100);
  });

  it('lower-cases and trims the e-mail', () => {
    expect(registerSchema.parse({ firstName: 'Ada', lastName: 'Lovelace', email: ' Ada.L@Example.TEST ', password: REGISTER_PASSWORD, role: 'child', birthYear: TEEN_BIRTH_YEAR }).email).toBe('ada.l@example.test');
  });
});

describe('sign-in', () => {
  it('succeeds with the right password and returns the user id and role', async () => {
    const user = await createTestUser({ role: 'tutor' });
    expect(await signIn({ email: user.email, password: TEST_PASSWORD }, context())).toMatchObject({ userId: user.id, role: 'tutor' });
  });

  it('answers a wrong password and an unknown e-mail identically (401 errors.badCredentials)', async () => {
    const user = await createTestUser();
    const wrong = await appErrorOf(signIn({ email: user.email, password: 'not-the-password' }, context()));
    const unknown = await appErrorOf(signIn({ email: uniqueEmail('nobody'), password: TEST_PASSWORD }, context()));
    for (const error of [wrong, unknown]) {
      expect(error.status).toBe(401);
      expect(error.message).toBe('errors.badCredentials');
    }
    expect(wrong.message).toBe(unknown.message);
  });

  it('parallel wrong guesses from one address cannot get past the limit: at most 5 passwords are checked', async () => {
    const user = await createTestUser();
    const address = nextAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => appErrorOf(signIn({ email: user.email, password: `parallel-${attempt}-guess` }, context(address)))),
    );
    expect(results.filter((error) => error.status === 401).length).toBeLessThanOrEqual(SIGN_IN_PAIR_FAILURE_LIMIT);
    expect(results.filter((error) => error.status === 429).length).toBeGreaterThanOrEqual(12 - SIGN_IN_PAIR_FAILURE_LIMIT);
  });

  it(`refuses an address with 429 after ${SIGN_IN_PAIR_FAILURE_LIMIT} failures for one account; the owner's right password from their own address still works`, async () => {
    const user = await createTestUser();
    const attacker = nextAddress();
    for (let attempt = 0; attempt < SIGN_IN_PAIR_FAILURE_LIMIT; attempt++) {
      expect((await appErrorOf(signIn({ email: user.email, password: `wrong-${attempt}-pass` }, context(attacker)))).status).toBe(401);
    }
    // The attacker's address is refused even the right password, and is told how to get in anyway.
    const refused = await appErrorOf(signIn({ email: user.email, password: TEST_PASSWORD }, context(attacker)));
    expect(refused).toBeInstanceOf(SignInThrottledError);
    // The wait travels as data; the words (which point at the password reset) are the reader's language's.
    expect(refused).toMatchObject({ status: 429, minutes: 15, message: 'errors.signInThrottled' });
    expect(refused.messageValues?.()).toEqual({ minutes: 15 });
    expect(await signIn({ email: user.email, password: TEST_PASSWORD }, context())).toMatchObject({ userId: user.id });
    // The same address may still try another account (the per-address cap is higher).
    const other = await createTestUser();
    expect(await signIn({ email: other.email, password: TEST_PASSWORD }, context(attacker))).toMatchObject({ userId: other.id });
  });

  it('a classmate at the same address cannot lock the owner out of a browser the account signed in from before (decision 017)', async () => {
    const owner = await createTestUser();
    const classmate = await createTestUser();
    const school = nextAddress();
    const withDevice = (deviceId: string) => ({ headers: new Headers({ cookie: `academy-device=${deviceId}` }), clientAddress: school });
    const { deviceId: ownersBrowser } = await signIn({ email: owner.email, password: TEST_PASSWORD }, context(school));
    const { deviceId: classmatesBrowser } = await signIn({ email: classmate.email, password: TEST_PASSWORD }, context(school));
    for (let attempt = 0; attempt < SIGN_IN_PAIR_FAILURE_LIMIT; attempt++) {
      expect((await appErrorOf(signIn({ email: owner.email, password: `wrong-${attempt}-pass` }, withDevice(classmatesBrowser)))).status).toBe(401);
    }
    // The school's address is locked for this account, and so is a browser known only to another account…
    expect((await appErrorOf(signIn({ email: owner.email, password: TEST_PASSWORD }, context(school)))).status).toBe(429);
    expect((await appErrorOf(signIn({ email: owner.email, password: TEST_PASSWORD }, withDevice(classmatesBrowser)))).status).toBe(429);
    // …but not the owner's own browser, which still has a limit of its own.
    expect(await signIn({ email: owner.email, password: TEST_PASSWORD }, withDevice(ownersBrowser))).toMatchObject({ userId: owner.id });
    for (let attempt = 0; attempt < SIGN_IN_PAIR_FAILURE_LIMIT; attempt++) {
      expect((await appErrorOf(signIn({ email: owner.email, password: `typo-${attempt}-pass` }, withDevice(ownersBrowser)))).status).toBe(401);
    }
    expect((await appErrorOf(signIn({ email: owner.email, password: TEST_PASSWORD }, withDevice(ownersBrowser)))).status).toBe(429);
  });

  it('a throttled address can still ask for a password reset, which mails a link', async () => {
    const user = await createTestUser();
    const address = nextAddress();
    for (let attempt = 0; attempt <= SIGN_IN_PAIR_FAILURE_LIMIT; attempt++) await appErrorOf(signIn({ email: user.email, password: `wrong-${attempt}-pass` }, context(address)));
    expect((await appErrorOf(signIn({ email: user.email, password: TEST_PASSWORD }, context(address)))).status).toBe(429);
    await requestPasswordReset(user.email, address);
    expect((await outboxFor(user.email)).filter((mail) => mail.text.includes('/reset-password?token='))).toHaveLength(1);
  });

  it(`refuses one address after ${SIGN_IN_ADDRESS_FAILURE_LIMIT} failures across accounts; other addresses are unaffected`, async () => {
    const address = nextAddress();
    const user = await createTestUser();
    // Distinct unknown e-mails, so no account-and-address pair reaches its own limit; in batches to stay quick.
    for (let batch = 0; batch < SIGN_IN_ADDRESS_FAILURE_LIMIT / 6; batch++) {
      const results = await Promise.all(Array.from({ length: 6 }, () => appErrorOf(signIn({ email: uniqueEmail('spray'), password: 'sprayed-password' }, context(address)))));
      expect(results.map((error) => error.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }
    expect((await appErrorOf(signIn({ email: user.email, password: TEST_PASSWORD }, context(address)))).status).toBe(429);
    expect(await signIn({ email: user.email, password: TEST_PASSWORD }, context())).toMatchObject({ userId: user.id });
  });

  it(`counts an IPv6 client by its /64: ${SIGN_IN_ADDRESS_FAILURE_LIMIT} failures from as many addresses in it throttle the whole /64`, async () => {
    const user = await createTestUser();
    // A /64 of its own (2001:db8::/32 is for documentation), so no other test or run shares its counter.
    const slash64 = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    const addressIn = (index: number) => `${slash64}:${index.toString(16)}:${randomInt(0x10000).toString(16)}:0:${(index + 1).toString(16)}`;
    for (let batch = 0; batch < SIGN_IN_ADDRESS_FAILURE_LIMIT / 6; batch++) {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) => appErrorOf(signIn({ email: uniqueEmail('spray6'), password: 'sprayed-password' }, context(addressIn(batch * 6 + index))))),
      );
      expect(results.map((error) => error.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }
    // Fresh addresses in the same /64, however written, are the same client: refused, even with the right password.
    for (const address of [addressIn(31), `${slash64.toUpperCase()}:0:0:0:1f`, `[${slash64}::2a]:443`]) {
      expect((await appErrorOf(signIn({ email: user.email, password: TEST_PASSWORD }, context(address)))).status).toBe(429);
    }
    // The next /64 is another client; IPv4 stays per address.
    const nextSlash64 = `${slash64.slice(0, slash64.lastIndexOf(':'))}:${((parseInt(slash64.slice(slash64.lastIndexOf(':') + 1), 16) + 1) % 0x10000).toString(16)}`;
    expect(await signIn({ email: user.email, password: TEST_PASSWORD }, context(`${nextSlash64}::1`))).toMatchObject({ userId: user.id });
  });

  it('slows an account down after 10 failures from any addresses, growing to a cap, but never refuses the right password', async () => {
    expect([9, 10, 11, 12, 13, 14, 15, 100].map(accountSlowdownMs)).toEqual([0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
    const user = await createTestUser();
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    for (let attempt = 0; attempt < 15; attempt++) {
      expect((await appErrorOf(signIn({ email: user.email, password: `spray-${attempt}-pass` }, { ...context(), sleep }))).status).toBe(401);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 4000]);
    expect(await signIn({ email: user.email, password: TEST_PASSWORD }, { ...context(), sleep })).toMatchObject({ userId: user.id });
    expect(waits.at(-1)).toBe(4000);
    // Audited: the slowdown once, and failures only up to the per-account allowance (12 entries per window).
    expect(await auditEntries(user.email, 'sign_in_throttled')).toMatchObject([{ details: { scope: 'account', slowdownMs: 500 } }]);
    expect(await auditEntries(user.email, 'sign_in_failed')).toHaveLength(11);
  });

  it('parallel guesses from many addresses are counted before the check: each waits by its own place in the count', async () => {
    const user = await createTestUser();
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, attempt) => appErrorOf(signIn({ email: user.email, password: `parallel-${attempt}-guess` }, { ...context(), sleep }))),
    );
    expect(results.every((error) => error.status === 401)).toBe(true);
    expect(waits.sort((a, b) => a - b)).toEqual([500, 1000, 2000, 4000]);
  });

  it('a successful sign-in clears the count of its account and address', async () => {
    const user = await createTestUser();
    const address = nextAddress();
    const fail = async () => expect((await appErrorOf(signIn({ email: user.email, password: 'wrong-password' }, context(address)))).status).toBe(401);
    for (let attempt = 0; attempt < SIGN_IN_PAIR_FAILURE_LIMIT - 1; attempt++) await fail();
    await signIn({ email: user.email, password: TEST_PASSWORD }, context(address));
    for (let attempt = 0; attempt < SIGN_IN_PAIR_FAILURE_LIMIT - 1; attempt++) await fail();
    expect(await signIn({ email: user.email, password: TEST_PASSWORD }, context(address))).toMatchObject({ userId: user.id });
  });

  it('audits and logs failures and throttling with a hashed client address, never the address or the password', async () => {
    const user = await createTestUser();
    const address = '203.0.113.77';
    const password = 'Secret-Guess-4711';
    const info = vi.spyOn(log, 'info');
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      for (let attempt = 0; attempt <= SIGN_IN_PAIR_FAILURE_LIMIT; attempt++) await appErrorOf(signIn({ email: user.email, password }, context(address)));
      const failed = await auditEntries(user.email, 'sign_in_failed');
      const throttled = await auditEntries(user.email, 'sign_in_throttled');
      expect(failed).toHaveLength(SIGN_IN_PAIR_FAILURE_LIMIT);
      expect(throttled).toMatchObject([{ targetUser: user.email, details: { scope: 'account-address', client: clientAddressDigest(address) } }]);
      const lines = [...info.mock.calls, ...warn.mock.calls].filter(([message]) => message.startsWith('sign-in'));
      expect(lines.map(([message]) => message)).toEqual([...Array<string>(SIGN_IN_PAIR_FAILURE_LIMIT).fill('sign-in failed'), 'sign-in throttled']);
      expect(lines.every(([, fields]) => fields?.email === user.email && fields.client === clientAddressDigest(address))).toBe(true);
      const written = JSON.stringify([failed, throttled, lines]);
      expect(written).not.toContain(address);
      expect(written).not.toContain(password);
    } finally {
      info.mockRestore();
      warn.mockRestore();
    }
  });

  describe('with a sign-in name (a parent-made child account, decision 029)', () => {
    async function childWithName(email?: string) {
      const username = `kid-${Math.random().toString(36).slice(2, 10)}`;
      const profile = await createAccount(getDb(), { email: email ?? reservedAddressFor(username), password: TEST_PASSWORD, role: 'child', firstName: 'Maya', lastName: '', emailVerified: true, username });
      return { profile, username };
    }

    it('the form takes an e-mail or a sign-in name, in any case, and nothing else', () => {
      expect(signInSchema.parse({ email: ' Maya.Kid ', password: 'x' }).email).toBe('maya.kid');
      expect(signInSchema.parse({ email: 'Ada@Example.TEST', password: 'x' }).email).toBe('ada@example.test');
      for (const value of ['not an e-mail', 'ab', 'a@', '@b.c', '']) {
        expect(signInSchema.safeParse({ email: value, password: 'x' }).error?.issues[0], value).toMatchObject({ path: ['email'], message: 'errors.signInIdInvalid' });
      }
    });

    it('signs in with the name (or its address); a wrong name is answered exactly like a wrong password', async () => {
      const { profile, username } = await childWithName();
      expect(await signIn(signInSchema.parse({ email: username.toUpperCase(), password: TEST_PASSWORD }), context())).toMatchObject({ userId: profile.id, role: 'child' });
      const wrongPassword = await appErrorOf(signIn({ email: username, password: 'not-the-password' }, context()));
      const wrongName = await appErrorOf(signIn({ email: `${username}-x`, password: TEST_PASSWORD }, context()));
      for (const error of [wrongPassword, wrongName]) expect(error).toMatchObject({ status: 401, message: 'errors.badCredentials' });
      // A child whose parent gave an e-mail signs in with the name too.
      const withEmail = await childWithName(uniqueEmail('kid'));
      expect(await signIn({ email: withEmail.username, password: TEST_PASSWORD }, context())).toMatchObject({ userId: withEmail.profile.id });
    });

    it('the name and its address share one throttle (decision 017)', async () => {
      const { profile, username } = await childWithName();
      const address = nextAddress();
      for (let attempt = 0; attempt < SIGN_IN_PAIR_FAILURE_LIMIT; attempt++) {
        const login = attempt % 2 === 0 ? username : profile.email;
        expect((await appErrorOf(signIn({ email: login, password: `wrong-${attempt}-pass` }, context(address)))).status).toBe(401);
      }
      expect((await appErrorOf(signIn({ email: username, password: TEST_PASSWORD }, context(address)))).status).toBe(429);
      expect((await appErrorOf(signIn({ email: profile.email, password: TEST_PASSWORD }, context(address)))).status).toBe(429);
    });

    it('nobody may register, reset or confirm a reserved `.invalid` address', () => {
      expect(registerSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'maya@children.invalid', password: REGISTER_PASSWORD, role: 'child', birthYear: TEEN_BIRTH_YEAR }).success).toBe(false);
      expect(emailOnlySchema.safeParse({ email: 'Maya@Children.INVALID' }).error?.issues[0]).toMatchObject({ message: 'errors.emailInvalid' });
    });
  });

  it('a registered user can sign in with the password chosen at registration', async () => {
    const input = registration({ role: 'parent' });
    const profile = await registered(input, context());
    expect(await signIn({ email: input.email, password: REGISTER_PASSWORD }, context())).toMatchObject({ userId: profile.id, role: 'parent' });
  });
});

describe('stored password', () => {
  it('is an Argon2id hash with the OWASP parameters, never the clear password', async () => {
    const input = registration();
    const profile = await registered(input, context());
    const accounts = await getDb().select().from(authAccounts).where(eq(authAccounts.userId, profile.id));
    expect(accounts).toHaveLength(1);
    const stored = accounts[0]?.password ?? '';
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(stored).toContain('m=19456,t=2,p=1');
    expect(stored).not.toBe(REGISTER_PASSWORD);
    expect(stored).not.toContain(REGISTER_PASSWORD);
  });
});

describe('e-mail verification', () => {
  it('the token from the verification mail marks the account and the profile verified', async () => {
    const input = registration();
    const profile = await registered(input, context());
    const token = await tokenFromOutbox(input.email, '/verify-email');

    expect(await verifyEmailToken(token)).toEqual({ email: input.email });
    const [authUser] = await getDb().select().from(authUsers).where(eq(authUsers.id, profile.id));
    const [stored] = await getDb().select().from(users).where(eq(users.id, profile.id));
    expect(authUser?.emailVerified).toBe(true);
    expect(stored?.emailVerified).toBe(true);
  });

  it("the link only shows a button: nothing changes until the button's POST, which verifies and comes back confirmed", async () => {
    const input = registration();
    const profile = await registered(input, context());
    const token = await tokenFromOutbox(input.email, '/verify-email');
    const verified = async () => {
      const [authUser] = await getDb().select({ verified: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.id, profile.id));
      const [stored] = await getDb().select({ verified: users.emailVerified }).from(users).where(eq(users.id, profile.id));
      return [authUser?.verified, stored?.verified];
    };
    // The page's GET renders the button and calls no domain function (decision 015): the account is as registered.
    expect(await verified()).toEqual([false, false]);

    expect(await redirectOf(verifyEmailAction(IDLE, formWith({ token })))).toBe('/verify-email?result=confirmed');
    expect(await verified()).toEqual([true, true]);
    // A second press (double click, back and again) is still confirmed.
    expect(await redirectOf(verifyEmailAction(IDLE, formWith({ token })))).toBe('/verify-email?result=confirmed');
  });

  it('the button with a bad token comes back to the page that explains and offers a new link; an empty one is a form error', async () => {
    expect(await redirectOf(verifyEmailAction(IDLE, formWith({ token: 'a.b.c' })))).toBe('/verify-email?result=invalid');
    expect(await verifyEmailAction(IDLE, formWith({ token: '' }))).toMatchObject({ status: 'error', fieldErrors: { token: 'errors.tokenInvalid' } });
  });

  it('rejects a garbage token with 400 errors.tokenInvalid', async () => {
    for (const token of ['garbage', 'a.b.c', '']) {
      const error = await appErrorOf(verifyEmailToken(token));
      expect(error.status).toBe(400);
      expect(error.message).toBe('errors.tokenInvalid');
    }
  });

  it("rejects a token whose payload was changed to another person's address, and verifies no one", async () => {
    const attacker = registration();
    const victim = registration();
    await registerAccount(attacker, context());
    const victimProfile = await registered(victim, context());
    const [header, , signature] = (await tokenFromOutbox(attacker.email, '/verify-email')).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ email: victim.email })).toString('base64url');

    const error = await appErrorOf(verifyEmailToken(`${header}.${forgedPayload}.${signature}`));
    expect(error.status).toBe(400);
    expect(error.message).toBe('errors.tokenInvalid');
    const [stored] = await getDb().select().from(users).where(eq(users.id, victimProfile.id));
    const [authUser] = await getDb().select().from(authUsers).where(eq(authUsers.id, victimProfile.id));
    expect(stored?.emailVerified).toBe(false);
    expect(authUser?.emailVerified).toBe(false);
  });

  it('resending is limited to 3 per e-mail: the 4th call is refused with 429', async () => {
    const input = registration();
    await registerAccount(input, context());
    for (let call = 0; call < 3; call++) await resendVerification(input.email, nextAddress());
    expect(await outboxFor(input.email)).toHaveLength(4);
    const error = await appErrorOf(resendVerification(input.email, nextAddress()));
    expect(error.status).toBe(429);
    expect(await outboxFor(input.email)).toHaveLength(4);
  });

  it('resending for an unknown e-mail neither throws nor sends anything', async () => {
    const email = uniqueEmail('ghost');
    await expect(resendVerification(email, nextAddress())).resolves.toBeUndefined();
    expect(await outboxFor(email)).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('mails a reset link; the new password works, the old one no longer does', async () => {
    const user = await createTestUser({ role: 'parent' });
    await requestPasswordReset(user.email, nextAddress());
    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/\/reset-password\?token=\S+/);

    const newPassword = 'brand-new-password-42';
    await resetPassword(await tokenFromOutbox(user.email, '/reset-password'), newPassword, LINK_FOLLOWER);

    expect(await signIn({ email: user.email, password: newPassword }, context())).toMatchObject({ userId: user.id, role: 'parent' });
    const old = await appErrorOf(signIn({ email: user.email, password: TEST_PASSWORD }, context()));
    expect(old.status).toBe(401);
    expect(old.message).toBe('errors.badCredentials');

    const [account] = await getDb().select().from(authAccounts).where(eq(authAccounts.userId, user.id));
    expect(account?.password).toMatch(/^\$argon2id\$.*m=19456,t=2,p=1/);
    // The owner is told, in the app and by e-mail (decision 037).
    const told = await getDb().select({ type: notifications.type, params: notifications.params }).from(notifications).where(eq(notifications.recipientId, user.id));
    expect(told).toEqual([{ type: 'password_changed', params: { by: 'reset' } }]);
  });

  it("writes a 'password_reset' audit entry", async () => {
    const user = await createTestUser({ role: 'tutor' });
    await requestPasswordReset(user.email, nextAddress());
    expect(await auditEntries(user.email, 'password_reset')).toHaveLength(0);
    await resetPassword(await tokenFromOutbox(user.email, '/reset-password'), 'another-new-password', LINK_FOLLOWER);
    const entries = await auditEntries(user.email, 'password_reset');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ role: 'tutor', entityId: user.id });
  });

  it("ends the user's existing sessions", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    await signInHeaders(user.email);
    await signInHeaders(user.email);
    await signInHeaders(other.email);
    expect(await sessionCount(user.id)).toBe(2);
    await requestPasswordReset(user.email, nextAddress());
    await resetPassword(await tokenFromOutbox(user.email, '/reset-password'), 'a-fresh-password-1', LINK_FOLLOWER);
    expect(await sessionCount(user.id)).toBe(0);
    expect(await sessionCount(other.id)).toBe(1);
  });

  it('rejects an invalid token with 400 errors.tokenInvalid, and a used token a second time', async () => {
    const invalid = await appErrorOf(resetPassword('not-a-real-token', 'whatever-password', LINK_FOLLOWER));
    expect(invalid.status).toBe(400);
    expect(invalid.message).toBe('errors.tokenInvalid');

    const user = await createTestUser();
    await requestPasswordReset(user.email, nextAddress());
    const token = await tokenFromOutbox(user.email, '/reset-password');
    await resetPassword(token, 'first-new-password', LINK_FOLLOWER);
    const reused = await appErrorOf(resetPassword(token, 'second-new-password', LINK_FOLLOWER));
    expect(reused.status).toBe(400);
    expect(reused.message).toBe('errors.tokenInvalid');
    expect(await signIn({ email: user.email, password: 'first-new-password' }, context())).toMatchObject({ userId: user.id });
  });

  it('a reset ends every other reset link of the account: an older mail no longer works', async () => {
    const user = await createTestUser();
    await requestPasswordReset(user.email, nextAddress());
    const older = await tokenFromOutbox(user.email, '/reset-password');
    await requestPasswordReset(user.email, nextAddress());
    const newer = await tokenFromOutbox(user.email, '/reset-password');
    expect(newer).not.toBe(older);
    await resetPassword(newer, 'first-new-password', LINK_FOLLOWER);
    expect((await appErrorOf(resetPassword(older, 'sneaky-other-password', LINK_FOLLOWER))).message).toBe('errors.tokenInvalid');
    expect(await signIn({ email: user.email, password: 'first-new-password' }, context())).toMatchObject({ userId: user.id });
  });

  it('refuses a common or guessable new password with a message that says why, and keeps the link usable', async () => {
    const user = await createTestUser();
    await requestPasswordReset(user.email, nextAddress());
    const token = await tokenFromOutbox(user.email, '/reset-password');
    const weak = await appErrorOf(resetPassword(token, 'password1', LINK_FOLLOWER));
    expect(weak).toMatchObject({ status: 400, message: 'errors.passwordTooCommon', fieldErrors: { password: 'errors.passwordTooCommon' } });
    await resetPassword(token, 'first-new-password', LINK_FOLLOWER);
    expect(await signIn({ email: user.email, password: 'first-new-password' }, context())).toMatchObject({ userId: user.id });
  });

  it('mails one address at most 5 reset links a day; past that the answer is the same and nothing is sent', async () => {
    const user = await createTestUser();
    const resetLinks = async () => (await outboxFor(user.email)).filter((mail) => mail.text.includes('/reset-password?token=')).length;
    for (let request = 1; request <= 7; request++) {
      // As if 15 minutes had passed between requests: only the daily cap is left to hold them.
      await resetLimit(`reset:email:${user.email}`);
      await expect(requestPasswordReset(user.email, nextAddress())).resolves.toBeUndefined();
    }
    expect(await resetLinks()).toBe(5);
  });

  it('for an unknown e-mail neither throws nor sends anything', async () => {
    const email = uniqueEmail('ghost');
    await expect(requestPasswordReset(email, nextAddress())).resolves.toBeUndefined();
    expect(await outboxFor(email)).toHaveLength(0);
  });
});

import { sso } from '@better-auth/sso';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { BetterAuthPlugin } from 'better-auth';
import * as z from 'zod';
import { getDb } from '@/db/client';
import { authAccounts, authSessions, authUsers, authVerifications, ssoProviders } from '@/db/schema';
import { env } from '@/lib/env';
import { CLASSROOM_IDLE_MINUTES_CHOICES, CLASSROOM_SIGN_INS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SHARED_DEVICE_SESSION_MS } from '@/lib/constants';
import { log } from './logger';
import { passwordResetMail, registrationAttemptMail, verificationMail } from './mail/account-mails';
import { recipientLocale } from './mail/recipient-locale';
import { sendMail } from './mail/send-mail';
import { hashPassword, verifyPassword } from './password';
import { consume } from './rate-limit';
import { schoolSignInGate } from './school-sign-in-gate';
import { parseDisplayName } from '@/server/profile/display-name';

/** How many "someone tried to register with your address" mails one address gets in a day, at most. */
export const REGISTRATION_ATTEMPT_MAILS_PER_DAY = 3;

/** A few times a day at most: a stranger must not be able to fill someone's inbox through the registration form. */
async function tellOwnerOfRegistrationAttempt(email: string): Promise<void> {
  const { allowed } = await consume({ key: `register:existing:${email}`, max: REGISTRATION_ATTEMPT_MAILS_PER_DAY, windowMs: 24 * 60 * 60 * 1000 });
  if (!allowed) {
    log.info('registration with an existing address: its owner was already told today');
    return;
  }
  await sendMail(await registrationAttemptMail(await recipientLocale(getDb(), email), email));
}

/**
 * A session for an account the app's own code has already proven, by something other than a password: a child's
 * classroom sign-in card (decision 066) or picture password (decision 068). The same session, cookie and hooks as a
 * password sign-in, made by better-auth's own adapter, but a shorter one. Server-only: no HTTP route reaches it (and no /api/auth handler is mounted anyway), so
 * only server code that checked the card first can call it.
 */
function provenSignIn() {
  return {
    id: 'academy-proven-sign-in',
    endpoints: {
      signInProvenUser: createAuthEndpoint.serverOnly(
        {
          method: 'POST',
          body: z.object({
            userId: z.string().min(1),
            classroomSignIn: z.enum(CLASSROOM_SIGN_INS),
            // The idle limit of the class's school (decision 073); absent: the default.
            idleMinutes: z.union(CLASSROOM_IDLE_MINUTES_CHOICES.map((minutes) => z.literal(minutes))).optional(),
          }),
        },
        async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('UNAUTHORIZED', { message: 'No such account' });
        // A shared tablet's session (decision 068): SHARED_DEVICE_SESSION_MS, never extended (better-auth and the
        // session flow skip the refresh of a "don't remember me" session), its cookie gone when the browser closes;
        // and it ends after its school's idle limit without a request (decision 073: the session flow checks it, read
        // from this row, so the limit costs the flow no statement of its own).
        const now = Date.now();
        const expiresAt = new Date(now + SHARED_DEVICE_SESSION_MS);
        const session = await ctx.context.internalAdapter.createSession(
          user.id,
          true,
          { expiresAt, classroomSignIn: ctx.body.classroomSignIn, lastActiveAt: new Date(now), classroomIdleMinutes: ctx.body.idleMinutes ?? null },
          true,
        );
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'The session was not made' });
        await setSessionCookie(ctx, { session, user }, true);
        return ctx.json({ user: { id: user.id } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}


/**
 * Refuses an account link or a session the SSO plugin is about to make for someone the school's gate turns away; the
 * provider's id when it lets them through, null for anything the plugin does not make (no provider involved).
 */
async function guardSchoolSignIn(userId: string, context: { path?: string; params?: Record<string, string | undefined> } | null): Promise<string | null> {
  if (!context?.path?.startsWith('/sso/')) return null;
  const providerId = context.params?.providerId ?? '';
  const refusal = await schoolSignInGate.get()({ providerId, userId });
  if (refusal) throw new APIError('FORBIDDEN', { code: refusal, message: 'This account cannot sign in with the school' });
  return providerId;
}

function createAuth() {
  const config = env();
  return betterAuth({
    appName: 'Academy',
    baseURL: config.APP_URL,
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications, ssoProvider: ssoProviders },
      // PGlite has one connection: a transaction must never wait on the global handle (STACK.md).
      transaction: false,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Decision 018: registering signs nobody in, so its answer is the same whether or not the address has an account.
      autoSignIn: false,
      // Spec 4/5: the 5-minute rule, not the auth library, decides who must verify first.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, token }) => {
        await sendMail(await passwordResetMail(await recipientLocale(getDb(), user.email), user.email, token));
      },
      // Decision 018: a registration with an address that has an account is answered as a new one; its owner is told.
      onExistingUserSignUp: async ({ user }) => {
        await tellOwnerOfRegistrationAttempt(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        // At registration the profile (and so its language) does not exist yet: the registration page's language then.
        await sendMail(await verificationMail(await recipientLocale(getDb(), user.email), user.email, parseDisplayName(user.name).firstName, token));
      },
    },
    session: {
      // Block, role change and deletion take effect on the very next request: no cookie cache.
      cookieCache: { enabled: false },
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      additionalFields: {
        loginRecordedAt: { type: 'date', required: false, input: false },
        // A classroom session's way in, last request and idle limit (decision 073), written only by signInProvenUser and the session flow.
        classroomSignIn: { type: 'string', required: false, input: false },
        lastActiveAt: { type: 'date', required: false, input: false },
        classroomIdleMinutes: { type: 'number', required: false, input: false },
        // The school provider that opened the session (decision 069), written only by the session hook below.
        ssoProviderId: { type: 'string', required: false, input: false },
      },
    },
    advanced: {
      useSecureCookies: config.APP_URL.startsWith('https://'),
      // The client address server.ts resolved (TRUST_PROXY; decision 016), never a header the client could forge.
      ipAddress: { ipAddressHeaders: ['x-academy-client-ip'] },
    },
    // Only the app's own server code calls the auth API (no /api/auth handler is mounted), and it applies
    // its own limits (server/rate-limit.ts) on every path.
    rateLimit: { enabled: false },
    // The only mounted route is the school sign-in callback (decision 069): a broken or replayed return goes back to
    // its page with the reason, not to better-auth's own error page (which is not mounted).
    onAPIError: { errorURL: `${config.APP_URL}/login/school` },
    // A school's own provider on a private network (and the tests' provider on loopback) must be named here: the SSO
    // plugin fetches only public hosts otherwise (decision 069).
    trustedOrigins: config.SSO_PRIVATE_ISSUERS,
    account: {
      // The school's provider speaks for its own domain (decision 069): a rostered account that never confirmed its
      // address is linked at its first school sign-in; the gate below decides who that may be.
      accountLinking: { requireLocalEmailVerified: false },
    },
    databaseHooks: {
      account: { create: { before: async (account, context) => void (await guardSchoolSignIn(account.userId, context)) } },
      session: {
        create: {
          // A session the plugin opens names its provider on its own row, in the insert that makes it (decision 069):
          // removing the provider ends it, and the session flow still reads one row per request (021).
          before: async (session, context) => {
            const ssoProviderId = await guardSchoolSignIn(session.userId, context);
            return ssoProviderId ? { data: { ...session, ssoProviderId } } : undefined;
          },
        },
      },
    },
    plugins: [
      provenSignIn(),
      // Decision 069: providers are written by the schools module only (no provider may be registered through the
      // plugin), unknown people are never created, and only the callback route is mounted.
      sso({
        disableImplicitSignUp: true,
        providersLimit: 0,
        domainVerification: { enabled: true },
        // The school a provider signs in to: written by the schools module with the row, never by the plugin.
        schema: { ssoProvider: { additionalFields: { schoolId: { type: 'string', required: true, input: false } } } },
      }),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = Symbol.for('academy.auth');
type GlobalWithAuth = typeof globalThis & { [AUTH_KEY]?: { auth: Auth; db: unknown } };

/** Built lazily (never at import time, so `next build` does not open the database); rebuilt if the database changes (tests). */
export function getAuth(): Auth {
  const slot = globalThis as GlobalWithAuth;
  const db = getDb();
  if (!slot[AUTH_KEY] || slot[AUTH_KEY].db !== db) slot[AUTH_KEY] = { auth: createAuth(), db };
  return slot[AUTH_KEY].auth;
}

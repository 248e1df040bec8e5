import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { getDb } from '@/db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '@/db/schema';
import { env } from '@/lib/env';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { passwordResetMail, verificationMail } from './mail/templates';
import { sendMail } from './mail/send-mail';
import { hashPassword, verifyPassword } from './password';
import { parseDisplayName } from '@/server/profile/display-name';

function createAuth() {
  const config = env();
  return betterAuth({
    appName: 'Academy',
    baseURL: config.APP_URL,
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
      // PGlite has one connection: a transaction must never wait on the global handle (STACK.md).
      transaction: false,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // Spec 4/5: the 5-minute rule, not the auth library, decides who must verify first.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, token }) => {
        await sendMail(passwordResetMail(user.email, token));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await sendMail(verificationMail(user.email, parseDisplayName(user.name).firstName, token));
      },
    },
    session: {
      // Block, role change and deletion take effect on the very next request: no cookie cache.
      cookieCache: { enabled: false },
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      additionalFields: { loginRecordedAt: { type: 'date', required: false, input: false } },
    },
    advanced: {
      useSecureCookies: config.APP_URL.startsWith('https://'),
      // The client address server.ts resolved (TRUST_PROXY; decision 016), never a header the client could forge.
      ipAddress: { ipAddressHeaders: ['x-academy-client-ip'] },
    },
    // Only the app's own server code calls the auth API (no /api/auth handler is mounted), and it applies
    // its own limits (server/rate-limit.ts) on every path.
    rateLimit: { enabled: false },
    plugins: [nextCookies()],
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

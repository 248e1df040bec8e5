import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { authAccounts, authUsers, users } from '@/db/schema';
import { hashPassword } from '@/server/password';
import { signInHeaders } from '../../tests/factories';
import { findExposedDemoAccounts, isProductionStart, retireDemoAccounts } from './demo-accounts';
import { seedDatabase } from './seed';
import { DEMO_ACCOUNTS } from './seed-data';

/*
 * Decision 043: the demo accounts are made once, on a database's first start, and never again; a production start
 * finds the ones still open with a published password.
 */

const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

describe('demo accounts', () => {
  it('are made on the first start only: a deleted demo admin is not made again, and its published password opens nothing', async () => {
    const first = await seedDatabase(getDb(), { demo: 'first-run' });
    expect(first.created).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((account) => `${account.role} ${account.email}`)));
    // The demo school, run by the demo school admin, with the demo tutor and child (decision 061).
    expect(first.created).toContain('demo school');
    await expect(signInHeaders(demo('admin').email, demo('admin').password)).resolves.toBeInstanceOf(Headers);

    // An admin deletes the demo admin and gives the demo child another address; the server restarts (seeds again).
    await getDb().delete(authUsers).where(eq(authUsers.email, demo('admin').email));
    await getDb().update(users).set({ email: 'renamed-child@example.test' }).where(eq(users.email, demo('child').email));
    await getDb().update(authUsers).set({ email: 'renamed-child@example.test' }).where(eq(authUsers.email, demo('child').email));
    const again = await seedDatabase(getDb(), { demo: 'first-run' });
    expect(again.created.filter((line) => line.includes('@academy.local'))).toEqual([]);
    expect(await getDb().select({ id: authUsers.id }).from(authUsers).where(inArray(authUsers.email, [demo('admin').email, demo('child').email]))).toEqual([]);
    await expect(signInHeaders(demo('admin').email, demo('admin').password)).rejects.toThrow();

    // Seeding without demo accounts (a PostgreSQL start) makes none either.
    const postgresStart = await seedDatabase(getDb(), { demo: 'never' });
    expect(postgresStart.created.filter((line) => line.includes('@academy.local'))).toEqual([]);

    // The ones left still open with a published password, whatever their address now; a changed password closes one.
    const exposed = await findExposedDemoAccounts(getDb());
    expect(exposed.map((account) => account.email).sort()).toEqual([demo('parent').email, 'renamed-child@example.test', demo('tutor').email, demo('school_admin').email].sort());
    const [tutor] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, demo('tutor').email));
    await getDb().update(authAccounts).set({ password: await hashPassword('a private passphrase of the school') }).where(eq(authAccounts.userId, tutor!.id));
    expect((await findExposedDemoAccounts(getDb())).map((account) => account.email).sort()).toEqual([demo('parent').email, 'renamed-child@example.test', demo('school_admin').email].sort());

    // `npm run db:retire-demo` blocks the rest; then nothing is exposed and the production start may go on.
    const retired = await retireDemoAccounts(getDb());
    expect(retired).toHaveLength(3);
    const blocked = await getDb().select({ email: users.email, blocked: users.blocked }).from(users).where(inArray(users.email, [demo('parent').email, 'renamed-child@example.test', demo('school_admin').email]));
    expect(blocked.every((row) => row.blocked)).toBe(true);
    expect(await findExposedDemoAccounts(getDb())).toEqual([]);

    // Only an operator's explicit `npm run db:seed -- --demo` makes the missing ones again.
    const asked = await seedDatabase(getDb(), { demo: 'now' });
    expect(asked.created).toEqual(expect.arrayContaining([`admin ${demo('admin').email}`, `child ${demo('child').email}`]));
    expect((await findExposedDemoAccounts(getDb())).map((account) => account.email).sort()).toEqual([demo('admin').email, demo('child').email].sort());
  });

  it('a production start is one on PostgreSQL, or in production at an address other people reach', () => {
    expect(isProductionStart({ database: 'postgres', production: false, appUrl: undefined })).toBe(true);
    expect(isProductionStart({ database: 'pglite', production: true, appUrl: 'https://academy.example.org' })).toBe(true);
    expect(isProductionStart({ database: 'pglite', production: true, appUrl: undefined })).toBe(false);
    expect(isProductionStart({ database: 'pglite', production: true, appUrl: 'http://localhost:3000' })).toBe(false);
    expect(isProductionStart({ database: 'pglite', production: true, appUrl: 'http://127.0.0.1:3000' })).toBe(false);
    expect(isProductionStart({ database: 'pglite', production: true, appUrl: 'http://[::1]:3000' })).toBe(false);
    expect(isProductionStart({ database: 'pglite', production: false, appUrl: 'https://academy.example.org' })).toBe(false);
  });
});

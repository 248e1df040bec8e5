import type { Browser, Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../../src/lib/constants';
import { DEMO, expect, signIn, test } from './support/fixtures';
import { startOwnInstance, type OwnInstance } from './support/own-instance';
import { printMoneyClubCards } from './support/print-cards';

/*
 * A classroom tablet left signed in over a break (decision 073): the demo tutor prints the class's cards, the demo
 * child signs in with theirs; once the session's last request is more than 15 minutes old (moved back in the
 * database while the app runs, so the server decides), the next page is the card page with a kind sentence and
 * nothing of the child's; a request within the limit keeps the session and moves it on; and a page left untouched
 * asks "Are you still there?" a minute before it signs itself out (the browser's clock moved on); a school admin's own
 * limit (5 minutes) holds the next card session to it. The spec runs its own instance on a scratch PostgreSQL database,
 * which it can write to while the app runs.
 */

const PORT = 3251;
const AWAY = 'You were away for a while, so we signed you out to keep your account safe. Scan your card to come back.';

async function printCharliesCardCode(browser: Browser, instance: OwnInstance): Promise<string> {
  const teacher = await browser.newContext({ baseURL: instance.baseURL });
  const page = await teacher.newPage();
  await signIn(page, DEMO.tutor.email, DEMO.tutor.password);
  const code = (await (await printMoneyClubCards(page)).getAttribute('data-card-code'))!;
  await teacher.close();
  return code;
}

async function signInWithCard(child: Page, code: string): Promise<void> {
  await child.goto('/login/card');
  await child.getByLabel('The code under the QR code').fill(code);
  await child.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(child).toHaveURL(/\/dashboard\/child$/);
  await expect(child.getByText('Charlie').first()).toBeVisible();
}

/** The child's classroom sessions and how long ago each last saw a request, in seconds. */
async function cardSessions(instance: OwnInstance): Promise<{ idleSeconds: number }[]> {
  const rows = await instance.sql.query(
    `select extract(epoch from now() - s.last_active_at)::int as "idleSeconds" from auth_sessions s join users u on u.id = s.user_id where u.email = $1 and s.classroom_sign_in = 'card'`,
    [DEMO.child.email],
  );
  return rows.rows;
}

async function moveLastActivityBack(instance: OwnInstance, minutes: number): Promise<void> {
  const moved = await instance.sql.query(
    `update auth_sessions s set last_active_at = now() - make_interval(mins => $2) from users u where u.id = s.user_id and u.email = $1 and s.classroom_sign_in = 'card'`,
    [DEMO.child.email, minutes],
  );
  expect(moved.rowCount).toBe(1);
}

test('a card session left without a request for 15 minutes ends: back at the card page, told why, nothing of the child’s', async ({ browser }) => {
  test.setTimeout(300_000);
  const instance = await startOwnInstance('classroom-idle', PORT);
  try {
    const code = await printCharliesCardCode(browser, instance);
    const tablet = await browser.newContext({ baseURL: instance.baseURL });
    const child = await tablet.newPage();
    await signInWithCard(child, code);

    // Ten minutes without a request: the next one keeps the session, and moves its last activity on.
    await moveLastActivityBack(instance, 10);
    await child.reload();
    await expect(child).toHaveURL(/\/dashboard\/child$/);
    expect((await cardSessions(instance)).map((session) => session.idleSeconds < 60)).toEqual([true]);

    // Sixteen minutes: the server ends it at the next page.
    await moveLastActivityBack(instance, 16);
    await child.reload();
    await expect(child).toHaveURL(/\/login\/card\?away=1$/);
    await expect(child.getByRole('status').filter({ hasText: AWAY })).toBeVisible();
    await expect(child.getByText('Charlie')).toHaveCount(0);
    expect(await cardSessions(instance)).toEqual([]);
    // Going back to the dashboard finds nobody signed in.
    await child.goto('/dashboard/child');
    await expect(child).toHaveURL(/\/login(\?|$)/);
    await tablet.close();

    // A page left untouched signs itself out after as long, without waiting for someone to touch the tablet.
    const quiet = await browser.newContext({ baseURL: instance.baseURL });
    const left = await quiet.newPage();
    await left.clock.install();
    await signInWithCard(left, code);
    await left.clock.fastForward('14:00');
    await expect(left).toHaveURL(/\/dashboard\/child$/);
    // A minute before, the page asks whether the child is still there; "I'm here" keeps the page (and asks the
    // server for it again: the child's activity); left unanswered, the sign-out comes on time.
    const stillThere = left.getByRole('dialog', { name: 'Are you still there?' });
    await expect(stillThere).toBeVisible();
    await expect(stillThere.getByRole('button', { name: 'I’m here' })).toBeFocused();
    await stillThere.getByRole('button', { name: 'I’m here' }).click();
    await expect(stillThere).toBeHidden();
    await left.clock.fastForward('14:00');
    await expect(stillThere).toBeVisible();
    await expect(left).toHaveURL(/\/dashboard\/child$/);
    await left.clock.fastForward('01:01');
    await expect(left).toHaveURL(/\/login\/card\?away=1$/);
    await expect(left.getByRole('status').filter({ hasText: AWAY })).toBeVisible();
    expect(await cardSessions(instance)).toEqual([]);
    await quiet.close();

    // The school's admin gives the school's tablets 5 minutes (decision 073): a card session made after that asks at
    // 4 minutes and signs itself out at 5, and its row keeps the school's limit for the server.
    const office = await browser.newContext({ baseURL: instance.baseURL });
    const head = await office.newPage();
    await signIn(head, DEMO.school_admin.email, DEMO.school_admin.password);
    await head.goto('/dashboard/school_admin/sign-in-settings');
    const tablets = head.getByRole('region', { name: 'Classroom tablets' });
    await tablets.getByLabel('Sign a child out after').selectOption('5');
    await tablets.getByRole('button', { name: 'Save the time' }).click();
    await expect(tablets.getByText('Saved. Children who sign in from now on are signed out after this time away.')).toBeVisible();
    await expect(tablets.getByLabel('Sign a child out after')).toHaveValue('5');
    await office.close();
    const short = await browser.newContext({ baseURL: instance.baseURL });
    const brief = await short.newPage();
    await brief.clock.install();
    await signInWithCard(brief, code);
    const limits = await instance.sql.query(
      `select s.classroom_idle_minutes as minutes from auth_sessions s join users u on u.id = s.user_id where u.email = $1 and s.classroom_sign_in = 'card'`,
      [DEMO.child.email],
    );
    expect(limits.rows).toEqual([{ minutes: 5 }]);
    await brief.clock.fastForward('04:00');
    await expect(brief.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
    await brief.clock.fastForward('01:01');
    await expect(brief).toHaveURL(/\/login\/card\?away=1$/);
    await short.close();

    // The sentence in the tablet's language.
    const arabic = await browser.newContext({ baseURL: instance.baseURL });
    await arabic.addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: instance.baseURL }]);
    const shown = await arabic.newPage();
    await shown.goto('/login/card?away=1');
    await expect(shown.getByRole('status').filter({ hasText: 'غبتَ قليلًا، فأخرجناك من حسابك لنحميه.' })).toBeVisible();
    await arabic.close();
  } finally {
    await instance.stop();
  }
});

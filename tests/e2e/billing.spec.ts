import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Stripe from 'stripe';
import { convertMinor, formatMinor } from '../../src/lib/money';
import { pdfText } from '../support/pdf-text';
import { DEMO, expect, PREPARED, signIn, test, waitForMail } from './support/fixtures';
import { E2E_PREPARED_IDS, E2E_STRIPE_WEBHOOK_SECRET } from './support/paths';

/*
 * Plans and billing end to end (decision 040): an admin prices the Family plan in euros; a parent who pays in euros
 * starts it by bank transfer, reads the invoice (page, PDF, e-mail); the admin records the transfer; the finance
 * dashboard shows the MRR converted to US dollars at the rates table's rate; the parent cancels and the churn is
 * next month's. Stripe's webhooks are applied once, whatever the replays, and a bad signature is refused.
 */

async function signedIn(browser: import('@playwright/test').Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

test('an admin prices Family, a parent starts it by transfer, the admin marks it paid, MRR shows in dollars, a cancellation is next month’s churn', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, DEMO.admin.email, DEMO.admin.password);

  // The admin sets the Family plan's euro prices and no trial.
  await admin.goto('/admin/finance/dashboard');
  await admin.getByRole('link', { name: 'Plan prices' }).click();
  const family = admin.locator('form').filter({ has: admin.locator('input[name="plan"][value="family"]') });
  await family.getByLabel('Free trial (days)').fill('0');
  await family.getByLabel('Monthly price in EUR').fill('8.49');
  await family.getByLabel('Yearly price in EUR').fill('84.90');
  await family.getByLabel('Yearly price in GBP').fill('7.999');
  await family.getByRole('button', { name: 'Save prices' }).click();
  await expect(family.getByText('Enter an amount such as 7.99, with no more decimals than the currency has.')).toBeVisible();
  await family.getByLabel('Yearly price in GBP').fill('69.99');
  await family.getByRole('button', { name: 'Save prices' }).click();
  await expect(admin.getByText('Prices saved.')).toBeVisible();

  // The parent (who pays in euros) sees the plans from Settings and starts Family, paying by transfer.
  const parent = await signedIn(browser, PREPARED.billingParent.email, PREPARED.billingParent.password);
  await parent.goto('/settings');
  await parent.getByRole('link', { name: 'See plans and invoices' }).click();
  await expect(parent.getByRole('heading', { name: 'Plan and billing', level: 1 })).toBeVisible();
  await expect(parent.getByText('€8.49 a month')).toBeVisible();
  await expect(parent.getByText('€84.90 a year')).toBeVisible();
  await parent.getByLabel('Monthly').check();
  await parent.getByLabel('Bank transfer').check();
  await parent.getByRole('button', { name: 'Start Family' }).click();
  await expect(parent.getByRole('heading', { name: 'Your plan: Family' })).toBeVisible();
  const invoiceLink = parent.getByRole('link', { name: /^AC-\d{4}-\d{6}$/ });
  await expect(invoiceLink).toHaveCount(1);
  const number = (await invoiceLink.textContent())!;
  await expect(parent.getByRole('row', { name: new RegExp(number) })).toContainText('To pay');

  // The invoice: a page to print, a PDF, and an e-mail with how to pay it.
  await invoiceLink.click();
  await expect(parent.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(parent.getByRole('article')).toContainText('€8.49');
  await expect(parent.getByText(`Pay by bank transfer, quoting ${number} as the reference.`)).toBeVisible();
  const pdf = await parent.request.get(`/settings/billing/invoices/${number}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await pdf.body()));
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain('€8.49');
  const mail = await waitForMail(PREPARED.billingParent.email, `Academy invoice ${number}`);
  expect(mail.text).toContain('€8.49');
  // Another parent's invoice is no invoice.
  const otherParent = await signedIn(browser, DEMO.parent.email, DEMO.parent.password);
  expect((await otherParent.request.get(`/settings/billing/invoices/${number}`)).status()).toBe(404);
  expect((await otherParent.request.get(`/settings/billing/invoices/${number}/pdf`)).status()).toBe(404);

  // The admin records the transfer.
  await admin.goto('/admin/finance/dashboard?currency=EUR&invoiceStatus=open');
  await admin.getByRole('button', { name: `Mark invoice ${number} paid` }).click();
  await expect(admin.getByText('Invoice marked paid.')).toBeVisible();
  await parent.goto('/settings/billing');
  await expect(parent.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');

  // The dashboard: the euro MRR, converted to dollars at the rate it shows, with the rate's date.
  await admin.goto('/admin/finance/dashboard');
  const euros = admin.getByRole('region', { name: 'MRR by currency' }).getByRole('row').filter({ hasText: /^EUR/ });
  await expect(euros.getByRole('cell').nth(1)).toHaveText('€8.49');
  const rate = /^([\d.]+) EUR = 1 USD$/.exec((await euros.getByRole('cell').nth(2).textContent())!)?.[1];
  expect(rate).toBeDefined();
  await expect(euros.getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  const inDollars = convertMinor(849, { currency: 'EUR', ratePerUsd: rate! }, { currency: 'USD', ratePerUsd: '1' });
  await expect(euros.getByRole('cell').nth(4)).toHaveText(formatMinor(inDollars, 'USD', 'en'));

  // The parent cancels: the plan stays until the period's end, and its MRR leaves next month.
  await parent.getByRole('button', { name: 'Cancel plan' }).click();
  await parent.getByRole('dialog').getByRole('button', { name: 'Cancel plan' }).click();
  await expect(parent.getByText(/^Ends on /)).toBeVisible();
  await expect(parent.getByText('Cancelled', { exact: true })).toBeVisible();
  await admin.reload();
  const scheduled = admin.getByRole('region', { name: 'MRR movements by month' }).getByRole('row').filter({ hasText: '(scheduled)' });
  await expect(scheduled.getByRole('cell').nth(3)).toHaveText(formatMinor(-inDollars, 'USD', 'en'));
  await expect(euros.getByRole('cell').nth(4)).toHaveText(formatMinor(inDollars, 'USD', 'en'));
});

test('a Stripe webhook with a valid signature changes a subscription once, replays change nothing, a bad signature is a 400', async ({ browser, request }) => {
  const { cardTutor } = JSON.parse(readFileSync(E2E_PREPARED_IDS, 'utf8')) as { cardTutor: string };
  const now = Math.floor(Date.now() / 1000);
  const subscription = (interval: 'month' | 'year', amount: number) => ({
    id: 'sub_e2e_card_tutor',
    object: 'subscription',
    status: 'active',
    currency: 'usd',
    cancel_at_period_end: false,
    metadata: { userId: cardTutor, plan: 'classroom' },
    items: { object: 'list', data: [{ id: 'si_e2e', object: 'subscription_item', current_period_start: now, current_period_end: now + 30 * 86_400, price: { id: `price_e2e_${interval}`, object: 'price', unit_amount: amount, currency: 'usd', recurring: { interval } } }] },
  });
  const event = (id: string, type: string, object: unknown) => JSON.stringify({ id, object: 'event', type, created: now, livemode: false, data: { object } });
  const post = (payload: string, secret = E2E_STRIPE_WEBHOOK_SECRET, body = payload) =>
    request.post('/api/billing/stripe/webhook', { data: body, headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) } });

  const created = event('evt_e2e_created', 'customer.subscription.created', subscription('month', 1499));
  expect(await (await post(created)).json()).toMatchObject({ received: true, duplicate: false, result: 'created' });
  expect(await (await post(created)).json()).toMatchObject({ duplicate: true });
  const tutor = await signedIn(browser, PREPARED.cardTutor.email, PREPARED.cardTutor.password);
  await tutor.goto('/settings/billing');
  await expect(tutor.getByRole('heading', { name: 'Your plan: Classroom' })).toBeVisible();
  await expect(tutor.getByText('$14.99 a month')).toBeVisible();

  // Switched to yearly at Stripe: applied once, however often Stripe delivers it.
  const yearly = event('evt_e2e_yearly', 'customer.subscription.updated', subscription('year', 14999));
  expect(await (await post(yearly)).json()).toMatchObject({ duplicate: false, result: 'updated' });
  expect(await (await post(yearly)).json()).toMatchObject({ duplicate: true });
  await tutor.reload();
  await expect(tutor.getByText('$149.99 a year')).toBeVisible();

  // A wrong secret, or a body other than the one signed: refused with 400, nothing applied.
  const ended = event('evt_e2e_deleted', 'customer.subscription.deleted', { ...subscription('year', 14999), status: 'canceled' });
  const wrongSecret = await post(ended, 'whsec_not_ours');
  expect(wrongSecret.status()).toBe(400);
  expect((await wrongSecret.json()).error).toBe("The webhook's signature does not match.");
  expect((await post(yearly, E2E_STRIPE_WEBHOOK_SECRET, ended)).status()).toBe(400);
  await tutor.reload();
  await expect(tutor.getByRole('heading', { name: 'Your plan: Classroom' })).toBeVisible();

  // The back office lists the card subscription once, yearly.
  const admin = await signedIn(browser, DEMO.admin.email, DEMO.admin.password);
  await admin.goto('/admin/finance/dashboard?plan=classroom');
  const rows = admin.getByRole('region', { name: /^Subscriptions/ }).getByRole('row').filter({ hasText: PREPARED.cardTutor.email });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('$149.99 / year');
  await expect(rows).toContainText('Stripe');
});

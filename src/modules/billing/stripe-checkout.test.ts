import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { mrrMovements, subscriptions } from '@/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { trader } from '@/modules/simulator/test-fixtures';
import { appErrorOf } from '../../../tests/factories';
import { addPeriod } from './lifecycle';
import { seedBilling } from './seed';
import { handleStripeWebhook, startCheckout } from './stripe';
import { cancelPlan, getBillingOverview } from './subscriptions';

/*
 * The Stripe adapter's calls to Stripe (decision 040), against a stand-in for Stripe's API on loopback
 * (STRIPE_API_URL): the Checkout session asks our price in the person's currency, names them in its metadata and
 * gives a first subscription the plan's trial; cancelling a card plan tells Stripe first (unreachable: a 503 and
 * nothing changed), and Stripe's echo of it by webhook writes no second churn.
 */

const SECRET_KEY = 'sk_test_academy_checkout';
const WEBHOOK_SECRET = 'whsec_academy_checkout';
const received: { method: string; path: string; body: URLSearchParams; authorization: string | undefined }[] = [];
let stripeApi: Server;
/** While set, Stripe's stand-in refuses subscription changes (as Stripe does when it is down). */
let stripeDown = false;

beforeAll(async () => {
  stripeApi = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method!, path: request.url!, body: new URLSearchParams(body), authorization: request.headers.authorization });
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/v1/checkout/sessions') response.end(JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' }));
      else if (request.url?.startsWith('/v1/subscriptions/') && stripeDown) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unavailable' } }));
      } else if (request.url?.startsWith('/v1/subscriptions/')) response.end(JSON.stringify({ id: request.url.split('/').pop(), object: 'subscription' }));
      else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such endpoint' } }));
      }
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  process.env.STRIPE_SECRET_KEY = SECRET_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
  resetEnvForTests();
  await seedBilling(getDb());
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_URL;
  resetEnvForTests();
  await new Promise((resolve) => stripeApi.close(resolve));
});

describe('Stripe Checkout and a card plan', () => {
  it('a checkout asks our price in the person’s currency, names them, and gives a first subscription the trial', async () => {
    const parent = { ...(await trader({ role: 'parent' })), currency: 'EUR' };
    expect((await getBillingOverview(parent))?.stripe).toBe(true);
    const url = await startCheckout(parent, 'year');
    expect(url).toBe('https://checkout.stripe.test/c/cs_test_1');
    const call = received.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(call.body)).toMatchObject({
      mode: 'subscription',
      customer_email: parent.email,
      client_reference_id: parent.id,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '7999',
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[metadata][userId]': parent.id,
      'subscription_data[metadata][plan]': 'family',
      'subscription_data[trial_period_days]': '14',
    });
    // A child has no plan to buy.
    expect(await appErrorOf(startCheckout(await trader({ role: 'child' }), 'month'))).toMatchObject({ status: 403 });
  });

  it('cancelling a card plan tells Stripe; Stripe’s echo by webhook changes nothing more', async () => {
    const tutor = await trader({ role: 'tutor' });
    const ref = `sub_checkout_${tutor.id.slice(0, 8)}`;
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    const end = addPeriod(start, 'month');
    const object = (cancel: boolean) => ({
      id: ref,
      object: 'subscription',
      status: 'active',
      currency: 'usd',
      cancel_at_period_end: cancel,
      metadata: { userId: tutor.id, plan: 'classroom' },
      items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_start: start.getTime() / 1000, current_period_end: end.getTime() / 1000, price: { id: 'price_1', object: 'price', currency: 'usd', unit_amount: 1_499, recurring: { interval: 'month' } } }] },
    });
    const deliver = (id: string, type: string, body: object) => {
      const payload = JSON.stringify({ id, object: 'event', type, created: start.getTime() / 1000, data: { object: body } });
      return handleStripeWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }), start);
    };
    await deliver(`evt_created_${ref}`, 'customer.subscription.created', object(false));
    // A person with a plan cannot open a second checkout.
    expect(await appErrorOf(startCheckout(tutor, 'month'))).toMatchObject({ status: 409, message: 'billing.errors.alreadySubscribed' });

    // Stripe cannot be told: the person is asked to try again, and nothing changes here.
    stripeDown = true;
    expect(await appErrorOf(cancelPlan(tutor, start))).toMatchObject({ status: 503, message: 'billing.errors.cardUnavailable' });
    stripeDown = false;
    const [unchanged] = await getDb().select({ cancelling: subscriptions.cancelAtPeriodEnd }).from(subscriptions).where(eq(subscriptions.providerRef, ref));
    expect(unchanged).toEqual({ cancelling: false });
    expect(await cancelPlan(tutor, start)).toEqual({ endsAt: end });
    const update = received.findLast((request) => request.path === `/v1/subscriptions/${ref}`)!;
    expect(update.method).toBe('POST');
    expect(update.body.get('cancel_at_period_end')).toBe('true');
    expect(await deliver(`evt_cancel_${ref}`, 'customer.subscription.updated', object(true))).toEqual({ duplicate: false, result: 'updated' });
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.providerRef, ref));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const churn = await getDb()
      .select({ delta: mrrMovements.deltaMinor, effectiveAt: mrrMovements.effectiveAt })
      .from(mrrMovements)
      .where(and(eq(mrrMovements.subscriptionId, row!.id), eq(mrrMovements.kind, 'churn')));
    expect(churn).toEqual([{ delta: -1_499, effectiveAt: end }]);
  });
});

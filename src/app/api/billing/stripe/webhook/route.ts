import { handleStripeWebhook } from '@/modules/billing';
import { routeHandler } from '@/server/route-handler';

/**
 * POST /api/billing/stripe/webhook (decision 040): Stripe's events, signed with STRIPE_WEBHOOK_SECRET. No session:
 * the signature is the permission. A bad signature is a 400; a delivery seen before answers 200 and changes nothing.
 */
export const POST = routeHandler(async (request: Request) => {
  const outcome = await handleStripeWebhook(await request.text(), request.headers.get('stripe-signature'));
  return Response.json({ received: true, duplicate: outcome.duplicate, result: outcome.result });
});

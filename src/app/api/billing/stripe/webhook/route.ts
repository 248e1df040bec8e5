import { handleStripeWebhook, stripeWebhookConfigured } from '@/modules/billing';
import { STRIPE_WEBHOOK_BODY_LIMIT } from '@/server/body-limits';
import { readBodyText, routeHandler } from '@/server/route-handler';

/**
 * POST /api/billing/stripe/webhook (decision 040): Stripe's events, signed with STRIPE_WEBHOOK_SECRET. No session:
 * the signature is the permission. A bad signature is a 400; a delivery seen before answers 200 and changes nothing.
 * Anyone can post here, so the body is capped before it is read, and without a webhook secret the address is a 404
 * that reads nothing (decision 042).
 */
export const POST = routeHandler(
  async (request: Request) => {
    const outcome = await handleStripeWebhook(await readBodyText(request), request.headers.get('stripe-signature'));
    return Response.json({ received: true, duplicate: outcome.duplicate, result: outcome.result });
  },
  { maxBodyBytes: STRIPE_WEBHOOK_BODY_LIMIT, isAvailable: stripeWebhookConfigured },
);

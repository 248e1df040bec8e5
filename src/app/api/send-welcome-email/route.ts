import { NextResponse } from 'next/server';
import { sendRequestedWelcome, welcomeRequestSchema } from '@/modules/mail';
import { assertSameOrigin, readJson } from '@/server/http';
import { JSON_BODY_LIMIT } from '@/server/body-limits';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/** Spec 7: POST /api/send-welcome-email {to, firstName}; the mail module checks the address and the rate. */
export const POST = routeHandler(async (request: Request) => {
  const actor = await requireRouteActor(request);
  // Sends mail: only the app's own pages may ask (CSRF), and only with a JSON body.
  assertSameOrigin(request);
  await sendRequestedWelcome(actor, await readJson(request, welcomeRequestSchema), (await routePreferences(request)).locale);
  return NextResponse.json({ ok: true });
}, { maxBodyBytes: JSON_BODY_LIMIT });

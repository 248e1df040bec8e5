import { NextResponse } from 'next/server';
import { adminLoginAlertSchema, sendAdminLoginAlert } from '@/modules/mail';
import { assertSameOrigin, readJson } from '@/server/http';
import { JSON_BODY_LIMIT } from '@/server/body-limits';
import { requireRouteActor, routeHandler, routePreferences } from '@/server/route-handler';

/** Spec 7: POST /api/email-adminlogin {to, loginEmail, loginTime}; the mail module checks the role, address and rate. */
export const POST = routeHandler(async (request: Request) => {
  const actor = await requireRouteActor(request);
  // Sends mail: only the app's own pages may ask (CSRF), and only with a JSON body.
  assertSameOrigin(request);
  await sendAdminLoginAlert(actor, await readJson(request, adminLoginAlertSchema), (await routePreferences(request)).locale);
  return NextResponse.json({ ok: true });
}, { maxBodyBytes: JSON_BODY_LIMIT });

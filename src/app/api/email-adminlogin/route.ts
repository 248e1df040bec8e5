import { NextResponse } from 'next/server';
import { adminLoginAlertSchema, sendAdminLoginAlert } from '@/modules/mail';
import { readJson } from '@/server/http';
import { requireRouteActor, routeHandler } from '@/server/route-handler';

/** Spec 7: POST /api/email-adminlogin {to, loginEmail, loginTime}; the mail module checks the role, address and rate. */
export const POST = routeHandler(async (request: Request) => {
  const actor = await requireRouteActor(request);
  await sendAdminLoginAlert(actor, await readJson(request, adminLoginAlertSchema));
  return NextResponse.json({ ok: true });
});

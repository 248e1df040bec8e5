import { NextResponse } from 'next/server';
import { adminLoginAlertSchema, sendAdminLoginAlert } from '@/modules/mail';
import { AppError } from '@/server/errors';
import { jsonError, readJson } from '@/server/http';
import { resolveSession } from '@/server/session-flow';

export async function POST(request: Request): Promise<NextResponse> {
  try {
    const state = await resolveSession(request.headers);
    if (state.status !== 'signed-in') throw new AppError(401, 'errors.signInRequired');
    await sendAdminLoginAlert(state.actor, await readJson(request, adminLoginAlertSchema));
    return NextResponse.json({ ok: true });
  } catch (error) {
    return jsonError(error);
  }
}

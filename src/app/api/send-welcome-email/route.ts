import { NextResponse } from 'next/server';
import { sendRequestedWelcome, welcomeRequestSchema } from '@/modules/mail';
import { AppError } from '@/server/errors';
import { jsonError, readJson } from '@/server/http';
import { resolveSession } from '@/server/session-flow';

export async function POST(request: Request): Promise<NextResponse> {
  try {
    const state = await resolveSession(request.headers);
    if (state.status !== 'signed-in') throw new AppError(401, 'errors.signInRequired');
    await sendRequestedWelcome(state.actor, await readJson(request, welcomeRequestSchema));
    return NextResponse.json({ ok: true });
  } catch (error) {
    return jsonError(error);
  }
}

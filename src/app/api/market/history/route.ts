import { NextResponse } from 'next/server';
import { historyQuerySchema, readStockHistory } from '@/modules/market';
import { AppError } from '@/server/errors';
import { jsonError, messageText } from '@/server/http';
import { resolveSession } from '@/server/session-flow';

/** GET /api/market/history?symbol=…&range=1h|1d|1w|1m|all → { symbol, range, candles } (issue 5). */
export async function GET(request: Request): Promise<NextResponse> {
  try {
    const state = await resolveSession(request.headers);
    if (state.status !== 'signed-in') throw new AppError(401, 'errors.signInRequired');
    const params = new URL(request.url).searchParams;
    const query = historyQuerySchema.safeParse({ symbol: params.get('symbol') ?? '', range: params.get('range') ?? '' });
    if (!query.success) {
      const issue = query.error.issues[0];
      throw new AppError(400, `${String(issue?.path[0] ?? 'query')}: ${messageText(issue?.message ?? 'errors.checkForm')}`);
    }
    const candles = await readStockHistory(state.actor, query.data);
    return NextResponse.json({ symbol: query.data.symbol, range: query.data.range, candles }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return jsonError(error);
  }
}

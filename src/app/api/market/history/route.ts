import { NextResponse } from 'next/server';
import { historyQuerySchema, readStockHistory } from '@/modules/market';
import { requireRouteActor, routeHandler } from '@/server/route-handler';
import { parseInput } from '@/server/validation';

/**
 * GET /api/market/history?symbol=…&range=1h|1d|1w|1m|all → { symbol, range, candles } (decision 012). A bad query
 * is a 400 naming the field in `fieldErrors`.
 */
export const GET = routeHandler(async (request: Request) => {
  const actor = await requireRouteActor(request);
  const params = new URL(request.url).searchParams;
  const query = parseInput(historyQuerySchema, { symbol: params.get('symbol') ?? '', range: params.get('range') ?? '' });
  const candles = await readStockHistory(actor, query);
  return NextResponse.json({ symbol: query.symbol, range: query.range, candles }, { headers: { 'Cache-Control': 'private, no-store' } });
});

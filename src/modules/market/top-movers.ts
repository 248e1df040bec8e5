/** Spec 9: the ticker shows the 25 largest movers. */
export const TICKER_SIZE = 25;

export interface StockPrice {
  symbol: string;
  currentPrice: string | number;
  basePrice: string | number | null | undefined;
}

export interface TickerItem {
  symbol: string;
  /** USD, as stored. */
  price: number;
  /** Percentage change rounded to 2 decimals (spec 9). */
  changePct: number;
  /** Spec 9: green at 0 or more, red otherwise. */
  direction: 'up' | 'down';
}

/** Spec 3: basePrice falls back to 1 (also when it is 0 or unusable, which would divide by zero). */
function baseOf(value: StockPrice['basePrice']): number {
  const base = Number(value);
  return Number.isFinite(base) && base > 0 ? base : 1;
}

export function percentChange(stock: StockPrice): number {
  const base = baseOf(stock.basePrice);
  const raw = ((Number(stock.currentPrice) - base) / base) * 100;
  return Math.round((raw + Number.EPSILON) * 100) / 100;
}

/** The largest absolute percentage changes first; ties in symbol order, so the list is stable. */
export function selectTopMovers(stocks: readonly StockPrice[], size: number = TICKER_SIZE): TickerItem[] {
  return stocks
    .map((stock) => {
      const changePct = percentChange(stock);
      return { symbol: stock.symbol, price: Number(stock.currentPrice), changePct, direction: changePct >= 0 ? ('up' as const) : ('down' as const) };
    })
    .sort((a, b) => Math.abs(b.changePct) - Math.abs(a.changePct) || a.symbol.localeCompare(b.symbol))
    .slice(0, size);
}

/**
 * The fixed, kid-friendly sectors a stock belongs to. Stored as these words in `stocks.sector` ('Other' is
 * the column's default); shown translated through `marketAdmin.sectors.<id>`.
 */
export const STOCK_SECTORS = ['Technology', 'Games', 'Toys', 'Food', 'Shopping', 'Entertainment', 'Travel', 'Money', 'Health', 'Energy', 'Sports', 'Other'] as const;
export type StockSector = (typeof STOCK_SECTORS)[number];

export function isStockSector(value: string): value is StockSector {
  return (STOCK_SECTORS as readonly string[]).includes(value);
}

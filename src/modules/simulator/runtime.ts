// The simulator module's API for code outside Next's request handling (the custom server, the seed, the CLI, tests):
// no 'server-only' anywhere below it (decision 015).
export { hasProfitedSql, hasTradedSql, sectorsHeldSql } from './badge-measures';
// The orders, trades and positions as read models and fragments other modules' statements join (decision 055).
export { orderView, tradeView } from './trading-views';
export { stockPositionCounts } from './stock-positions';
// The tick's fills in memory and the pure trading rules, for the competitions' fills in the engine's tick (decision 065).
export { fillCrossedBook, type CrossedBookOrder } from './fill-book';
export { refusalKey, toTradingSettings } from './trading-rules';

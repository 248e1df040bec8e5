// The market module's API for code outside Next's request handling (the custom server, the seed, the CLI, tests):
// no 'server-only' anywhere below it (decision 015).
export { getMarketEngine } from './engine/market-engine';
export { publishMarket } from './publish-market';
export { getMarketHub } from './market-hub';
export { nextMarketClose } from './market-day';
export { ensureDefaultSimulatorSettings, getSimulatorSettings, parseSimulatorSettings, storeSimulatorSettings } from './settings';
export { getTickerHub } from './ticker-hub';
export { selectTopMovers } from './top-movers';
export { simulatorSettingsJsonSql, stocksView } from './read-models';
export type { SimulatorSettings } from './settings';

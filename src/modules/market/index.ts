import 'server-only';

// The market module's server API (decision 015): stock price history, the market editor and an admin's price change. Its other files are private.
export { historyQuerySchema, readStockHistory } from './history';
export { getMarketEditorPage } from './queries';
export { setStockPrice } from './update-stock-price';
export { simulatorSettingsJsonSql, stocksView } from './read-models';

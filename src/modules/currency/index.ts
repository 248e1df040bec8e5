import 'server-only';

// The currency module's server API (decision 015): exchange rates and the rate a page shows money at. Its other files are private.
export { getDisplayRate, listExchangeRates } from './queries';

import 'server-only';

// The analytics module's server API (decision 038): the back office's analytics and growth figures and their CSV. Its other files are private.
export { analyticsCsv, growthCsv } from './csv';
export { getGrowth, type Growth } from './growth';
export { getAnalytics, type Analytics } from './queries';

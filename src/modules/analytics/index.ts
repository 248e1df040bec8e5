import 'server-only';

// The analytics module's server API (decision 038): the back office's figures and their CSV. Its other files are private.
export { analyticsCsv } from './csv';
export { getAnalytics, type Analytics } from './queries';

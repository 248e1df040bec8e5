import 'server-only';

// The back office's finance (decision 040): the dashboard, its lists and their CSV. Its other files are private.
export { exportFinanceCsv, getFinanceDashboard, FINANCE_PAGE_SIZE, type FinanceDashboard } from './finance';
export { financeFiltersSchema, type FinanceFilters } from './schemas';

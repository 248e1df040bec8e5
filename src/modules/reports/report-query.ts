import type { ReportParams } from './schemas';

/** The query string of a child's report for a period: the page's links, its switcher and its PDF link share it. */
export function reportQuery(childId: string, params: Pick<ReportParams, 'period' | 'from' | 'to'>): string {
  const query = new URLSearchParams({ child: childId, period: params.period });
  if (params.period === 'custom' && params.from && params.to) {
    query.set('from', params.from);
    query.set('to', params.to);
  }
  return query.toString();
}

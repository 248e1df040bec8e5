import 'server-only';
import { getDb } from '@/db/client';
import { assertPlanAllows } from '@/modules/billing';
import { RTL_LOCALES } from '@/i18n/locales';
import type { Translate } from '@/server/errors';
import type { Actor } from '@/server/session-flow';
import { getChildReport } from './queries';
import type { ReportParams } from './schemas';

/**
 * A child's report as a PDF file (decision 028), or null (404) when the child is not the parent's. The renderer is
 * loaded on first use, so pages that only show reports never load it.
 */
export async function getChildReportPdf(actor: Actor, params: ReportParams, viewer: { locale: string; currency: string; t: Translate }): Promise<{ bytes: Buffer; filename: string } | null> {
  await assertPlanAllows(getDb(), actor, 'pdfReports');
  const report = await getChildReport(actor, params, viewer.currency);
  if (!report) return null;
  const { renderReportPdf } = await import('./report-pdf');
  // The document's keys are the reports namespace's (a route handler's translator takes whole keys).
  const t: Translate = (key, values) => viewer.t(`reports.${key}`, values);
  const bytes = await renderReportPdf(report, { t, locale: viewer.locale, direction: RTL_LOCALES.includes(viewer.locale) ? 'rtl' : 'ltr' });
  const name = `${report.child.firstName}-${report.learning.period.from}-${report.learning.period.to}`.replace(/[^\p{L}\p{N}-]+/gu, '-');
  return { bytes, filename: `report-${name}.pdf` };
}

import 'server-only';
import { getDb } from '@/db/client';
import { assertPlanAllows } from '@/modules/billing';
import { drawPdf } from '@/server/pdf-queue';
import type { Actor } from '@/server/session-flow';
import { getChildReport } from './queries';
import type { ReportParams } from './schemas';

/**
 * A child's report as a PDF file (decision 028), or null (404) when the child is not the parent's. It is drawn in
 * the PDF worker, in the parent's turn and within their limit (decision 045); the report itself is read here first,
 * so a child who is not theirs costs no drawing and counts nothing.
 */
export async function getChildReportPdf(actor: Actor, params: ReportParams, viewer: { locale: string; currency: string; signal?: AbortSignal }): Promise<{ bytes: Buffer; filename: string } | null> {
  await assertPlanAllows(getDb(), actor, 'pdfReports');
  const report = await getChildReport(actor, params, viewer);
  if (!report) return null;
  // The document's keys are the reports namespace's.
  const bytes = await drawPdf(actor.id, { document: 'modules/reports/report-pdf', data: report, locale: viewer.locale, namespace: 'reports', signal: viewer.signal });
  const name = `${report.child.firstName}-${report.learning.period.from}-${report.learning.period.to}`.replace(/[^\p{L}\p{N}-]+/gu, '-');
  return { bytes, filename: `report-${name}.pdf` };
}

import 'server-only';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/server/errors';
import { drawPdf } from '@/server/pdf-queue';
import type { Actor } from '@/server/session-flow';
import type { CertificatePdfData } from './certificate-pdf';
import { getCertificates } from './results';

/**
 * One child's certificate of a finished competition as a PDF file, in the child's language (decision 065). Who may
 * have it is checked first (results.ts), so a refusal costs no drawing and counts nothing against the reader's PDF
 * limit; the drawing takes the reader's turn in the PDF worker (decision 045). A child asks for their own without
 * naming themselves.
 */
export async function getCertificatePdf(actor: Actor, input: { competitionId: string; childId?: string }, viewer: { locale: Locale; signal?: AbortSignal }): Promise<{ bytes: Buffer; filename: string }> {
  const set = await getCertificates(actor, input, viewer.locale);
  // Without a name, only when there is one certificate to give (a child's own): a teacher or a parent names the child.
  const certificate = set.certificates.length === 1 ? set.certificates[0] : undefined;
  if (!certificate) throw new AppError(404, 'competitions.errors.notFound');
  const data: CertificatePdfData = { competition: set.competition, rate: set.rate, certificate };
  const bytes = await drawPdf(actor.id, { document: 'modules/competitions/certificate-pdf', data, locale: certificate.locale, namespace: 'competitionResults', signal: viewer.signal });
  const name = `${certificate.name}-${set.competition.name}`.replace(/[^\p{L}\p{N}-]+/gu, '-').slice(0, 80);
  return { bytes, filename: `certificate-${name}.pdf` };
}

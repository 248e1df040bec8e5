import 'server-only';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/server/errors';
import { drawPdf } from '@/server/pdf-queue';
import type { Actor } from '@/server/session-flow';
import type { CertificatePdfData } from './certificate-pdf';
import { getCertificates } from './results';
import type { TeamCertificatePdfData } from './team-certificate-pdf';
import { getTeamCertificates } from './team-certificates';

/** Names and titles in any script, as a file name: letters, digits and dashes, 80 characters at most. */
function fileNamePart(text: string): string {
  return text.replace(/[^\p{L}\p{N}-]+/gu, '-').slice(0, 80);
}

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
  return { bytes, filename: `certificate-${fileNamePart(`${certificate.name}-${set.competition.name}`)}.pdf` };
}

/**
 * One team's certificate of a finished team game as a PDF, in the reader's language (decision 067): who may have it
 * is checked first, as above. A player asks for their own team's without naming it; the teacher or a parent names
 * the team (an entry id) when there is more than one they may read.
 */
export async function getTeamCertificatePdf(actor: Actor, input: { competitionId: string; teamId?: string }, viewer: { locale: Locale; signal?: AbortSignal }): Promise<{ bytes: Buffer; filename: string }> {
  const set = await getTeamCertificates(actor, input, viewer.locale);
  const certificate = set.certificates.length === 1 ? set.certificates[0] : undefined;
  if (!certificate) throw new AppError(404, 'competitions.errors.notFound');
  const data: TeamCertificatePdfData = { competition: set.competition, rate: set.rate, certificate };
  const bytes = await drawPdf(actor.id, { document: 'modules/competitions/team-certificate-pdf', data, locale: set.locale, namespace: 'competitionResults', signal: viewer.signal });
  return { bytes, filename: `certificate-${fileNamePart(`${certificate.name}-${set.competition.name}`)}.pdf` };
}

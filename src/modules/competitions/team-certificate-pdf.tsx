import { View, renderToBuffer } from '@react-pdf/renderer';
import type { DisplayRate } from '@/lib/money';
import type { Translate } from '@/server/errors';
import { BidiText, isolate, isolatingValues } from '@/server/pdf-bidi';
import { registerPdfFont } from '@/server/pdf-font';
import { CertificateFigures, CertificatePage, certificateStyles as styles } from './certificate-pdf';
import { certificateDay, certificateFigures, teamKindSentenceKey } from './certificate-words';
import type { ResultsCompetition } from './results';
import type { TeamCertificate } from './team-certificates';

/*
 * A team's certificate of a finished team game as a PDF (decision 067): the child's certificate's page and look, in
 * the reader's language (a team has none of its own), naming the team and its players. Drawn in the PDF worker
 * (decision 045): no 'server-only', nothing here reads the database.
 */

export interface TeamCertificatePdfData {
  competition: ResultsCompetition;
  rate: DisplayRate;
  certificate: TeamCertificate;
}

function TeamCertificateDocument({ data, text }: { data: TeamCertificatePdfData; text: { t: Translate; locale: string; direction: 'ltr' | 'rtl' } }) {
  const { locale, direction } = text;
  // The team's and players' names, the game's title and dates inside a sentence keep their own order (decision 046);
  // each player's name on its own, so a list of Arabic and Latin names keeps its commas where they belong.
  const t = isolatingValues(text.t, direction);
  const { competition, certificate } = data;
  return (
    <CertificatePage title={text.t('teamCertificate.documentTitle', { team: certificate.name })} locale={locale} direction={direction} heading={t('certificate.title')} lead={t('teamCertificate.awardedTo')} name={certificate.name}>
      <BidiText style={styles.details}>{text.t('teamCertificate.members', { names: certificate.members.map((name) => isolate(name, direction)).join(text.t('teamCertificate.separator')) })}</BidiText>
      <View style={styles.rule} />
      <BidiText style={styles.details}>{t('certificate.forPlaying')}</BidiText>
      <BidiText style={styles.competition}>{competition.name}</BidiText>
      <BidiText style={styles.details}>
        {t('certificate.classAndDates', { className: competition.classNames, start: certificateDay(competition.startsOn, locale), end: certificateDay(competition.endsOn, locale) })}
      </BidiText>
      <CertificateFigures figures={certificateFigures(t, certificate, data.rate, locale)} direction={direction} />
      <BidiText style={styles.kind}>{t(teamKindSentenceKey(certificate), { team: certificate.name })}</BidiText>
    </CertificatePage>
  );
}

/** The team's certificate as PDF bytes. */
export async function renderTeamCertificatePdf(data: TeamCertificatePdfData, text: { t: Translate; locale: string; direction: 'ltr' | 'rtl' }): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(<TeamCertificateDocument data={data} text={text} />);
}

/** What the PDF worker calls for this document (decision 045). */
export const renderPdf = renderTeamCertificatePdf;

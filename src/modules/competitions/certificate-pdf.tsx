import { Document, Page, Polygon, StyleSheet, Svg, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { DisplayRate } from '@/lib/money';
import type { Translate } from '@/server/errors';
import { BidiText, PdfDirectionProvider, isolatingValues, rowDirection } from '@/server/pdf-bidi';
import { PDF_FONT_FAMILY, registerPdfFont } from '@/server/pdf-font';
import { certificateFigures, certificateGameLines, kindSentenceKey, type CertificateFigure } from './certificate-words';
import type { Certificate, ResultsCompetition } from './results';

/*
 * A child's certificate of a finished class competition as a PDF (decision 065): one landscape A4 page in the child's
 * language, in the font every PDF of ours uses (Arabic shaped and laid out right to left, decision 046). Drawn in the
 * PDF worker (decision 045): no 'server-only', nothing here reads the database; it is given the frozen result.
 */

export interface CertificatePdfData {
  competition: ResultsCompetition;
  rate: DisplayRate;
  certificate: Certificate;
}

const NAVY = '#1e3a8a';
const GOLD = '#c8961e';
const INK = '#1f2937';

/** The certificate's look, shared with a team's certificate (team-certificate-pdf.tsx). */
export const certificateStyles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, padding: 22, backgroundColor: '#fffbef', color: INK },
  outer: { flexGrow: 1, borderWidth: 5, borderColor: NAVY, borderRadius: 10, padding: 6 },
  inner: { flexGrow: 1, borderWidth: 1.5, borderColor: GOLD, borderRadius: 6, paddingVertical: 22, paddingHorizontal: 40, alignItems: 'center' },
  stars: { flexDirection: 'row', justifyContent: 'center', marginBottom: 6 },
  brand: { fontSize: 10, color: NAVY, letterSpacing: 2, marginBottom: 4, textAlign: 'center' },
  title: { fontSize: 28, fontWeight: 'bold', color: NAVY, textAlign: 'center' },
  lead: { fontSize: 12, marginTop: 14, color: '#4b5563', textAlign: 'center' },
  name: { fontSize: 32, fontWeight: 'bold', color: '#b45309', marginTop: 6, textAlign: 'center' },
  rule: { width: 260, borderBottomWidth: 1.5, borderBottomColor: GOLD, marginTop: 4, marginBottom: 10 },
  competition: { fontSize: 17, fontWeight: 'bold', color: NAVY, marginTop: 4, textAlign: 'center' },
  details: { fontSize: 11, color: '#4b5563', marginTop: 4, textAlign: 'center' },
  figures: { marginTop: 16, justifyContent: 'center' },
  // Four figures side by side within the landscape page's inner frame.
  figure: { width: 150, marginHorizontal: 6, paddingVertical: 8, paddingHorizontal: 6, borderRadius: 8, backgroundColor: '#eef2ff', alignItems: 'center' },
  figureLabel: { fontSize: 9, color: '#4b5563', textAlign: 'center' },
  figureValue: { fontSize: 15, fontWeight: 'bold', color: NAVY, marginTop: 2, textAlign: 'center' },
  kind: { fontSize: 13, marginTop: 16, maxWidth: 560, textAlign: 'center', lineHeight: 1.4 },
});

const styles = certificateStyles;

/** A five-pointed star, for the border's cheer. */
function Star({ size, color }: { size: number; color: string }) {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 50 : 21;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(50 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    <Svg width={size} height={size} viewBox="0 0 100 100" style={{ marginHorizontal: 3 }}>
      <Polygon points={points} fill={color} />
    </Svg>
  );
}

function CertificateDocument({ data, text }: { data: CertificatePdfData; text: { t: Translate; locale: string; direction: 'ltr' | 'rtl' } }) {
  const { locale, direction } = text;
  // Names, the game's title and dates inside a sentence keep their own order (decision 046).
  const t = isolatingValues(text.t, direction);
  const { competition, certificate } = data;
  const figures = certificateFigures(t, certificate, data.rate, locale);
  const lines = certificateGameLines(t, { kind: competition.kind, className: certificate.className, startsOn: competition.startsOn, endsOn: competition.endsOn }, locale);
  return (
    <CertificatePage title={text.t('certificate.documentTitle', { name: certificate.name })} locale={locale} direction={direction} heading={t('certificate.title')} lead={t('certificate.awardedTo')} name={certificate.name}>
      <View style={styles.rule} />
      <BidiText style={styles.details}>{lines.forPlaying}</BidiText>
      {certificate.team ? <BidiText style={styles.details}>{t('certificate.team', { team: certificate.team.name, names: certificate.team.names })}</BidiText> : null}
      <BidiText style={styles.competition}>{competition.name}</BidiText>
      <BidiText style={styles.details}>{lines.where}</BidiText>
      <CertificateFigures figures={figures} direction={direction} />
      <BidiText style={styles.kind}>{t(kindSentenceKey(certificate), { name: certificate.firstName || certificate.name })}</BidiText>
    </CertificatePage>
  );
}

/** One landscape page in its frame with the crest, the title, whom it is awarded to and their name; the rest is `children`. */
export function CertificatePage(props: { title: string; locale: string; direction: 'ltr' | 'rtl'; heading: string; lead: string; name: string; children: ReactNode }) {
  return (
    <Document title={props.title} author="Academy" language={props.locale}>
      <PdfDirectionProvider value={props.direction}>
        <Page size="A4" orientation="landscape" style={styles.page}>
          <View style={styles.outer}>
            <View style={styles.inner}>
              <CertificateCrest />
              <BidiText style={styles.title}>{props.heading}</BidiText>
              <BidiText style={styles.lead}>{props.lead}</BidiText>
              <BidiText style={styles.name}>{props.name}</BidiText>
              {props.children}
            </View>
          </View>
        </Page>
      </PdfDirectionProvider>
    </Document>
  );
}

/** The three stars and the brand over a certificate's title. */
function CertificateCrest() {
  return (
    <>
      <View style={styles.stars}>
        <Star size={16} color={GOLD} />
        <Star size={22} color={GOLD} />
        <Star size={16} color={GOLD} />
      </View>
      <BidiText style={styles.brand}>ACADEMY</BidiText>
    </>
  );
}

/** The figures in a row, from the start of the line in the certificate's direction. */
export function CertificateFigures({ figures, direction }: { figures: CertificateFigure[]; direction: 'ltr' | 'rtl' }) {
  return (
    <View style={[styles.figures, { flexDirection: rowDirection(direction) }]}>
      {figures.map(({ label, value, note }) => (
        <View key={label} style={styles.figure}>
          <BidiText style={styles.figureLabel}>{label}</BidiText>
          <BidiText style={styles.figureValue}>{value}</BidiText>
          {note ? <BidiText style={styles.figureLabel}>{note}</BidiText> : null}
        </View>
      ))}
    </View>
  );
}

/** The certificate as PDF bytes. */
export async function renderCertificatePdf(data: CertificatePdfData, text: { t: Translate; locale: string; direction: 'ltr' | 'rtl' }): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(<CertificateDocument data={data} text={text} />);
}

/** What the PDF worker calls for this document (decision 045). */
export const renderPdf = renderCertificatePdf;

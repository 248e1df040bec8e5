import { Document, Page, StyleSheet, View, renderToBuffer } from '@react-pdf/renderer';
import { formatMinor } from '@/lib/money';
import type { Translate } from '@/server/errors';
import { BidiText, PdfDirectionProvider, isolatingValues, rowDirection } from '@/server/pdf-bidi';
import { PDF_FONT_FAMILY, registerPdfFont } from '@/server/pdf-font';
import type { InvoiceView } from './invoices';

/*
 * An invoice as a PDF (decision 040), drawn from the same record the printable page shows, in the PDF worker
 * (server/pdf-queue.ts, decision 045): no 'server-only', which throws in plain Node; nothing here reads the database.
 */

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 10, padding: 40, color: '#111' },
  brand: { fontSize: 16, fontWeight: 'bold' },
  title: { fontSize: 20, fontWeight: 'bold', marginTop: 16 },
  muted: { color: '#555' },
  block: { marginTop: 16 },
  label: { fontSize: 8, color: '#555', marginBottom: 2 },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 6, borderBottomWidth: 0.5, borderBottomColor: '#ccc' },
  total: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 8, fontWeight: 'bold', fontSize: 12 },
});

export interface InvoiceText {
  /** Translates keys of the `plans` namespace. */
  t: Translate;
  locale: string;
  direction: 'ltr' | 'rtl';
}

const day = (date: Date, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function InvoiceDocument({ invoice, text }: { invoice: InvoiceView; text: InvoiceText }) {
  const { locale, direction } = text;
  // The number, names and dates inside a sentence keep their own order (decision 046).
  const t = isolatingValues(text.t, direction);
  const align = direction === 'rtl' ? 'right' : 'left';
  // A row's description at the start (the right in Arabic), its amount at the end.
  const row = { flexDirection: rowDirection(direction) };
  const amount = formatMinor(invoice.amountMinor, invoice.currency, locale);
  return (
    <Document title={text.t('invoice.title', { number: invoice.number })} author="Academy" language={locale}>
      <PdfDirectionProvider value={direction}>
        <Page size="A4" style={[styles.page, { textAlign: align }]}>
          <BidiText style={styles.brand}>Academy</BidiText>
          <BidiText style={styles.title}>{t('invoice.title', { number: invoice.number })}</BidiText>
          <BidiText style={styles.muted}>{t(`invoice.status.${invoice.status}`)}</BidiText>
          <View style={styles.block}>
            <BidiText style={styles.label}>{t('invoice.billedTo')}</BidiText>
            <BidiText>{invoice.billedName}</BidiText>
            <BidiText>{invoice.billedEmail}</BidiText>
          </View>
          <View style={styles.block}>
            <BidiText>{t('invoice.issued', { date: day(invoice.issuedAt, locale) })}</BidiText>
            <BidiText>{t('invoice.due', { date: day(invoice.dueAt, locale) })}</BidiText>
            {invoice.paidAt ? <BidiText>{t('invoice.paidOn', { date: day(invoice.paidAt, locale) })}</BidiText> : null}
          </View>
          <View style={styles.block}>
            <View style={[styles.row, row]}>
              <BidiText>{t('invoice.line', { plan: t(`names.${invoice.plan}`), period: t(`periods.${invoice.period}`) })}</BidiText>
              <BidiText>{amount}</BidiText>
            </View>
            <BidiText style={styles.muted}>{t('invoice.coverage', { from: day(invoice.periodStart, locale), to: day(invoice.periodEnd, locale) })}</BidiText>
            <View style={[styles.total, row]}>
              <BidiText>{t('invoice.total')}</BidiText>
              <BidiText>{amount}</BidiText>
            </View>
          </View>
          {invoice.status === 'open' && invoice.provider === 'manual' ? (
            <View style={styles.block}>
              <BidiText>{t('invoice.payByTransfer', { number: invoice.number })}</BidiText>
              {invoice.transferDetails.map((line) => (
                <BidiText key={line}>{line}</BidiText>
              ))}
            </View>
          ) : null}
        </Page>
      </PdfDirectionProvider>
    </Document>
  );
}

export async function renderInvoicePdf(invoice: InvoiceView, text: InvoiceText): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(<InvoiceDocument invoice={invoice} text={text} />);
}

/** What the PDF worker calls for this document (decision 045). */
export const renderPdf = renderInvoicePdf;

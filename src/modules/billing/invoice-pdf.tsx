import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatMinor } from '@/lib/money';
import type { Translate } from '@/server/errors';
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
  const { t, locale, direction } = text;
  const align = direction === 'rtl' ? 'right' : 'left';
  const amount = formatMinor(invoice.amountMinor, invoice.currency, locale);
  return (
    <Document title={t('invoice.title', { number: invoice.number })} author="Academy" language={locale}>
      <Page size="A4" style={[styles.page, { textAlign: align }]}>
        <Text style={styles.brand}>Academy</Text>
        <Text style={styles.title}>{t('invoice.title', { number: invoice.number })}</Text>
        <Text style={styles.muted}>{t(`invoice.status.${invoice.status}`)}</Text>
        <View style={styles.block}>
          <Text style={styles.label}>{t('invoice.billedTo')}</Text>
          <Text>{invoice.billedName}</Text>
          <Text>{invoice.billedEmail}</Text>
        </View>
        <View style={styles.block}>
          <Text>{t('invoice.issued', { date: day(invoice.issuedAt, locale) })}</Text>
          <Text>{t('invoice.due', { date: day(invoice.dueAt, locale) })}</Text>
          {invoice.paidAt ? <Text>{t('invoice.paidOn', { date: day(invoice.paidAt, locale) })}</Text> : null}
        </View>
        <View style={styles.block}>
          <View style={styles.row}>
            <Text>{t('invoice.line', { plan: t(`names.${invoice.plan}`), period: t(`periods.${invoice.period}`) })}</Text>
            <Text>{amount}</Text>
          </View>
          <Text style={styles.muted}>{t('invoice.coverage', { from: day(invoice.periodStart, locale), to: day(invoice.periodEnd, locale) })}</Text>
          <View style={styles.total}>
            <Text>{t('invoice.total')}</Text>
            <Text>{amount}</Text>
          </View>
        </View>
        {invoice.status === 'open' && invoice.provider === 'manual' ? (
          <View style={styles.block}>
            <Text>{t('invoice.payByTransfer', { number: invoice.number })}</Text>
            {invoice.transferDetails.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

export async function renderInvoicePdf(invoice: InvoiceView, text: InvoiceText): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(<InvoiceDocument invoice={invoice} text={text} />);
}

/** What the PDF worker calls for this document (decision 045). */
export const renderPdf = renderInvoicePdf;

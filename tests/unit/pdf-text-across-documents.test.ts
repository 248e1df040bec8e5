import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { renderCertificatePdf, type CertificatePdfData } from '@/modules/competitions/certificate-pdf';
import type { Translate } from '@/server/errors';
import { translatorOver } from '@/server/translator';
import { compactText, pdftotextLines } from '../support/pdf-text';

/*
 * The PDF worker (decision 045) draws document after document in one process, with one parsed font. What a reader's
 * tools read from a PDF (its text layer: a screen reader, a copy-paste, pdftotext) must not depend on which documents
 * were drawn before it. An Arabic letter's shape drawn as part of another letter's in an earlier document (ح inside
 * خ and ج, the end of ه inside ة) used to lose its letter: "ليلى حداد" read back as "ليلى داد".
 */

async function arabicTranslator(): Promise<Translate> {
  const translate = translatorOver('ar', { competitionResults: (await loadMessages('ar')).competitionResults });
  return (key, values) => translate(`competitionResults.${key}`, values);
}

function certificate(name: string): CertificatePdfData {
  return {
    competition: { id: '0c9d1f7a-5b2e-4a8c-9d3f-6e1a2b3c4d5e', name: 'لعبة الخريف', startsOn: '2026-11-02', endsOn: '2026-11-27', kind: 'class', classNames: 'الرياضيات', currency: 'EUR', startingCash: '5000.0000' },
    rate: { currency: 'EUR', ratePerUsd: '0.9', asOf: '2026-11-27' },
    certificate: { childId: 'child', name, firstName: name.split(' ')[0]!, locale: 'ar', direction: 'rtl', className: 'الرياضيات', rank: 1, entries: 9, value: '5200.0000', diversification: '2.10', diversificationRank: 2, stocksHeld: 3, riskAdjusted: null, riskAdjustedRank: null, steadyEntries: 0, team: null },
  };
}

/** Names whose letters share drawn shapes: خ and ج are drawn over ح's, ة over ه's end. */
const NAMES = ['خالد جابر', 'ليلى حداد', 'نجيب خوري', 'حسن عبد الله', 'فاطمة حجازي', 'ليلى حداد'];

describe('Arabic PDFs drawn one after another in one process', () => {
  it("each certificate's text layer reads its own child's name, whatever was drawn before", { timeout: 120_000 }, async () => {
    const t = await arabicTranslator();
    for (let round = 1; round <= 2; round++) {
      for (const name of NAMES) {
        const lines = pdftotextLines(await renderCertificatePdf(certificate(name), { t, locale: 'ar', direction: 'rtl' }));
        expect.soft(lines, `round ${round}: ${name}`).toContain(compactText(name));
        expect.soft(lines, `round ${round}: ${name}`).toContain(compactText('شهادة تقدير'));
      }
    }
  });
});

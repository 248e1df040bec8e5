import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/server/errors';
import { translatorOver } from '@/server/translator';
import { compactText, pdfInfo, pdftotextLines } from '../../../tests/support/pdf-text';
import { renderCertificatePdf, type CertificatePdfData } from './certificate-pdf';

/*
 * A child's certificate as PDF (decision 065), drawn as the PDF worker draws it (the same translator over the same
 * messages) and read back with poppler's pdftotext: the child's name, the game, the ranks, in English and in Arabic
 * (right to left, decision 046).
 */

async function translator(locale: Locale): Promise<Translate> {
  const translate = translatorOver(locale, { competitionResults: (await loadMessages(locale)).competitionResults });
  return (key, values) => translate(`competitionResults.${key}`, values);
}

function data(name: string, firstName: string, locale: Locale): CertificatePdfData {
  return {
    competition: { id: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f', name: 'Autumn game', startsOn: '2026-11-02', endsOn: '2026-11-27', classNames: 'Maths', currency: 'EUR', startingCash: '5000.0000' },
    rate: { currency: 'EUR', ratePerUsd: '0.9', asOf: '2026-11-27' },
    certificate: { childId: 'child', name, firstName, locale, direction: locale === 'ar' ? 'rtl' : 'ltr', className: 'Maths', rank: 2, entries: 12, value: '5499.0000', diversification: '1.95', diversificationRank: 1, stocksHeld: 2, team: null },
  };
}

const draw = async (name: string, firstName: string, locale: Locale) => renderCertificatePdf(data(name, firstName, locale), { t: await translator(locale), locale, direction: locale === 'ar' ? 'rtl' : 'ltr' });

describe('a certificate as PDF', () => {
  it('in English: the name, the game, the ranks out of the players and a kind sentence', async () => {
    const pdf = Buffer.from(await draw('Maya Khan', 'Maya', 'en'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdftotextLines(pdf);
    expect(lines).toContain('MayaKhan');
    expect(lines).toContain('CertificateofAchievement');
    expect(lines).toContain('Autumngame');
    expect(lines.join('\n')).toContain(compactText('2 of 12'));
    expect(lines.join('\n')).toContain(compactText('1 of 12'));
    expect(lines.join('\n')).toContain(compactText('€4,949.10'));
    // Second place: the podium's sentence, with the child's first name.
    expect(lines.join('')).toContain(compactText('On the podium! Maya,'));
    expect(pdfInfo(pdf).Title).toBe('Certificate of Maya Khan');
    expect(pdfInfo(pdf).Pages).toBe('1');
  });

  it('in Arabic, right to left: the Arabic name and title read back in order, a Latin game name kept whole', async () => {
    const pdf = Buffer.from(await draw('ليلى حداد', 'ليلى', 'ar'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Lang (ar)');
    const lines = pdftotextLines(pdf);
    expect(lines).toContain(compactText('ليلى حداد'));
    expect(lines).toContain(compactText('شهادة تقدير'));
    expect(lines).toContain('Autumngame');
    expect(lines).toContain(compactText('2 من 12'));
  });
});

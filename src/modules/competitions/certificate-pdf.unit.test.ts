import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/server/errors';
import { translatorOver } from '@/server/translator';
import { compactText, pdfInfo, pdftotextLines } from '../../../tests/support/pdf-text';
import { renderCertificatePdf, type CertificatePdfData } from './certificate-pdf';
import { renderTeamCertificatePdf, type TeamCertificatePdfData } from './team-certificate-pdf';

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
    competition: { id: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f', name: 'Autumn game', startsOn: '2026-11-02', endsOn: '2026-11-27', kind: 'class', classNames: 'Maths', currency: 'EUR', startingCash: '5000.0000' },
    rate: { currency: 'EUR', ratePerUsd: '0.9', asOf: '2026-11-27' },
    certificate: { childId: 'child', name, firstName, locale, direction: locale === 'ar' ? 'rtl' : 'ltr', className: 'Maths', rank: 2, entries: 12, value: '5499.0000', diversification: '1.95', diversificationRank: 1, stocksHeld: 2, riskAdjusted: '0.421', riskAdjustedRank: 3, steadyEntries: 11, team: null },
  };
}

function teamData(name: string, members: string[], steady: boolean): TeamCertificatePdfData {
  const { competition, rate } = data('', '', 'en');
  const steadiness = steady ? { riskAdjusted: '1.875', riskAdjustedRank: 1, steadyEntries: 2 } : { riskAdjusted: null, riskAdjustedRank: null, steadyEntries: 0 };
  return { competition, rate, certificate: { entryId: 'team', name, members, rank: 1, entries: 2, value: '10400.0000', diversification: '1.00', diversificationRank: 2, stocksHeld: 1, ...steadiness } };
}

const drawTeam = async (locale: Locale, name: string, members: string[], steady: boolean) =>
  renderTeamCertificatePdf(teamData(name, members, steady), { t: await translator(locale), locale, direction: locale === 'ar' ? 'rtl' : 'ltr' });

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
    // The steadiness score (decision 072) with its rank among the players who have one.
    expect(lines).toContain(compactText('Rank by steadiness'));
    expect(lines.join('\n')).toContain(compactText('3 of 11'));
    expect(lines).toContain(compactText('score 0.42'));
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

/*
 * A team's certificate (decision 067): in the reader's language, naming the team and its players, its rank by worth,
 * its final value in the competition's currency written as the reader's language writes money, and its steadiness
 * score or "not yet".
 */
describe("a team's certificate as PDF", () => {
  it('in English: the team, its players, first by worth, the value in euros, the steadiness score and its rank', async () => {
    const pdf = Buffer.from(await drawTeam('en', 'Brave Otters', ['Alba T.', 'Bruno T.'], true));
    const lines = pdftotextLines(pdf);
    const text = lines.join('\n');
    expect(lines).toContain('BraveOtters');
    expect(lines).toContain(compactText('This certificate is proudly awarded to the team'));
    expect(text).toContain(compactText('Players: Alba T., Bruno T.'));
    expect(lines).toContain('Autumngame');
    expect(text).toContain(compactText('Rank by portfolio value'));
    expect(text).toContain(compactText('1 of 2'));
    expect(text).toContain(compactText('€9,360.00'));
    expect(lines).toContain(compactText('score 1.88'));
    expect(lines.join('')).toContain(compactText('First place! Together, the Brave Otters'));
    expect(pdfInfo(pdf).Title).toBe('Certificate of the Brave Otters');
    expect(pdfInfo(pdf).Pages).toBe('1');
  });

  it('in French: money written the French way, and "not yet" for a game too short to score steadiness', async () => {
    const lines = pdftotextLines(Buffer.from(await drawTeam('fr', 'Loutres courageuses', ['Alba T.', 'Bruno T.'], false)));
    const text = lines.join('\n');
    expect(lines).toContain(compactText('Loutres courageuses'));
    expect(text).toContain(compactText('Joueurs : Alba T., Bruno T.'));
    expect(text).toContain(compactText('1 sur 2'));
    expect(text).toContain(compactText('9 360,00 €'));
    expect(text).toContain(compactText('Classement par régularité'));
    expect(text).toContain(compactText('Pas encore'));
    expect(text).not.toContain('score');
  });

  it('in Arabic, right to left: the team, its players, the value and the steadiness in Arabic words', async () => {
    const pdf = Buffer.from(await drawTeam('ar', 'ثعالب الماء الشجاعة', ['ليلى ح.', 'Bruno T.'], true));
    expect(pdf.toString('latin1')).toContain('/Lang (ar)');
    const lines = pdftotextLines(pdf);
    const text = lines.join('\n');
    expect(lines).toContain(compactText('ثعالب الماء الشجاعة'));
    expect(text).toContain(compactText('تُمنح هذه الشهادة بكل فخر إلى فريق'));
    // Both players named (pdftotext moves the neutral dots and commas of a mixed-script line about).
    expect(text).toContain('ليلىح');
    expect(text).toContain('BrunoT');
    expect(text).toContain(compactText('الترتيب حسب الثبات'));
    expect(text).toContain(compactText('1 من 2'));
    expect(lines).toContain(compactText('الدرجة 1.88'));
    expect(text).toContain('9,360.00');
  });
});

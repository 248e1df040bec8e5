import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { renderInvoicePdf } from '@/modules/billing/invoice-pdf';
import type { InvoiceView } from '@/modules/billing/invoices';
import type { ChildReport } from '@/modules/reports/queries';
import { renderReportPdf } from '@/modules/reports/report-pdf';
import type { Translate } from '@/server/errors';
import { translatorOver } from '@/server/translator';
import { compactText, pdfInfo, pdftotextLines, pdfWords, type PdfWord } from '../support/pdf-text';

/*
 * Decision 046: an Arabic PDF reads right to left. Each document is drawn as the PDF worker draws it (the same
 * translator over the same messages) and read back with poppler's pdftotext, as a reader's tools read it: numbers
 * and dates inside Arabic sentences in their order, a sentence's full stop at its end, and a table's first column
 * on the right. English stays as it was.
 */

const DAY = new Date('2026-11-26T12:00:00Z');

async function translator(locale: Locale, namespace: 'reports' | 'plans'): Promise<Translate> {
  const translate = translatorOver(locale, { [namespace]: (await loadMessages(locale))[namespace] });
  return (key, values) => translate(`${namespace}.${key}`, values);
}

const direction = (locale: Locale) => (locale === 'ar' ? ('rtl' as const) : ('ltr' as const));

/** One child's month: learned on 1 of 4 days, one lesson with 1 of 4 answers right, two skills, one badge, a portfolio. */
const report: ChildReport = {
  child: { id: 'child', name: 'Maya Khan', firstName: 'Maya', avatarSeed: 'maya', avatarVariant: 'adventurer' },
  rate: { currency: 'EUR', ratePerUsd: '0.9', asOf: '2026-11-26' },
  insights: { wentWell: [{ key: 'activeDays', values: { count: 1, days: 4 } }], practise: [{ key: 'retryLesson', values: { lesson: 'Lesson 1', correct: 1, total: 4 } }] },
  skills: {
    skills: [
      { slug: 'saving-goals', name: { en: 'Saving for a goal', fr: 'Épargner pour un objectif', ar: 'الادّخار من أجل هدف' }, level: 'mastered', met: 4, right: 4 },
      { slug: 'needs-and-wants', name: { en: 'Needs and wants', fr: 'Besoins et envies', ar: 'الحاجات والرغبات' }, level: 'familiar', met: 4, right: 3 },
    ],
    notStarted: 30,
  },
  simulator: { totalValue: '1234.50', startingCash: '1000.00', returnPct: 2.5, periodTrades: 3, allTrades: 7, holdings: 2, sectors: 1, largestHoldingPct: 60, largestHolding: 'ACME', leaderboardVisible: true },
  learning: {
    period: { kind: 'custom', from: '2026-11-23', to: '2026-11-26' },
    timeZone: 'Europe/Paris',
    dailyGoalXp: 20,
    xpByDay: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((day) => ({ day, xp: day === '2026-11-26' ? 30 : 0 })),
    periodXp: 30,
    totalXp: 120,
    level: { level: 2, xp: 120, levelStart: 100, nextLevelAt: 300, progress: 0.1 },
    lessonsCompleted: 1,
    completions: 1,
    lessons: [{ lessonId: 1, lessonTitle: 'Lesson 1', courseTitle: 'Money basics', correct: 1, total: 4, completedAt: DAY, perfect: false }],
    coursesCompleted: [],
    accuracyByCourse: [],
    accuracyByKind: [],
    activeDays: ['2026-11-26'],
    shieldedDays: [],
    streak: { current: 1, longest: 3 },
    badges: [{ name: 'First steps', iconEmoji: null, awardedAt: DAY }],
  },
};

const invoice: InvoiceView = {
  id: 1,
  number: 'AC-2026-000042',
  userId: 'parent',
  subscriptionId: null,
  billedName: 'Priya Parent',
  billedEmail: 'priya@example.com',
  plan: 'family',
  period: 'month',
  currency: 'EUR',
  amountMinor: 999,
  status: 'open',
  provider: 'manual',
  providerRef: null,
  periodStart: DAY,
  periodEnd: new Date('2026-12-26T12:00:00Z'),
  issuedAt: DAY,
  dueAt: DAY,
  paidAt: null,
  refundedAt: null,
  transferDetails: ['Academy SARL'],
};

const reportPdf = async (locale: Locale) => renderReportPdf(report, { t: await translator(locale, 'reports'), locale, direction: direction(locale) });
const invoicePdf = async (locale: Locale) => renderInvoicePdf(invoice, { t: await translator(locale, 'plans'), locale, direction: direction(locale) });

/** The word poppler found, in the order its letters are drawn (an Arabic word's are drawn right to left). */
function drawnWord(words: PdfWord[], text: string): PdfWord {
  const found = words.filter((word) => word.text === text || word.text === Array.from(text).reverse().join(''));
  expect(found.map((word) => word.text), `the word "${text}" drawn once`).toHaveLength(1);
  return found[0]!;
}

/** The amount (9.99, with or without its €) drawn on the same line as `word`. */
function amountBeside(words: PdfWord[], word: PdfWord): PdfWord {
  const amount = words.find((candidate) => candidate.text.includes('9.99') && Math.abs(candidate.yMin - word.yMin) < 4);
  expect(amount, `an amount on the line of "${word.text}"`).toBeDefined();
  return amount!;
}

describe('an Arabic report as PDF', () => {
  it('reads back in reading order: "1 من 4", the date whole, the full stop at the end of the sentence', async () => {
    const lines = pdftotextLines(await reportPdf('ar'));
    // The days-learning figure, {active} من {days}: drawn "1 4 من" when laid out left to right.
    expect(lines).toContain(compactText('1 من 4'));
    // The bullet first, the full stop last (it was drawn at the start of the line).
    expect(lines).toContain(compactText('• تعلّم في 1 من 4 يومًا.'));
    // Lesson 1's score and day: "1 من 4 صحيحة · 26/11/2026", which pdftotext gives the date as drawn, year leftmost.
    expect(lines).toContain(compactText('1 من 4 صحيحة · 2026/11/26'));
    // The badge's day alone on its line (it was "262026/11/").
    expect(lines).toContain('2026/11/26');
    expect(lines.join('\n')).not.toContain('262026/11/');
  });

  it('lists each skill right to left: its name on the right, its level and score on the left, the score in reading order', async () => {
    const pdf = await reportPdf('ar');
    expect(pdftotextLines(pdf)).toContain(compactText('إلمام · 3 من 4 صحيحة'));
    const words = pdfWords(pdf);
    const name = drawnWord(words, 'والرغبات');
    const level = drawnWord(words, 'إلمام');
    expect(Math.abs(level.yMin - name.yMin)).toBeLessThan(4);
    expect(name.xMin).toBeGreaterThan(level.xMax);
  });

  it('says its language and title', async () => {
    const pdf = Buffer.from(await reportPdf('ar'));
    expect(pdf.toString('latin1')).toContain('/Lang (ar)');
    expect(pdf.toString('latin1')).toContain('/DisplayDocTitle true');
    expect(pdfInfo(pdf).Title).toBe('تقرير التعلّم: Maya Khan');
  });
});

describe('an Arabic invoice as PDF', () => {
  it('is mirrored: each row starts on the right (description, then its amount on the left)', async () => {
    const words = pdfWords(await invoicePdf('ar'));
    const total = drawnWord(words, 'المجموع');
    expect(total.xMin).toBeGreaterThan(amountBeside(words, total).xMax);
    const plan = drawnWord(words, 'العائلة');
    expect(plan.xMin).toBeGreaterThan(amountBeside(words, plan).xMax);
  });

  it('reads back in reading order, and says its language and title', async () => {
    const pdf = Buffer.from(await invoicePdf('ar'));
    const lines = pdftotextLines(pdf);
    expect(lines).toContain(compactText('ادفع بتحويل بنكي، واذكر AC-2026-000042 مرجعًا للتحويل.'));
    expect(lines).toContain(compactText('صدرت في 26 نوفمبر 2026'));
    expect(pdf.toString('latin1')).toContain('/Lang (ar)');
    expect(pdfInfo(pdf).Title).toBe('الفاتورة AC-2026-000042');
  });
});

describe('English PDFs', () => {
  it('still read left to right: the invoice row starts on the left, sentences as written', async () => {
    const words = pdfWords(await invoicePdf('en'));
    const total = drawnWord(words, 'Total');
    expect(total.xMax).toBeLessThan(amountBeside(words, total).xMin);
    const lines = pdftotextLines(await reportPdf('en'));
    expect(lines).toContain(compactText('• Learned on 1 of 4 days.'));
    expect(lines).toContain(compactText('Learning report: Maya Khan'));
    expect(lines).toContain(compactText('Needs and wants'));
    expect(lines).toContain(compactText('Familiar · 3 of 4 right'));
  });
});

import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { Certificate, CertificateSet } from '../results';
import type { TeamCertificate, TeamCertificateSet } from '../team-certificates';
import { inClientIntl } from '../../../../tests/support/client-intl';

const MESSAGES = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const))) as Record<Locale, Record<string, unknown>>;

// The page's own words come from next-intl/server, in the reader's language; each certificate's from its child's.
const current: { locale: Locale; errors: string[] } = { locale: 'en', errors: [] };
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) =>
    createTranslator({ locale: current.locale, messages: MESSAGES[current.locale], namespace: namespace as never, onError: (error) => current.errors.push(error.message) }),
  getLocale: async () => current.locale,
}));

const { CertificatesScreen } = await import('./certificates-screen');
const { TeamCertificatesScreen } = await import('./team-certificates-screen');

const certificate = (overrides: Partial<Certificate>): Certificate => ({
  childId: 'ada',
  name: 'Ada Learner',
  firstName: 'Ada',
  locale: 'en',
  direction: 'ltr',
  className: 'Maths 4B',
  rank: 1,
  entries: 2,
  value: '10500.0000',
  diversification: '1.95',
  diversificationRank: 1,
  stocksHeld: 2,
  riskAdjusted: null,
  riskAdjustedRank: null,
  steadyEntries: 0,
  team: null,
  ...overrides,
});

function set(reader: CertificateSet['reader'], certificates: Certificate[]): CertificateSet {
  return {
    competition: { id: '00000000-0000-4000-8000-000000000065', name: 'Spring game', startsOn: '2030-03-01', endsOn: '2030-03-31', kind: 'class', classNames: 'Maths 4B', currency: 'EUR', startingCash: '10000.0000' },
    reader,
    rate: { currency: 'EUR', ratePerUsd: '0.92000000', asOf: '2026-11-20' },
    certificates,
  };
}

async function render(locale: Locale, value: CertificateSet): Promise<string> {
  current.locale = locale;
  const tree = createElement(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: 'UTC', children: inClientIntl({ locale, messages: MESSAGES[locale], children: await CertificatesScreen({ set: value }) }) });
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe('the certificates page', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the teacher's page has every certificate, each in its child's language and direction, and the class summary`, async () => {
      current.errors = [];
      const html = await render(locale, set('teacher', [certificate({}), certificate({ childId: 'ben', name: 'بن خالد', firstName: 'بن', locale: 'ar', direction: 'rtl', rank: 2, diversificationRank: 2, stocksHeld: 0 })]));
      expect(current.errors).toEqual([]);
      expect(html).toContain('<article lang="en" dir="ltr"');
      expect(html).toContain('<article lang="ar" dir="rtl"');
      expect(html).toContain('Certificate of Achievement');
      expect(html).toContain('شهادة تقدير');
      // Ada won: the first place's sentence; Ben, second, the podium's; amounts in the game's currency.
      expect(html).toContain('First place! Ada,');
      expect(html).toContain('على منصة الفائزين');
      expect(html).toContain('€9,660.00');
      expect(html).toContain('href="/competitions/00000000-0000-4000-8000-000000000065/summary"');
      expect(html).toContain('href="/competitions/00000000-0000-4000-8000-000000000065/certificates/pdf?child=ben"');
      expect(html).toContain('href="/competitions/00000000-0000-4000-8000-000000000065"');
    });
  }

  it("a parent's page leads back to the child's progress, with no class summary", async () => {
    current.errors = [];
    const html = await render('fr', set('parent', [certificate({ locale: 'fr' })]));
    expect(current.errors).toEqual([]);
    expect(html).toContain('href="/progress?child=ada"');
    expect(html).toContain('Diplôme de réussite');
    expect(html).toContain('Imprimer le diplôme');
    expect(html).not.toContain('/summary');
  });

  it('a family game’s certificate names the family game, not a class, in each child’s language (decision 074)', async () => {
    current.errors = [];
    const family = set('teacher', [certificate({ className: '' }), certificate({ childId: 'ben', name: 'بن خالد', firstName: 'بن', locale: 'ar', direction: 'rtl', rank: 2, className: '' })]);
    const html = await render('fr', { ...family, competition: { ...family.competition, kind: 'family', classNames: '' } });
    expect(current.errors).toEqual([]);
    expect(html).toContain('for taking part in the family stock-market game');
    expect(html).toContain('Family game · March 1, 2030 – March 31, 2030');
    expect(html).toContain('تقديرًا للمشاركة في لعبة البورصة العائلية');
    expect(html).not.toContain('class stock-market game');
  });

  it("a team player's certificate names their team and its players (decision 067)", async () => {
    current.errors = [];
    const html = await render('en', set('child', [certificate({ team: { name: 'Brave Otters', names: 'Ada, Cleo' } })]));
    expect(current.errors).toEqual([]);
    expect(html).toContain('as a member of the team Brave Otters (Ada, Cleo)');
    // The team's own certificate is one link away.
    expect(html).toContain('href="/competitions/00000000-0000-4000-8000-000000000065/certificates/teams"');
  });

  it('a certificate shows the steadiness score and its rank (decision 072), or "not yet" for a game too short', async () => {
    current.errors = [];
    const html = await render('en', set('teacher', [certificate({ riskAdjusted: '0.421', riskAdjustedRank: 1, steadyEntries: 1 }), certificate({ childId: 'ben', rank: 2 })]));
    expect(current.errors).toEqual([]);
    expect(html).toContain('Rank by steadiness');
    expect(html).toContain('score 0.42');
    expect(html).toContain('>1 of 1<');
    expect(html).toContain('>Not yet<');
    // No team in this game: no team certificates to offer.
    expect(html).not.toContain('/certificates/teams');
  });
});

function teamSet(locale: Locale, reader: TeamCertificateSet['reader'], certificates: TeamCertificate[]): TeamCertificateSet {
  const { competition, rate } = set('teacher', []);
  return { competition, reader, rate, locale, direction: locale === 'ar' ? 'rtl' : 'ltr', certificates };
}

const team = (overrides: Partial<TeamCertificate>): TeamCertificate => ({
  entryId: '00000000-0000-4000-8000-0000000000e1',
  name: 'Brave Otters',
  members: ['Alba T.', 'Bruno T.'],
  rank: 1,
  entries: 2,
  value: '10400.0000',
  diversification: '1.00',
  diversificationRank: 2,
  stocksHeld: 1,
  riskAdjusted: '1.875',
  riskAdjustedRank: 1,
  steadyEntries: 2,
  ...overrides,
});

async function renderTeams(value: TeamCertificateSet): Promise<string> {
  current.locale = value.locale;
  const tree = createElement(NextIntlClientProvider, { locale: value.locale, messages: MESSAGES[value.locale], timeZone: 'UTC', children: inClientIntl({ locale: value.locale, messages: MESSAGES[value.locale], children: await TeamCertificatesScreen({ set: value }) }) });
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe("the team certificates page (decision 067), in the reader's language", () => {
  const words = {
    en: { title: 'Team certificates · Spring game', lead: 'This certificate is proudly awarded to the team', players: 'Players: \u2068Alba T.\u2069, \u2068Bruno T.\u2069', value: '€9,568.00', score: 'score 1.88', notYet: 'Not yet' },
    fr: { title: 'Certificats d’équipe · Spring game', lead: 'Ce certificat est fièrement décerné à l’équipe', players: 'Joueurs : \u2068Alba T.\u2069, \u2068Bruno T.\u2069', value: '9\u202f568,00\u00a0€', score: 'score 1,88', notYet: 'Pas encore' },
    ar: { title: 'شهادات الفرق · Spring game', lead: 'تُمنح هذه الشهادة بكل فخر إلى فريق', players: 'اللاعبون: \u2068Alba T.\u2069، \u2068Bruno T.\u2069', value: '9,568.00', score: 'الدرجة 1.88', notYet: 'ليس بعد' },
  } as const;
  for (const locale of LOCALES) {
    it(`${locale}: every team of the teacher's game, its players, value, ranks and steadiness, each with its PDF`, async () => {
      current.errors = [];
      const html = await renderTeams(teamSet(locale, 'teacher', [team({}), team({ entryId: '00000000-0000-4000-8000-0000000000e2', name: 'Wise Turtles', members: ['Cleo T.'], rank: 2, value: '9800.0000', riskAdjusted: null, riskAdjustedRank: null })]));
      expect(current.errors).toEqual([]);
      expect(html).toContain(`<article lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
      for (const shown of Object.values(words[locale])) expect(html).toContain(shown);
      expect(html).toContain('href="/competitions/00000000-0000-4000-8000-000000000065/certificates/teams/pdf?team=00000000-0000-4000-8000-0000000000e1"');
      expect(html).toContain('href="/competitions/00000000-0000-4000-8000-000000000065/certificates/teams/pdf?team=00000000-0000-4000-8000-0000000000e2"');
      expect(html).toContain('href="/competitions/00000000-0000-4000-8000-000000000065/certificates"');
    });
  }
});

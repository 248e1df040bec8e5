import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { inIntlProvider, renderIntl, serverIntl } from '../../../../tests/support/render-intl';
import type { SchoolDashboard as SchoolDashboardData } from '../queries';

// The server component reads next-intl/server; here it answers from the product's messages, collecting any missing key.
const intl = await renderIntl();
vi.mock('next-intl/server', () => serverIntl(intl));

const { SchoolDashboard } = await import('./school-dashboard');

const teacher = { id: 't1', firstName: 'Tara', lastName: 'Teacher', email: 'tara@school.example' };
const DASHBOARD: SchoolDashboardData = {
  school: { id: 's1', name: 'Riverside School', country: 'GB', timeZone: 'Europe/London' },
  teachers: [teacher],
  classes: [
    { id: 'k1', name: 'Year 4 Maths', teacher, approvedStudents: 2, mastery: { skills: 32, mastered: 16, possible: 64, share: 0.25 } },
    { id: 'k2', name: 'Year 5 Reading', teacher, approvedStudents: 0, mastery: { skills: 32, mastered: 0, possible: 0, share: 0 } },
  ],
  students: [{ id: 'c1', firstName: 'Ana', lastName: 'Learner', email: 'ana@roster.invalid', activeThisWeek: true }],
  activeLearners: 1,
  imports: [{ id: 'i1', appliedAt: new Date('2026-11-20T09:30:00Z'), counts: { teachers: { add: 1, change: 0, remove: 0 }, students: { add: 3, change: 0, remove: 0 }, classes: { add: 1, change: 0, remove: 0 }, enrolments: { add: 4, change: 1, remove: 0 } } }],
};

async function render(locale: Locale, dashboard: SchoolDashboardData): Promise<string> {
  intl.locale = locale;
  const { prelude } = await prerender(inIntlProvider(intl, await SchoolDashboard({ dashboard }), locale));
  return new Response(prelude).text();
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("the school admin's dashboard renders in every language", () => {
  beforeEach(() => {
    intl.errors = [];
  });

  for (const locale of LOCALES) {
    it(`${locale}: mastery by class as a table with its caption and headers, and the import history, with no missing message`, async () => {
      const html = await render(locale, DASHBOARD);
      expect(intl.errors).toEqual([]);
      // One table: a caption, a header per column, each class a row header.
      expect(html.match(/<table/g)).toHaveLength(1);
      expect(html).toMatch(/<caption[^>]*>[^<]+<\/caption>/);
      expect(html.match(/<th scope="col"/g)).toHaveLength(3);
      expect(html.match(/<th scope="row"/g)).toHaveLength(2);
      const masteredShare = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(0.25).replace(/\s+/g, ' ');
      expect(text(html)).toContain(masteredShare);
      expect(html).toContain('data-mastered="16" data-possible="64"');
      expect(html).toContain('data-school-import="i1"');
      expect(text(html)).toContain('Year 4 Maths');
    });
  }

  it('says so when no roster was imported, and shows the classes with no mastery yet', async () => {
    const html = await render('en', { ...DASHBOARD, imports: [] });
    expect(intl.errors).toEqual([]);
    expect(text(html)).toContain('No roster imported yet.');
    expect(text(html)).toContain('Mastery by class');
    expect(text(html)).toContain('0 of 0');
  });
});

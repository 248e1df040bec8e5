import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../../messages/ar.json';
import arPart from '../../../messages/ar/competitions.json';
import en from '../../../messages/en.json';
import enPart from '../../../messages/en/competitions.json';
import fr from '../../../messages/fr.json';
import frPart from '../../../messages/fr/competitions.json';
import { CompetitionForm } from './components/competition-form';
import { CompetitionOrderForm } from './components/order-form';
import { inClientIntl } from '../../../tests/support/client-intl';

vi.mock('./actions', () => ({ createCompetitionAction: vi.fn(), placeCompetitionOrderAction: vi.fn() }));

const LOCALES = { en: { ...en, ...enPart }, fr: { ...fr, ...frPart }, ar: { ...ar, ...arPart } };

function render(locale: keyof typeof LOCALES, element: ReactElement): { html: string; errors: string[] } {
  const errors: string[] = [];
  const html = renderToString(createElement(NextIntlClientProvider, { locale, messages: LOCALES[locale], timeZone: 'UTC', onError: (error: Error) => errors.push(error.message), children: inClientIntl({ locale, messages: LOCALES[locale], onError: (error) => errors.push(error.message), children: element }) }));
  return { html, errors };
}

describe('the competition forms render in every language', () => {
  for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
    it(`${locale}: the teacher's form with its classes, and the child's order form, with no missing message`, () => {
      const form = render(locale, createElement(CompetitionForm, { classes: [{ id: 'c1', name: 'Maths 4B' }, { id: 'c2', name: 'History' }], sectors: ['Food', 'Technology'], today: '2030-03-01', timeZone: 'Europe/Paris', lessonChoices: [{ id: 7, title: 'How the Stock Market Works', lessons: [{ id: 70, title: 'Risk and Diversification' }] }] }));
      const order = render(locale, createElement(CompetitionOrderForm, { competitionId: 'x', stocks: [{ symbol: 'KO', label: 'KO · Coca-Cola · $69.84' }] }));
      expect([...form.errors, ...order.errors]).toEqual([]);
      expect(form.html).toContain('name="class.c1"');
      expect(form.html).toContain('name="lesson.70"');
      expect(form.html).toContain(LOCALES[locale].competitions.form.lessons);
      expect(form.html).toContain('value="Europe/Paris"');
      expect(form.html).toContain(LOCALES[locale].competitions.form.submit);
      expect(order.html).toContain('name="idempotencyKey"');
      expect(order.html).toContain('KO · Coca-Cola');
    });
  }
});

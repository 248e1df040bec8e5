import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { inIntlProvider, renderIntl, serverIntl } from '../../../../tests/support/render-intl';

const intl = await renderIntl();
vi.mock('next-intl/server', () => serverIntl(intl));
// The form's action is the server's; the card only needs something to post to.
vi.mock('../actions', () => ({ takeOverConsentAction: async () => ({ status: 'idle' }) }));

const { SchoolAuthorisationCard } = await import('./school-authorisation-card');
const CARD = { childId: 'c1', childName: 'Maya', authorisedAt: new Date('2026-09-01T08:00:00Z'), schoolName: null, childAgreementToo: false, awaitingChild: false };
const takeOverWords = (locale: (typeof LOCALES)[number]) => (intl.messages[locale].families as { takeOver: Record<string, string> }).takeOver;
const filled = (words: string, values: Record<string, string>) => Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), words);
const { AccessLogScreen } = await import('./access-log-screen');

async function textOf(element: Parameters<typeof inIntlProvider>[1]): Promise<{ html: string; text: string }> {
  const { prelude } = await prerender(inIntlProvider(intl, element));
  const html = await new Response(prelude).text();
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ') };
}

/* What a linked parent reads about a child whose account stands on the school's authorisation (decision 060). */
describe("the school's authorisation on a child's card", () => {
  it.each(LOCALES)('says what the school authorised and offers the parent’s own consent behind a required box, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const { html, text } = await textOf(createElement(SchoolAuthorisationCard, { ...CARD, schoolName: 'Lincoln Elementary' }));
    const words = (intl.messages[locale].families as { takeOver: Record<string, string> }).takeOver;
    expect(text).toContain(words.title);
    expect(text).toContain(words.submit!.replace('{name}', 'Maya'));
    expect(text).toContain(words.confirm!.replace('{name}', 'Maya'));
    // The box is part of the form, named confirmParent, and must be ticked before the form goes.
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="confirmParent"[^>]*required=""|<input[^>]*name="confirmParent"[^>]*type="checkbox"[^>]*required=""|<input[^>]*required=""[^>]*name="confirmParent"/);
    expect(html).toContain('name="childId" value="c1"');
    // The parent's own password, labelled, asked by the browser before the form goes (decision 030's check).
    expect(text).toContain(words.passwordLabel!);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    expect(html).toContain('"current-password"');
    // The school that authorised the account, by name.
    expect(text).toContain('Lincoln Elementary');
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(intl.errors).toEqual([]);
    if (locale === 'en') expect(text).toContain("Lincoln Elementary, Maya's school, made this account and authorised it on Sep 1, 2026");
  });

  it.each(LOCALES)('says when the child must agree too, and once the parent consented, that it waits for the child, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const words = takeOverWords(locale);
    const before = await textOf(createElement(SchoolAuthorisationCard, { ...CARD, childAgreementToo: true }));
    expect(before.text).toContain(filled(words.childToo!, { name: 'Maya' }));
    const waiting = await textOf(createElement(SchoolAuthorisationCard, { ...CARD, childAgreementToo: true, awaitingChild: true, schoolName: 'École Jules-Ferry' }));
    expect(waiting.text).toContain(filled(words.waitingChild!, { name: 'Maya' }));
    expect(waiting.text).toContain('École Jules-Ferry');
    // Nothing more to give while it waits: no form.
    expect(waiting.html).not.toContain('name="password"');
    expect(intl.errors).toEqual([]);
  });

  it.each(LOCALES)('names the take-over in words in the access log, in %s', async (locale) => {
    intl.locale = locale;
    const log = { child: { id: 'c1', name: 'Maya' }, entries: [{ at: new Date('2026-11-20T10:00:00Z'), action: 'family_consent_take_over', component: 'families', by: { who: 'other', role: 'parent', name: 'Ana Test' } as const }] };
    const { text } = await textOf(createElement(AccessLogScreen, { log }));
    const actions = (intl.messages[locale].families as { access: { actions: Record<string, string> } }).access.actions;
    expect(text).toContain(actions.family_consent_take_over!);
    expect(text).not.toContain(actions.other!);
    if (locale === 'en') expect(text).toContain("Ana Test (a parent) gave a parent's consent to the account (the school had authorised it before)");
  });

  it.each(LOCALES)('names the take-over that waits for the child, and the child’s no, in words in the access log, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const entries = [
      { at: new Date('2026-11-20T10:00:00Z'), action: 'family_consent_take_over_asked', component: 'families', by: { who: 'other', role: 'parent', name: 'Ana Test' } as const },
      { at: new Date('2026-11-21T10:00:00Z'), action: 'family_consent_take_over_declined', component: 'families', by: { who: 'child', role: 'child', name: null } as const },
    ];
    const { text } = await textOf(createElement(AccessLogScreen, { log: { child: { id: 'c1', name: 'Maya' }, entries } }));
    const actions = (intl.messages[locale].families as { access: { actions: Record<string, string> } }).access.actions;
    expect(text).toContain(actions.family_consent_take_over_asked!);
    expect(text).toContain(actions.family_consent_take_over_declined!);
    expect(text).not.toContain(actions.other!);
    expect(intl.errors).toEqual([]);
  });
});

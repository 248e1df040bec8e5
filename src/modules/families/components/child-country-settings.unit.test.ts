import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { inIntlProvider, renderIntl, serverIntl } from '../../../../tests/support/render-intl';

const intl = await renderIntl();
vi.mock('next-intl/server', () => ({ ...serverIntl(intl), getLocale: async () => intl.locale }));
// The form's action is the server's; the form only needs something to post to.
vi.mock('../actions', () => ({ changeChildCountryAction: async () => ({ status: 'idle' }) }));

const { ChildCountrySettings } = await import('./child-country-settings');

/* A linked parent's "Country" form on the child's card (decision 060's amendment), in each language. */
describe("a child's country on the parent's card", () => {
  it.each(LOCALES)('offers a labelled select of countries in the page’s language and the parent’s password, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const { prelude } = await prerender(inIntlProvider(intl, await ChildCountrySettings({ childId: 'c1', childName: 'Maya', country: 'US' })));
    const html = await new Response(prelude).text();
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
    const words = (intl.messages[locale].families as { country: Record<string, string> }).country;
    expect(text).toContain(words.label!.replace('{name}', 'Maya'));
    expect(text).toContain(words.passwordLabel!);
    expect(text).toContain(words.submit!);
    expect(html).toMatch(/<select[^>]*name="country"/);
    expect(html).toContain('name="childId" value="c1"');
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    // Named by the runtime's CLDR data in the page's language.
    expect(text).toContain(new Intl.DisplayNames([locale], { type: 'region' }).of('FR'));
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(intl.errors).toEqual([]);
  });

  it.each(LOCALES)('says an account held after a change of country waits for the parent’s consent, and its button gives it, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const { prelude } = await prerender(inIntlProvider(intl, await ChildCountrySettings({ childId: 'c1', childName: 'Maya', country: 'FR', hold: 'parentConsent', childAgreementToo: true })));
    const html = await new Response(prelude).text();
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
    const words = (intl.messages[locale].families as { country: Record<string, string> & { held: Record<string, string> } }).country;
    const france = new Intl.DisplayNames([locale], { type: 'region' }).of('FR')!;
    expect(text).toContain(words.held.parentConsent!.replaceAll('{name}', 'Maya').replace('{country}', france));
    expect(text).toContain(words.held.childToo!.replaceAll('{name}', 'Maya'));
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${words.giveConsent}</button>`));
    expect(text).not.toContain(words.submit!);
    expect(html).toContain('data-country-hold="parentConsent"');
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(intl.errors).toEqual([]);
  });

  it.each(LOCALES)('says an account waits for the child’s own agreement, the country still changeable, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const { prelude } = await prerender(inIntlProvider(intl, await ChildCountrySettings({ childId: 'c1', childName: 'Maya', country: 'FR', hold: 'childAgreement', childAgreementToo: true })));
    const text = (await new Response(prelude).text()).replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
    const words = (intl.messages[locale].families as { country: Record<string, string> & { held: Record<string, string> } }).country;
    expect(text).toContain(words.held.childAgreement!.replaceAll('{name}', 'Maya').replace('{country}', new Intl.DisplayNames([locale], { type: 'region' }).of('FR')!));
    expect(text).toContain(words.submit!);
    expect(text).not.toContain(words.giveConsent!);
    expect(intl.errors).toEqual([]);
  });
});

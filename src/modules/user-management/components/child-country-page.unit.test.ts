import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { inIntlProvider, renderIntl, serverIntl } from '../../../../tests/support/render-intl';

const intl = await renderIntl();
vi.mock('next-intl/server', () => ({ ...serverIntl(intl), getLocale: async () => intl.locale }));
// The forms' actions are the server's; the forms only need something to post to.
vi.mock('../actions', () => {
  const idle = async () => ({ status: 'idle' });
  return { blockUserAction: idle, changeCountryAction: idle, changeRoleAction: idle, deleteUserAction: idle, markVerifiedAction: idle, resendVerificationForUserAction: idle, sendResetForUserAction: idle, unblockUserAction: idle };
});

const { ChildCountryScreen } = await import('./child-country-page');
const { UserManagement } = await import('./user-management');

const html = async (node: React.ReactElement) => new Response((await prerender(inIntlProvider(intl, node))).prelude).text();
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
const usersWords = (locale: (typeof LOCALES)[number]) => intl.messages[locale].users as { country: Record<string, string> };
const child = { id: 'kid-1', email: 'sam@example.com', firstName: 'Sam', lastName: 'Test', role: 'child', emailVerified: true, blocked: false, createdAt: null, lastLogin: null, country: 'FR' };
const parent = { ...child, id: 'parent-1', email: 'pat@example.com', role: 'parent', country: 'FR' };

/* An admin changes a child's country on a page of its own (decision 060's amendment), in each language. */
describe("the back office's country of a child", () => {
  it.each(LOCALES)('the user list links each child to it and carries no select of countries, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const rows = Array.from({ length: 10 }, (_, index) => ({ ...child, id: `kid-${index}`, email: `kid${index}@example.com` }));
    const markup = await html(await UserManagement({ page: { rows: [...rows, parent], total: 11, page: 1, pageCount: 1, currentUserId: 'admin' }, filters: {} }));
    const france = new Intl.DisplayNames([locale], { type: 'region' }).of('FR')!;
    const words = usersWords(locale).country;
    expect(markup).not.toContain('name="country"');
    expect(markup.match(/href="\/admin\/user-management\/kid-\d\/country"/g)).toHaveLength(10);
    expect(markup).not.toContain('/admin/user-management/parent-1/country');
    expect(textOf(markup)).toContain(words.open!.replace('{country}', france));
    // The link's name begins with what it shows (WCAG 2.5.3) and names the child.
    const linkNames = [...markup.matchAll(/<a [^>]*aria-label="([^"]*)"/g)].map((match) => textOf(match[1]!));
    expect(linkNames).toContain(words.openNamed!.replace('{country}', france).replace('{email}', 'kid3@example.com'));
    expect(linkNames.every((name) => name.startsWith(words.open!.replace('{country}', france)))).toBe(true);
    // One name of a country a row, not 240.
    expect(markup.split(france).length - 1).toBeLessThanOrEqual(20);
    expect(intl.errors).toEqual([]);
  });

  it.each(LOCALES)('its page has one labelled select of every country, the current one chosen, and the way back, in %s', async (locale) => {
    intl.locale = locale;
    intl.errors.length = 0;
    const markup = await html(await ChildCountryScreen({ child: { id: 'kid-1', email: 'sam@example.com', name: 'Sam Test', country: 'FR', consentPending: true } }));
    const text = textOf(markup);
    const words = usersWords(locale).country;
    expect(text).toContain(words.pageTitle!.replace('{email}', 'sam@example.com'));
    expect(text).toContain(words.pageLead!.replace('{name}', 'Sam Test'));
    expect(text).toContain(words.held!);
    expect(markup.match(/<select[^>]*name="country"/g)).toHaveLength(1);
    expect(markup).toMatch(/<label[^>]*for="user-kid-1-country"/);
    expect(markup).toContain('name="userId" value="kid-1"');
    expect(markup).toMatch(/<option value="FR" selected=""/);
    expect(markup.match(/<option /g)!.length).toBeGreaterThan(200);
    expect(markup).toContain('href="/admin/user-management"');
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(intl.errors).toEqual([]);
  });
});

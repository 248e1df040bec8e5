import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { inIntlProvider, renderIntl } from '../../../../tests/support/render-intl';
import type { SchoolSignInSettings } from '../school-sign-in';

const intl = await renderIntl();
// The form's action is a server action; rendering never calls it.
vi.mock('../sign-in-actions', () => ({ saveSchoolSignInAction: vi.fn(), startSchoolSignInAction: vi.fn() }));
vi.mock('../remove-sign-in-action', () => ({ removeSchoolSignInAction: vi.fn() }));
vi.mock('../classroom-idle-actions', () => ({ saveClassroomIdleAction: vi.fn() }));

const { SchoolSignInProviders, SchoolSignInSettingsForm } = await import('./school-sign-in-settings');
const { ClassroomIdleForm } = await import('./classroom-idle-form');

const APP = 'https://academy.example';
const SAML: SchoolSignInSettings['saml'] = {
  providerId: 'school-1-saml',
  configured: true,
  issuer: 'https://idp.example',
  domains: ['school.example'],
  rosterSubject: true,
  entityId: `${APP}/api/auth/sso/saml2/sp/metadata?providerId=school-1-saml`,
  acsUrl: `${APP}/api/auth/sso/saml2/sp/acs/school-1-saml`,
  metadataUrl: `${APP}/api/auth/sso/saml2/sp/metadata?providerId=school-1-saml`,
  idpMetadata: '<EntityDescriptor entityID="https://idp.example"/>',
  entryPoint: '',
  idpEntityId: '',
  certificate: '',
};
const OIDC: SchoolSignInSettings['oidc'] = {
  providerId: 'school-1',
  configured: true,
  issuer: 'https://accounts.google.com',
  domains: ['school.example'],
  rosterSubject: false,
  redirectUri: `${APP}/api/auth/sso/callback/school-1`,
  clientId: 'client',
  hasSecret: true,
};
const NO_OIDC: SchoolSignInSettings['oidc'] = { ...OIDC, configured: false, issuer: null, domains: [], clientId: '', hasSecret: false };
const NO_SAML: SchoolSignInSettings['saml'] = { ...SAML, configured: false, issuer: null, domains: [], rosterSubject: false, idpMetadata: '' };

async function renderElement(element: ReturnType<typeof createElement>, locale: (typeof LOCALES)[number]): Promise<string> {
  intl.locale = locale;
  intl.errors = [];
  const { prelude } = await prerender(inIntlProvider(intl, element, locale));
  return new Response(prelude).text();
}

const render = (settings: SchoolSignInSettings, locale: (typeof LOCALES)[number]) => renderElement(createElement(SchoolSignInSettingsForm, { settings }), locale);

/** The words of the five times, as each language writes them (Arabic: 5 and 10 take the plural of three to ten). */
const TIMES: Record<(typeof LOCALES)[number], string[]> = {
  en: ['5 minutes', '10 minutes', '15 minutes (usual)', '20 minutes', '30 minutes'],
  fr: ['5 minutes', '10 minutes', '15 minutes (habituel)', '20 minutes', '30 minutes'],
  ar: ['5 دقائق', '10 دقائق', '15 دقيقةً (المعتاد)', '20 دقيقةً', '30 دقيقةً'],
};

/**
 * The school admin's sign-in settings (decision 069): the providers the school keeps, each removable, and the form
 * for the protocol chosen (the one the school has, OpenID Connect first).
 */
describe('the sign-in settings form', () => {
  for (const locale of LOCALES) {
    it(`${locale}: a SAML school sees what to give its IdP and its metadata, not the OpenID Connect fields`, async () => {
      const html = await render({ oidc: NO_OIDC, saml: SAML }, locale);
      expect(intl.errors).toEqual([]);
      expect(html).toContain('<option value="saml" selected="">');
      expect(html).toMatch(new RegExp(`data-saml-acs-url=""[^>]*>${SAML.acsUrl}</code>`));
      expect(html).toContain('name="idpMetadata"');
      expect(html).toContain('&lt;EntityDescriptor entityID=&quot;https://idp.example&quot;/&gt;');
      expect(html).not.toContain('name="clientSecret"');
      expect(html).not.toContain('data-redirect-uri');
      // The school said its provider names people by the roster's sourcedId: the box is ticked.
      expect(html).toMatch(/<input[^>]*name="rosterSubject"[^>]*checked=""/);
    });

    it(`${locale}: an OpenID Connect school sees its redirect URI and client fields, not the SAML ones`, async () => {
      const html = await render({ oidc: OIDC, saml: NO_SAML }, locale);
      expect(intl.errors).toEqual([]);
      expect(html).toMatch(new RegExp(`data-redirect-uri=""[^>]*>${APP}/api/auth/sso/callback/school-1</code>`));
      expect(html).toContain('name="clientSecret"');
      expect(html).not.toContain('name="idpMetadata"');
      expect(html).toMatch(/<input[^>]*name="rosterSubject"/);
      expect(html).not.toMatch(/<input[^>]*name="rosterSubject"[^>]*checked=""/);
    });

    it(`${locale}: a school with both providers lists each with its own remove button, and one with none says so`, async () => {
      const html = await renderElement(createElement(SchoolSignInProviders, { settings: { oidc: OIDC, saml: SAML } }), locale);
      expect(intl.errors).toEqual([]);
      expect([...html.matchAll(/data-school-provider="(\w+)"/g)].map((match) => match[1])).toEqual(['oidc', 'saml']);
      expect([...html.matchAll(/<input type="hidden" name="protocol" value="(\w+)"\/>/g)].map((match) => match[1])).toEqual(['oidc', 'saml']);
      expect(html).toContain('https://accounts.google.com');
      expect(html).toContain('https://idp.example');
      // Never the secret: the settings carry none to show.
      expect(html).not.toContain('secret');
      const none = await renderElement(createElement(SchoolSignInProviders, { settings: { oidc: NO_OIDC, saml: NO_SAML } }), locale);
      expect(none).not.toContain('data-school-provider');
      expect(none).toContain('<p');
      // Both kept: the form opens on OpenID Connect, with its own domains and box.
      const form = await render({ oidc: OIDC, saml: SAML }, locale);
      expect(form).toContain('<option value="oidc" selected="">');
      expect(form).toContain('name="clientSecret"');
      expect(form).not.toMatch(/<input[^>]*name="rosterSubject"[^>]*checked=""/);
    });

    it(`${locale}: the classroom idle limit offers the five times, the school's chosen one selected`, async () => {
      const html = await renderElement(createElement(ClassroomIdleForm, { minutes: 10 }), locale);
      expect(intl.errors).toEqual([]);
      const options = [...html.matchAll(/<option value="(\d+)"( selected="")?>([^<]*)<\/option>/g)].map((match) => ({ value: match[1], selected: Boolean(match[2]), text: match[3] }));
      expect(options.map((option) => option.value)).toEqual(['5', '10', '15', '20', '30']);
      expect(options.map((option) => option.text)).toEqual(TIMES[locale]);
      expect(options.filter((option) => option.selected).map((option) => option.value)).toEqual(['10']);
      expect(html).toMatch(/<select[^>]*name="minutes"/);
    });
  }
});
